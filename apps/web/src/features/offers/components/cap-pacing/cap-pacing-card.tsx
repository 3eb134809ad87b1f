import type { Offer } from '@affnet/contracts';
import { CapPacingTable } from '../../../../components/cap-pacing-table';
import { InfoCard } from '../../../../components/info-card';
import { ListQueryGate } from '../../../../components/list-query-gate';
import { useOfferCapPacing } from '../../api/cap-pacing';

/** The saved caps' counters this period: used, pace and the forecast time each runs out. */
export function CapPacingCard({ offer }: { offer: Offer }) {
  const pacing = useOfferCapPacing(offer.id, JSON.stringify(offer.caps));
  return (
    <InfoCard
      title="Cap pacing"
      description="How much of each saved cap this period has used, the pace so far, and when the cap runs out at that pace (times in your time zone). Each-publisher caps list their fullest publishers."
    >
      <ListQueryGate
        query={pacing}
        loadingLabel="Loading cap pacing"
        errorTitle="Could not load cap pacing"
        empty="Nothing counted yet: no publisher has sent traffic towards these caps this period."
      >
        {(rows) => <CapPacingTable rows={rows} />}
      </ListQueryGate>
    </InfoCard>
  );
}
