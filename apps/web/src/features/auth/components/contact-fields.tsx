import { SimpleGrid, TextInput } from '@mantine/core';
import type { FieldBinder } from './contract-form';
import { CountrySelect } from './country-select';

type ContactKey = 'name' | 'email' | 'company' | 'website' | 'country' | 'phone';

type ContactFieldsProps = {
  form: FieldBinder<ContactKey>;
  /** Advertisers must name their company and website; for publishers both are optional. */
  isBusinessRequired: boolean;
};

/** Who is signing up: the fields publishers and advertisers share. */
export function ContactFields({ form, isBusinessRequired }: ContactFieldsProps) {
  const bind = (path: ContactKey) => ({ key: form.key(path), ...form.getInputProps(path) });
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <TextInput label="Full name" autoComplete="name" withAsterisk {...bind('name')} />
      <TextInput label="E-mail" type="email" autoComplete="email" withAsterisk {...bind('email')} />
      <TextInput
        label="Company"
        autoComplete="organization"
        withAsterisk={isBusinessRequired}
        {...bind('company')}
      />
      <TextInput
        label="Website"
        type="url"
        placeholder="https://example.com"
        autoComplete="url"
        withAsterisk={isBusinessRequired}
        {...bind('website')}
      />
      <CountrySelect label="Country" placeholder="Search countries" withAsterisk {...bind('country')} />
      <TextInput label="Phone" type="tel" autoComplete="tel" {...bind('phone')} />
    </SimpleGrid>
  );
}
