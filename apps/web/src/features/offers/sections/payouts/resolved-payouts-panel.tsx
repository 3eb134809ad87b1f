import type { Offer } from '@affnet/contracts';
import { Badge, Group, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { CLOSED_DROPDOWN } from '../../../../components/closed-dropdown';
import { CountrySelect } from '../../../../components/country-select';
import { InfoCard } from '../../../../components/info-card';
import { PublisherPicker } from '../../../../components/pickers/partner-picker';
import { ErrorState } from '../../../../components/query-states';
import { formatPrice, payoutOf } from '../../../../lib/pricing';
import { useResolvedPayouts } from '../../api/resolve-payouts';

/**
 * The payouts a chosen publisher gets right now, per event, with where each comes from: their
 * override when one applies, else the offer's default. It reads the saved offer.
 */
export function ResolvedPayoutsPanel({ offer }: { offer: Offer }) {
  const [publisherId, setPublisherId] = useState('');
  const [country, setCountry] = useState('');
  const resolved = useResolvedPayouts(offer.id, publisherId, country);
  return (
    <InfoCard
      title="Resolved payouts"
      description="Check what one publisher is paid now: a publisher override wins over the offer default. Shows the saved payouts."
    >
      <Group align="flex-end" gap="sm">
        <PublisherPicker
          label="Publisher"
          value={publisherId || null}
          onChange={(id) => setPublisherId(id ?? '')}
          w={280}
        />
        <CountrySelect
          label="Click from"
          placeholder="Any country"
          clearable
          comboboxProps={CLOSED_DROPDOWN}
          value={country || null}
          onChange={setCountry}
          w={220}
        />
      </Group>
      {publisherId === '' ? (
        <Text size="sm" c="dimmed">
          Choose a publisher to see their payouts.
        </Text>
      ) : resolved.isError ? (
        <ErrorState
          title="Could not resolve the payouts"
          error={resolved.error}
          onRetry={() => void resolved.refetch()}
        />
      ) : (
        <Table aria-label="Resolved payouts" aria-busy={resolved.isFetching}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Event</Table.Th>
              <Table.Th>Payout now</Table.Th>
              <Table.Th>From</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(resolved.data ?? []).map((row) => (
              <Table.Tr key={row.eventKey}>
                <Table.Td>
                  {row.eventName}
                  {row.isPrivate ? (
                    <Text span size="xs" c="dimmed">
                      {' '}
                      (private)
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td>{formatPrice(payoutOf(row), offer.currency)}</Table.Td>
                <Table.Td>
                  {row.source === 'override' ? (
                    <Badge variant="light" color="grape">
                      Publisher override
                    </Badge>
                  ) : (
                    <Badge variant="light" color="gray">
                      Offer default
                    </Badge>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </InfoCard>
  );
}
