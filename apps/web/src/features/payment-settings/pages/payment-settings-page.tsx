import {
  type PartnerPaymentResponse,
  type PaymentField,
  type PaymentMethodOption,
  partnerPaymentBodySchema,
  paymentDetailsSchemaOf,
} from '@affnet/contracts';
import { Alert, Button, Group, PasswordInput, Select, Stack, Text, TextInput } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { FormAlert } from '../../../components/form-alert';
import { InfoCard } from '../../../components/info-card';
import { PageHeader } from '../../../components/page-header';
import { ErrorState } from '../../../components/query-states';
import { formatDateTime } from '../../../lib/format';
import { type ScreenMeta, trailOf } from '../../../lib/screen';
import { useContractForm } from '../../../lib/use-contract-form';
import { ownPaymentQuery, useSaveOwnPayment } from '../api/payment-settings';
import { SelfBillingCard } from '../components/self-billing-card';

type Values = { paymentMethodId: string; details: Record<string, string>; currentPassword: string };

const blankDetails = (fields: readonly PaymentField[], from: Record<string, string> = {}) =>
  Object.fromEntries(fields.map((field) => [field.key, from[field.key] ?? '']));

/** The details the chosen method asks for, checked by the same rules the server applies. */
function detailErrors(fields: readonly PaymentField[], details: Record<string, string>): FormErrors {
  const result = paymentDetailsSchemaOf(fields).safeParse(details);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [`details.${issue.path.join('.')}`, issue.message]),
  );
}

const FIELD_INPUT_TYPE = { text: 'text', email: 'email', number: 'text' } as const;

function PaymentForm({ data }: { data: PartnerPaymentResponse['data'] }) {
  const { current, options } = data;
  const methodOf = (id: string): PaymentMethodOption | undefined =>
    options.find((option) => option.id === id);
  const initialMethod = current && methodOf(current.method.id) ? current.method.id : '';
  const { form, formProps, alert, isPending } = useContractForm({
    schema: partnerPaymentBodySchema,
    mode: 'controlled',
    initialValues: {
      paymentMethodId: initialMethod,
      details: blankDetails(methodOf(initialMethod)?.fields ?? [], current?.details),
      currentPassword: '',
    } satisfies Values,
    check: (values) => detailErrors(methodOf(values.paymentMethodId)?.fields ?? [], values.details),
    mutation: useSaveOwnPayment(),
    toRequest: (body) => body,
    onSuccess: () => {
      notifications.show({ color: 'teal', message: 'Payment settings saved.' });
      form.setFieldValue('currentPassword', '');
    },
  });
  const values = form.getValues();
  const method = methodOf(values.paymentMethodId);
  const choose = (id: string | null) => {
    const next = methodOf(id ?? '');
    form.setFieldValue('paymentMethodId', id ?? '');
    form.setFieldValue(
      'details',
      blankDetails(next?.fields ?? [], current?.method.id === id ? current.details : {}),
    );
  };
  return (
    <form {...formProps}>
      <Stack gap="md">
        <FormAlert title="Could not save the payment settings" message={alert} />
        {current && !methodOf(current.method.id) ? (
          <Alert color="yellow" title={`${current.method.name} is no longer offered`}>
            Choose another method so the network can pay you.
          </Alert>
        ) : null}
        <Select
          label="Payment method"
          placeholder="Choose how you want to be paid"
          data={options.map((option) => ({ value: option.id, label: option.name }))}
          allowDeselect={false}
          {...form.getInputProps('paymentMethodId')}
          onChange={choose}
        />
        {method ? (
          <Text size="sm" c="dimmed">
            Paid once your balance reaches {method.minimumPayout} {method.currency}.
          </Text>
        ) : null}
        {method?.fields.map((field) => (
          <TextInput
            key={`${method.id}-${field.key}`}
            label={field.label}
            type={FIELD_INPUT_TYPE[field.type]}
            inputMode={field.type === 'number' ? 'decimal' : undefined}
            withAsterisk={field.required}
            {...form.getInputProps(`details.${field.key}`)}
          />
        ))}
        <PasswordInput
          label="Current password"
          description="Asked for every change, so no one else with your session can redirect your payouts."
          autoComplete="current-password"
          {...form.getInputProps('currentPassword')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={isPending} disabled={options.length === 0}>
            Save payment settings
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The publisher's setting/payment: how the network pays them, the details it needs, and the
 * self-billing agreement under which it invoices itself on their behalf. (An
 * advertiser's setting/payment is how they pay the network: features/advertiser-billing.)
 */
export default function PaymentSettingsPage({ screen }: { screen: ScreenMeta }) {
  const payment = useQuery(ownPaymentQuery());
  return (
    <Stack gap="lg">
      <PageHeader title={screen.title} breadcrumbs={trailOf(screen, null, { label: screen.title })} />
      <InfoCard
        title="Payment method"
        description={
          payment.data?.data.current
            ? `Last changed ${formatDateTime(payment.data.data.current.changedAt)}. The network sees when you change it.`
            : 'Choose one of the methods the network offers and fill in its details.'
        }
      >
        {payment.isPending ? (
          <Text size="sm" c="dimmed">
            Loading your payment settings…
          </Text>
        ) : payment.isError ? (
          <ErrorState
            title="Could not load your payment settings"
            error={payment.error}
            onRetry={() => payment.refetch()}
          />
        ) : payment.data.data.options.length === 0 && !payment.data.data.current ? (
          <Text size="sm">The network has not set up any payment method yet. Ask your account manager.</Text>
        ) : (
          <PaymentForm data={payment.data.data} />
        )}
      </InfoCard>
      <SelfBillingCard />
    </Stack>
  );
}
