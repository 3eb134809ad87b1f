import type { PartnerKind } from '@affnet/contracts';
import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Field, FieldList, InfoCard } from '../../../components/info-card';
import { ErrorState } from '../../../components/query-states';
import { formatDateTime } from '../../../lib/format';
import { partnerPaymentQuery } from '../api/get-partner-payment';

/** The partner's payment method and details as they entered them on their setting/payment, and when they changed them. */
export function PartnerPaymentCard({ kind, partnerId }: { kind: PartnerKind; partnerId: string }) {
  const payment = useQuery(partnerPaymentQuery(kind, partnerId));
  const current = payment.data?.data;
  return (
    <InfoCard
      title="Payment settings"
      description={
        current
          ? `Changed by the partner on ${formatDateTime(current.changedAt)}. Check new details before the next payout.`
          : 'Set by the partner on their payment settings page.'
      }
    >
      {payment.isPending ? (
        <Text size="sm" c="dimmed">
          Loading…
        </Text>
      ) : payment.isError ? (
        <ErrorState
          title="Could not load the payment settings"
          error={payment.error}
          onRetry={() => payment.refetch()}
        />
      ) : !current ? (
        <Text size="sm" c="dimmed">
          No payment method chosen yet.
        </Text>
      ) : (
        <FieldList>
          <Field label="Method">
            {current.method.name}
            {current.method.enabled ? '' : ' (disabled)'}
          </Field>
          {current.method.fields.map((field) => (
            <Field key={field.key} label={field.label}>
              {current.details[field.key]}
            </Field>
          ))}
        </FieldList>
      )}
    </InfoCard>
  );
}
