import { type AdvertiserOfferResults, conversionsOf } from '@affnet/contracts';
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { Field, FieldList, InfoCard } from '../../../components/info-card';
import { ErrorState } from '../../../components/query-states';
import { formatAmount } from '../../../lib/money';
import { viewerTimeZone } from '../../../lib/time-zone';
import { useOfferResults } from '../api/get-offer-results';

type OfferResultsCardProps = {
  offerId: string;
  /** The offer's currency, for a period with nothing to pay. */
  currency: string;
  /** The performance report with the same days, zone and offer. */
  reportLink: (results: AdvertiserOfferResults) => string;
};

const count = (value: number | null) => (value === null ? '—' : value.toLocaleString('en-US'));

/** "$1,200.00 · €80.00": what they pay in each currency, never added across currencies. */
function spendOf(results: AdvertiserOfferResults, currency: string): string {
  const parts = results.figures.byCurrency.map((total) =>
    formatAmount(total.counters.revenue ?? '0', total.currency),
  );
  return parts.length > 0 ? parts.join(' · ') : formatAmount(0, currency);
}

/** The offer's last 30 days (clicks, conversions, what they pay), linking to their report. */
export function OfferResultsCard({ offerId, currency, reportLink }: OfferResultsCardProps) {
  const tz = viewerTimeZone();
  const query = useOfferResults(offerId, tz);
  if (query.isError) {
    return (
      <ErrorState
        title="The results could not be loaded"
        error={query.error}
        onRetry={() => query.refetch()}
      />
    );
  }
  const results = query.data;
  return (
    <InfoCard
      title="Last 30 days"
      description={
        results
          ? `${results.from} to ${results.to}, days in your time zone (${results.timeZone}). Test conversions are never counted.`
          : 'Loading the results…'
      }
    >
      {results ? (
        <>
          <FieldList>
            <Field label="Clicks">{count(results.figures.all.grossClicks)}</Field>
            <Field label="Conversions">{count(conversionsOf(results.figures.all))}</Field>
            <Field label="You pay">{spendOf(results, currency)}</Field>
          </FieldList>
          <Text size="sm">
            <Anchor component={Link} to={reportLink(results)}>
              Open this offer in your performance report
            </Anchor>
          </Text>
        </>
      ) : null}
    </InfoCard>
  );
}
