import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Field, FieldList, InfoCard } from '../../../components/info-card';
import { ErrorState } from '../../../components/query-states';
import { countryName, formatDateTime } from '../../../lib/format';
import { advertiserBillingQuery } from '../api/get-advertiser-billing';

/** The advertiser's billing details as they entered them on their setting/payment (what invoices print). */
export function AdvertiserBillingCard({ partnerId }: { partnerId: string }) {
  const query = useQuery(advertiserBillingQuery(partnerId));
  const billing = query.data?.data;
  return (
    <InfoCard
      title="Billing"
      description={
        billing
          ? `Set by the advertiser on their payment settings; last saved ${formatDateTime(billing.updatedAt)}. Invoices print these.`
          : 'Set by the advertiser on their payment settings.'
      }
    >
      {query.isPending ? (
        <Text size="sm" c="dimmed">
          Loading…
        </Text>
      ) : query.isError ? (
        <ErrorState
          title="Could not load the billing details"
          error={query.error}
          onRetry={() => query.refetch()}
        />
      ) : !billing ? (
        <Text size="sm" c="dimmed">
          The advertiser has not filled in their billing details yet.
        </Text>
      ) : (
        <FieldList>
          <Field label="Invoiced to">{billing.legalName}</Field>
          <Field label="Address">
            {[
              billing.addressLine1,
              billing.addressLine2,
              [billing.postalCode, billing.city].filter(Boolean).join(' '),
              billing.region,
              countryName(billing.country),
            ]
              .filter(Boolean)
              .join(', ')}
          </Field>
          <Field label="Tax or VAT number">{billing.taxId}</Field>
          <Field label="Billing contact">{billing.contactName}</Field>
          <Field label="Invoice e-mail">{billing.invoiceEmail}</Field>
          <Field label="Billing phone">{billing.phone}</Field>
          <Field label="Pays by">
            {billing.paymentMethod
              ? `${billing.paymentMethod.name}${billing.paymentMethod.enabled ? '' : ' (disabled)'}`
              : null}
          </Field>
        </FieldList>
      )}
    </InfoCard>
  );
}
