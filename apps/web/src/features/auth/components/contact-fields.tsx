import { SimpleGrid, TextInput } from '@mantine/core';
import { CompanyInput, ReachInputs } from '../../../components/contact-inputs';
import type { FieldBinder } from '../../../lib/contract-form';

type ContactKey = 'name' | 'email' | 'company' | 'website' | 'country' | 'phone';

type ContactFieldsProps = { form: FieldBinder<ContactKey> };

/**
 * Who is signing up: the fields publishers and advertisers share. Which of them are required
 * (advertisers must name their company and website) comes from the form's schema.
 */
export function ContactFields({ form }: ContactFieldsProps) {
  // `key` goes on the element itself: React warns when it arrives inside a spread object.
  const bind = (path: ContactKey) => form.getInputProps(path);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <TextInput label="Full name" autoComplete="name" key={form.key('name')} {...bind('name')} />
      <TextInput
        label="E-mail"
        type="email"
        autoComplete="email"
        key={form.key('email')}
        {...bind('email')}
      />
      <CompanyInput form={form} />
      <ReachInputs form={form} />
    </SimpleGrid>
  );
}
