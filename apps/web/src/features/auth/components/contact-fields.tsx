import { SimpleGrid, TextInput } from '@mantine/core';
import { CountrySelect } from '../../../components/country-select';
import type { FieldBinder } from '../../../lib/contract-form';

type ContactKey = 'name' | 'email' | 'company' | 'website' | 'country' | 'phone';

type ContactFieldsProps = {
  form: FieldBinder<ContactKey>;
  /** Advertisers must name their company and website; for publishers both are optional. */
  isBusinessRequired: boolean;
};

/** Who is signing up: the fields publishers and advertisers share. */
export function ContactFields({ form, isBusinessRequired }: ContactFieldsProps) {
  // `key` goes on the element itself: React warns when it arrives inside a spread object.
  const bind = (path: ContactKey) => form.getInputProps(path);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <TextInput
        label="Full name"
        autoComplete="name"
        withAsterisk
        key={form.key('name')}
        {...bind('name')}
      />
      <TextInput
        label="E-mail"
        type="email"
        autoComplete="email"
        withAsterisk
        key={form.key('email')}
        {...bind('email')}
      />
      <TextInput
        label="Company"
        autoComplete="organization"
        withAsterisk={isBusinessRequired}
        key={form.key('company')}
        {...bind('company')}
      />
      <TextInput
        label="Website"
        type="url"
        placeholder="https://example.com"
        autoComplete="url"
        withAsterisk={isBusinessRequired}
        key={form.key('website')}
        {...bind('website')}
      />
      <CountrySelect
        label="Country"
        placeholder="Search countries"
        withAsterisk
        key={form.key('country')}
        {...bind('country')}
      />
      <TextInput label="Phone" type="tel" autoComplete="tel" key={form.key('phone')} {...bind('phone')} />
    </SimpleGrid>
  );
}
