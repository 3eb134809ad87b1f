import { type PaymentSettings, updatePaymentSettingsBodySchema } from '@affnet/contracts';
import { Button, Group, NumberInput, Skeleton, Stack, Switch } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { FormAlert } from '../../../components/form-alert';
import { Field, FieldList, InfoCard } from '../../../components/info-card';
import { ErrorState } from '../../../components/query-states';
import { countOf } from '../../../lib/format';
import { useMayChange } from '../../../lib/permissions';
import { useContractForm } from '../../../lib/use-contract-form';
import { usePaymentSettings, useUpdatePaymentSettings } from '../api/payment-settings';

const HOLD_DESCRIPTION =
  'A publisher whose payment details changed in the last this many days is held out of batches, so a changed PayPal e-mail or bank account can be checked first. 0 holds nobody.';
const SECOND_APPROVER_DESCRIPTION = 'Someone other than whoever made a batch must approve it.';

/** The settings as a form, for billing.pay holders. */
function PaymentSettingsForm({ settings }: { settings: PaymentSettings }) {
  const { form, formProps, alert, isPending } = useContractForm({
    schema: updatePaymentSettingsBodySchema,
    initialValues: {
      detailsHoldDays: settings.detailsHoldDays as number | string,
      secondApprover: settings.secondApprover,
    },
    mutation: useUpdatePaymentSettings(),
    toRequest: (body) => body,
    onSuccess: () => notifications.show({ color: 'teal', message: 'Payment settings saved.' }),
  });
  return (
    <form {...formProps}>
      <Stack gap="md">
        <FormAlert title="Could not save the payment settings" message={alert} />
        <NumberInput
          label="Hold after a payment details change (days)"
          description={HOLD_DESCRIPTION}
          min={0}
          max={90}
          allowDecimal={false}
          allowNegative={false}
          maw={420}
          key={form.key('detailsHoldDays')}
          {...form.getInputProps('detailsHoldDays')}
        />
        <Switch
          label="Second approver"
          description={SECOND_APPROVER_DESCRIPTION}
          key={form.key('secondApprover')}
          {...form.getInputProps('secondApprover', { type: 'checkbox' })}
        />
        <Group>
          <Button type="submit" loading={isPending}>
            Save payment settings
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The settings as they stand, for whom may only read billing. */
function PaymentSettingsView({ settings }: { settings: PaymentSettings }) {
  return (
    <FieldList>
      <Field label="Hold after a details change">
        {settings.detailsHoldDays === 0 ? 'None' : countOf(settings.detailsHoldDays, 'day', 'days')}
      </Field>
      <Field label="Second approver">
        {settings.secondApprover ? 'Required: someone other than the maker approves' : 'Not required'}
      </Field>
    </FieldList>
  );
}

/** The payment rules on the billing screen: the hold after a details change, and four eyes on approval. */
export function PaymentSettingsCard() {
  const query = usePaymentSettings();
  const mayPay = useMayChange('billing.pay');
  let body: ReactNode;
  if (query.isError) {
    body = (
      <ErrorState
        title="Could not load the payment settings"
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (!query.data) {
    body = <Skeleton height={80} aria-label="Loading payment settings" />;
  } else if (mayPay) {
    body = <PaymentSettingsForm settings={query.data} />;
  } else {
    body = <PaymentSettingsView settings={query.data} />;
  }
  return <InfoCard title="Payment settings">{body}</InfoCard>;
}
