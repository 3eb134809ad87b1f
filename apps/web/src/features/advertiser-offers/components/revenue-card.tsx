import type { AdvertiserOffer } from '@affnet/contracts';
import { Field, FieldList, InfoCard } from '../../../components/info-card';
import { formatPrice, revenueOf } from '../../../lib/pricing';

type RevenueCardProps = { events: AdvertiserOffer['events']; currency: string };

/** What the advertiser pays for each event the offer tracks. */
export function RevenueCard({ events, currency }: RevenueCardProps) {
  return (
    <InfoCard title="What you pay" description="Per event, in the offer's currency.">
      <FieldList>
        {events.map((event) => (
          <Field key={event.key} label={event.isBase ? `${event.name} (main event)` : event.name}>
            {formatPrice(revenueOf(event), currency)}
          </Field>
        ))}
      </FieldList>
    </InfoCard>
  );
}
