import { TextInput } from '@mantine/core';
import { type FieldBinder, selectInputProps } from '../lib/contract-form';
import { CountrySelect } from './country-select';

// The contact inputs every partner form shares: the sign-up forms, staff's partner form and the
// partner's own profile. Each form's schema says which are required; the inputs read it.

/** The partner's company name. */
export function CompanyInput({ form }: { form: FieldBinder<'company'> }) {
  return (
    <TextInput
      label="Company"
      autoComplete="organization"
      key={form.key('company')}
      {...form.getInputProps('company')}
    />
  );
}

type ReachKey = 'phone' | 'website' | 'country';

/** Phone, website and country, in that order, for the caller's grid. */
export function ReachInputs({ form }: { form: FieldBinder<ReachKey> }) {
  const input = form.getInputProps;
  return (
    <>
      <TextInput label="Phone" type="tel" autoComplete="tel" key={form.key('phone')} {...input('phone')} />
      <TextInput
        label="Website"
        type="url"
        placeholder="https://example.com"
        autoComplete="url"
        key={form.key('website')}
        {...input('website')}
      />
      <CountrySelect
        label="Country"
        placeholder="Search countries"
        clearable
        key={form.key('country')}
        {...selectInputProps(input('country'))}
      />
    </>
  );
}
