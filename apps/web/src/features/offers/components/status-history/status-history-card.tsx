import {
  CAP_METRIC_LABELS,
  CAP_PERIOD_LABELS,
  CAP_SCOPE_LABELS,
  OFFER_STATUS_LABELS,
  type Offer,
  type OfferStatusChange,
} from '@affnet/contracts';
import { Table } from '@mantine/core';
import { InfoCard } from '../../../../components/info-card';
import { ListQueryGate } from '../../../../components/list-query-gate';
import { formatCapAmount } from '../../../../lib/cap-pace-text';
import { formatDateTime } from '../../../../lib/format';
import { useOfferStatusChanges } from '../../api/status-changes';

/** "Staff: Ana Ruiz", "Cap reached: Clicks, Daily, Whole offer, limit 3", "Scheduled change". */
function causeOf(change: OfferStatusChange, currency: string): string {
  if (change.cause === 'staff') return change.changedBy ? `Staff: ${change.changedBy.name}` : 'Staff';
  if (change.cause === 'schedule') return 'Scheduled change';
  if (change.cause === 'live_window') return 'Live window ended';
  if (change.cause === 'credit')
    return change.toStatus === 'paused'
      ? 'Advertiser at its credit limit'
      : 'Advertiser back within its credit';
  if (!change.cap) return 'Cap reached (a cap since removed)';
  const { metric, period, scope, limit } = change.cap;
  const amount = formatCapAmount({ metric, currency }, limit);
  return `Cap reached: ${CAP_METRIC_LABELS[metric]}, ${CAP_PERIOD_LABELS[period]}, ${CAP_SCOPE_LABELS[scope]}, limit ${amount}`;
}

/** offer/{id}/general: every status change and who or what made it, newest first. */
export function StatusHistoryCard({ offer }: { offer: Offer }) {
  const history = useOfferStatusChanges(offer.id, offer.status);
  return (
    <InfoCard
      title="Status history"
      description="Each change of this offer's status: by a staff member, a cap whose action pauses the offer, a scheduled change or the end of the live window (times in your time zone)."
    >
      <ListQueryGate
        query={history}
        loadingLabel="Loading status history"
        errorTitle="Could not load the status history"
        empty="No status change yet."
      >
        {(changes) => (
          <Table.ScrollContainer minWidth={520}>
            <Table aria-label="Status changes">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>When</Table.Th>
                  <Table.Th>Change</Table.Th>
                  <Table.Th>Why</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {changes.map((change) => (
                  <Table.Tr key={change.id}>
                    <Table.Td>{formatDateTime(change.changedAt)}</Table.Td>
                    <Table.Td>
                      {OFFER_STATUS_LABELS[change.fromStatus]} → {OFFER_STATUS_LABELS[change.toStatus]}
                    </Table.Td>
                    <Table.Td>{causeOf(change, offer.currency)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </ListQueryGate>
    </InfoCard>
  );
}
