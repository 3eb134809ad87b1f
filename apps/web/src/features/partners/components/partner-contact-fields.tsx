import { SimpleGrid, TextInput } from '@mantine/core';
import { CountrySelect } from '../../../components/country-select';
import { type FieldBinder, selectInputProps } from '../../../lib/contract-form';
import type { PartnerKey } from './partner-form-values';

type PartnerContactFieldsProps = { form: FieldBinder<PartnerKey>; isNew: boolean };

/** Who the partner is and how to reach them; the e-mail is also their sign-in. */
export function PartnerContactFields({ form, isNew }: PartnerContactFieldsProps) {
  const input = form.getInputProps;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <TextInput
        label="Company"
        autoComplete="organization"
        key={form.key('company')}
        {...input('company')}
      />
      <TextInput
        label="Contact name"
        autoComplete="name"
        key={form.key('contactName')}
        {...input('contactName')}
      />
      <TextInput
        label="E-mail"
        type="email"
        autoComplete="email"
        description={
          isNew
            ? 'The invitation goes here; it is their sign-in.'
            : 'Their sign-in. Changing it cancels unused invitation links.'
        }
        key={form.key('email')}
        {...input('email')}
      />
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
    </SimpleGrid>
  );
}
