import { type AdvertiserBillingResponse, advertiserBillingBodySchema } from '@affnet/contracts';
import { Alert, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { CountrySelect } from '../../../components/country-select';
import { FormAlert } from '../../../components/form-alert';
import { InfoCard } from '../../../components/info-card';
import { SaveSettingsButton } from '../../../components/settings-page';
import { selectInputProps } from '../../../lib/contract-form';
import { useContractForm } from '../../../lib/use-contract-form';
import { useSaveBilling } from '../api/billing';

type Billing = AdvertiserBillingResponse['data'];

type BillingValues = {
  legalName: string;
  contactName: string;
  invoiceEmail: string;
  phone: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  postalCode: string;
  region: string;
  country: string;
  taxId: string;
  paymentMethodId: string;
};

/** The saved details, or before the first save what their profile already says. */
function valuesOf({ billing, defaults }: Billing): BillingValues {
  const saved = billing;
  return {
    legalName: saved?.legalName ?? defaults.legalName,
    contactName: saved?.contactName ?? defaults.contactName,
    invoiceEmail: saved?.invoiceEmail ?? defaults.invoiceEmail,
    phone: (saved ? saved.phone : defaults.phone) ?? '',
    addressLine1: saved?.addressLine1 ?? '',
    addressLine2: saved?.addressLine2 ?? '',
    city: saved?.city ?? '',
    postalCode: saved?.postalCode ?? '',
    region: saved?.region ?? '',
    country: (saved ? saved.country : defaults.country) ?? '',
    taxId: (saved ? saved.taxId : defaults.taxId) ?? '',
    paymentMethodId: saved?.paymentMethod?.id ?? '',
  };
}

/** Who invoices are made out and sent to, and which of the network's accepted methods they pay by. */
export function BillingForm({ data }: { data: Billing }) {
  const { form, formProps, alert, isPending } = useContractForm({
    schema: advertiserBillingBodySchema,
    initialValues: valuesOf(data),
    mutation: useSaveBilling(),
    toRequest: (body) => body,
    onSuccess: () =>
      notifications.show({
        color: 'teal',
        title: 'Billing details saved',
        message: 'Your next invoices use them.',
      }),
  });
  const input = form.getInputProps;
  return (
    <form {...formProps} aria-label="Billing details">
      <Stack gap="lg">
        <FormAlert title="Could not save your billing details" message={alert} />
        <InfoCard
          title="Invoices"
          description="Who the network's invoices are made out to, and who receives them."
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label="Company name on invoices"
              description="Your registered legal name."
              autoComplete="organization"
              key={form.key('legalName')}
              {...input('legalName')}
            />
            <TextInput
              label="Tax or VAT number"
              description="Printed on your invoices; leave empty if you have none."
              key={form.key('taxId')}
              {...input('taxId')}
            />
            <TextInput
              label="Billing contact"
              autoComplete="name"
              key={form.key('contactName')}
              {...input('contactName')}
            />
            <TextInput
              label="Invoice e-mail"
              description="Invoices and payment reminders are sent here."
              type="email"
              autoComplete="email"
              key={form.key('invoiceEmail')}
              {...input('invoiceEmail')}
            />
            <TextInput
              label="Billing phone"
              type="tel"
              autoComplete="tel"
              key={form.key('phone')}
              {...input('phone')}
            />
          </SimpleGrid>
        </InfoCard>
        <InfoCard title="Billing address" description="The address printed on your invoices.">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label="Street address"
              autoComplete="address-line1"
              key={form.key('addressLine1')}
              {...input('addressLine1')}
            />
            <TextInput
              label="Address line 2"
              autoComplete="address-line2"
              key={form.key('addressLine2')}
              {...input('addressLine2')}
            />
            <TextInput label="City" autoComplete="address-level2" key={form.key('city')} {...input('city')} />
            <TextInput
              label="Postal code"
              autoComplete="postal-code"
              key={form.key('postalCode')}
              {...input('postalCode')}
            />
            <TextInput
              label="State or region"
              autoComplete="address-level1"
              key={form.key('region')}
              {...input('region')}
            />
            <CountrySelect
              label="Country"
              placeholder="Search countries"
              key={form.key('country')}
              {...selectInputProps(input('country'))}
            />
          </SimpleGrid>
        </InfoCard>
        <PaymentMethodCard
          data={data}
          methodField={selectInputProps(input('paymentMethodId'))}
          formKey={form.key('paymentMethodId')}
        />
        <SaveSettingsButton isPending={isPending} label="Save billing details" />
      </Stack>
    </form>
  );
}

type PaymentMethodCardProps = {
  data: Billing;
  methodField: ReturnType<typeof selectInputProps>;
  formKey: string;
};

/** How they pay: one of the methods the network accepts (the network's own details are on its invoices). */
function PaymentMethodCard({ data, methodField, formKey }: PaymentMethodCardProps) {
  const current = data.billing?.paymentMethod ?? null;
  const options = data.methods.map((method) => ({ value: method.id, label: method.name }));
  // A method the network no longer offers stays selectable for them until they choose another.
  if (current && !current.enabled)
    options.push({ value: current.id, label: `${current.name} (no longer offered)` });
  return (
    <InfoCard
      title="How you pay"
      description="The way you settle the network's invoices. The network's invoices say where to send the money."
    >
      {current && !current.enabled ? (
        <Alert color="yellow" title={`${current.name} is no longer offered`}>
          Choose another of the network's payment methods.
        </Alert>
      ) : null}
      {data.methods.length === 0 && !current ? (
        <Text size="sm">The network has not set up its payment methods yet. Ask your account manager.</Text>
      ) : (
        <Select
          label="Payment method"
          placeholder="Choose how you pay"
          data={options}
          allowDeselect={false}
          required={data.methods.length > 0}
          key={formKey}
          {...methodField}
        />
      )}
    </InfoCard>
  );
}
