import {
  type CompanySettings,
  type UpdateCompanySettingsBody,
  updateCompanySettingsBodySchema,
} from '@affnet/contracts';
import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { CountrySelect } from '../../../components/country-select';
import { FormAlert } from '../../../components/form-alert';
import { InfoCard } from '../../../components/info-card';
import {
  SaveSettingsButton,
  SettingsGate,
  SettingsPage,
  settingsKey,
  useSaveSettings,
} from '../../../components/settings-page';
import { selectInputProps } from '../../../lib/contract-form';
import type { ScreenMeta } from '../../../lib/screen';
import { useContractForm } from '../../../lib/use-contract-form';
import { companySettingsQuery } from '../api/settings-paths';

const COMPANY_FIELDS = {
  legalName: 'Legal name',
  addressLine1: 'Street address',
  addressLine2: 'Address line 2',
  city: 'City',
  postalCode: 'Postal code',
  region: 'State or region',
  country: 'Country',
  taxNumber: 'Tax or VAT number',
  registrationNumber: 'Registration number',
  bankName: 'Bank',
  bankAccountHolder: 'Account holder',
  bankAccount: 'IBAN or account number',
  bankBic: 'SWIFT/BIC',
} as const;
type CompanyKey = keyof typeof COMPANY_FIELDS;
type CompanyValues = Record<CompanyKey, string>;

function valuesOf(settings: CompanySettings | null): CompanyValues {
  const keys = Object.keys(COMPANY_FIELDS) as CompanyKey[];
  return Object.fromEntries(keys.map((key) => [key, settings?.[key] ?? ''])) as CompanyValues;
}

function CompanyForm({ settings }: { settings: CompanySettings | null }) {
  const { form, formProps, alert, isPending } = useContractForm({
    schema: updateCompanySettingsBodySchema,
    initialValues: valuesOf(settings),
    mutation: useSaveSettings<UpdateCompanySettingsBody, CompanySettings>({
      key: settingsKey('company'),
      path: '/v1/settings/company',
      area: 'company',
    }),
    toRequest: (body) => body,
    onSuccess: () =>
      notifications.show({
        color: 'teal',
        title: 'Company details saved',
        message: 'New invoices print them.',
      }),
  });
  const text = (key: Exclude<CompanyKey, 'country'>, autoComplete?: string) => (
    <TextInput
      label={COMPANY_FIELDS[key]}
      autoComplete={autoComplete}
      key={form.key(key)}
      {...form.getInputProps(key)}
    />
  );
  return (
    <form {...formProps}>
      <Stack gap="lg">
        <FormAlert title="Could not save the company details" message={alert} />
        <InfoCard
          title="Legal identity"
          description="The issuer of every invoice: name, address and numbers."
        >
          {text('legalName', 'organization')}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {text('addressLine1', 'address-line1')}
            {text('addressLine2', 'address-line2')}
            {text('city', 'address-level2')}
            {text('postalCode', 'postal-code')}
            {text('region', 'address-level1')}
            <CountrySelect
              label={COMPANY_FIELDS.country}
              placeholder="Search countries"
              key={form.key('country')}
              {...selectInputProps(form.getInputProps('country'))}
            />
            {text('taxNumber')}
            {text('registrationNumber')}
          </SimpleGrid>
        </InfoCard>
        <InfoCard title="Bank details" description="Printed on invoices so advertisers know where to pay.">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {text('bankName')}
            {text('bankAccountHolder')}
            {text('bankAccount')}
            {text('bankBic')}
          </SimpleGrid>
        </InfoCard>
        <SaveSettingsButton isPending={isPending} />
      </Stack>
    </form>
  );
}

/** setting/company: the legal name, address, numbers and bank details printed on invoices. */
export default function CompanySettingsPage({ screen }: { screen: ScreenMeta }) {
  const query = useQuery(companySettingsQuery());
  return (
    <SettingsPage
      screen={screen}
      affects="Invoices the network issues print these details as their issuer; nothing else reads them."
      history={{ area: 'company', fieldLabels: COMPANY_FIELDS }}
    >
      <SettingsGate query={query} noun="the company details">
        {(settings) => <CompanyForm settings={settings} />}
      </SettingsGate>
    </SettingsPage>
  );
}
