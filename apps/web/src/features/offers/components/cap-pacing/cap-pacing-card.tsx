import type { Offer } from '@affnet/contracts';
import { Loader, Text } from '@mantine/core';
import { CapPacingTable } from '../../../../components/cap-pacing-table';
import { InfoCard } from '../../../../components/info-card';
import { ErrorState } from '../../../../components/query-states';
import { useOfferCapPacing } from '../../api/cap-pacing';

/** The saved caps' counters this period: used, pace and the forecast time each runs out. */
export function CapPacingCard({ offer }: { offer: Offer }) {
  const pacing = useOfferCapPacing(offer.id, JSON.stringify(offer.caps));
  return (
    <InfoCard
      title="Cap pacing"
      description="How much of each saved cap this period has used, the pace so far, and when the cap runs out at that pace (times in your time zone). Each-publisher caps list their fullest publishers."
    >
      {pacing.isPending ? (
        <Loader size="sm" aria-label="Loading cap pacing" />
      ) : pacing.isError ? (
        <ErrorState
          title="Could not load cap pacing"
          error={pacing.error}
          onRetry={() => void pacing.refetch()}
        />
      ) : pacing.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nothing counted yet: no publisher has sent traffic towards these caps this period.
        </Text>
      ) : (
        <CapPacingTable rows={pacing.data} />
      )}
    </InfoCard>
  );
}
