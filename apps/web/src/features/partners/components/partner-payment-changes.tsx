import type { PartnerKind, PartnerPaymentChange, PaymentFieldChange } from '@affnet/contracts';
import { Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import type { Column } from '../../../components/data-table/data-table';
import { PagedTable } from '../../../components/data-table/paged-table';
import { InfoCard } from '../../../components/info-card';
import { formatDateTime } from '../../../lib/format';
import { useListParams } from '../../../lib/list-params';
import { usePagedQuery } from '../../../lib/paged-list';
import { paymentChangeListOf } from '../api/list-payment-changes';

/** "PayPal e-mail: a@x → b@y"; a secret field only says that it changed. */
function fieldLine(field: PaymentFieldChange): string {
  if (field.secret) return `${field.label} changed (value not shown)`;
  return `${field.label}: ${field.before ?? '(empty)'} → ${field.after ?? '(empty)'}`;
}

const COLUMNS: Column<PartnerPaymentChange, 'at'>[] = [
  { key: 'at', header: 'When', render: (row) => <Text size="sm">{formatDateTime(row.at)}</Text> },
  {
    key: 'actor',
    header: 'Changed by',
    render: ({ actor }) =>
      actor ? (
        <Stack gap={0}>
          <Text size="sm">{`${actor.name} (${actor.kind === 'partner' ? 'the partner' : 'staff'})`}</Text>
          <Text size="xs" c="dimmed">
            {actor.email}
          </Text>
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          A deleted user
        </Text>
      ),
  },
  {
    key: 'method',
    header: 'Method',
    render: (row) => (
      <Text size="sm">
        {row.methodBefore === null
          ? `${row.methodAfter} (first choice)`
          : row.methodBefore === row.methodAfter
            ? row.methodAfter
            : `${row.methodBefore} → ${row.methodAfter}`}
      </Text>
    ),
  },
  {
    key: 'fields',
    header: 'Changed fields',
    render: (row) => (
      <Stack gap={2}>
        {row.fields.map((field) => (
          <Text key={field.key} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {fieldLine(field)}
          </Text>
        ))}
      </Stack>
    ),
  },
];

/**
 * The partner's payment changes, newest first: who changed what and when, with the old and new
 * payout details to check before paying (secrets are never recorded, only named).
 */
export function PartnerPaymentChanges({ kind, partnerId }: { kind: PartnerKind; partnerId: string }) {
  const list = useMemo(() => paymentChangeListOf(kind, partnerId), [kind, partnerId]);
  const params = useListParams(list);
  const query = usePagedQuery(list, params.state);
  return (
    <InfoCard
      title="Payment changes"
      description="Every change of this partner's payment settings: who made it, when, and what it changed."
    >
      <PagedTable
        label="Payment changes"
        plural="payment changes"
        query={query}
        params={params}
        columns={COLUMNS}
        rowKey={(row) => row.id}
        rowLabel={(row) => `Change of ${formatDateTime(row.at)}`}
        empty={
          <Text size="sm" c="dimmed">
            No payment changes yet.
          </Text>
        }
      />
    </InfoCard>
  );
}
