import type { PublisherPayout } from '@affnet/contracts';
import { List, Stack, Text } from '@mantine/core';
import { InfoCard } from '../../../components/info-card';
import { countryName } from '../../../lib/format';
import { formatPrice, payoutOf } from '../../../lib/pricing';

type PayoutsCardProps = { payouts: readonly PublisherPayout[]; currency: string };

/** What the publisher earns per event, and where a country pays them differently. */
export function PayoutsCard({ payouts, currency }: PayoutsCardProps) {
  return (
    <InfoCard title="Your payout" description="What you earn for each event, in the offer's currency.">
      <Stack gap="sm">
        {payouts.map((payout) => (
          <Stack
            key={payout.eventKey}
            gap={2}
            aria-label={`Payout for ${payout.eventName}`}
            component="section"
          >
            <Text size="sm">
              <Text span fw={600}>
                {payout.eventName}
              </Text>
              {payout.isBase ? (
                <Text span c="dimmed">
                  {' '}
                  (main event)
                </Text>
              ) : null}
              : {formatPrice(payoutOf(payout), currency)}
            </Text>
            {payout.countryPayouts.length > 0 ? (
              <List size="sm" spacing={0} withPadding>
                {payout.countryPayouts.map((row) => (
                  <List.Item key={row.country}>
                    From {countryName(row.country)}: {formatPrice(payoutOf(row), currency)}
                  </List.Item>
                ))}
              </List>
            ) : null}
          </Stack>
        ))}
      </Stack>
    </InfoCard>
  );
}
