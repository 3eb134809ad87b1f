import { SimpleGrid, TextInput } from '@mantine/core';
import { CompanyInput, ReachInputs } from '../../../components/contact-inputs';
import type { FieldBinder } from '../../../lib/contract-form';
import type { PartnerKey } from './partner-form-values';

type PartnerContactFieldsProps = { form: FieldBinder<PartnerKey>; isNew: boolean };

/** Who the partner is and how to reach them; the e-mail is also their sign-in. */
export function PartnerContactFields({ form, isNew }: PartnerContactFieldsProps) {
  const input = form.getInputProps;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <CompanyInput form={form} />
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
      <ReachInputs form={form} />
    </SimpleGrid>
  );
}
