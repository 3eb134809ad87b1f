import { Checkbox } from '@mantine/core';
import type { FieldBinder } from '../../../lib/contract-form';

export function TermsCheckbox({ form }: { form: FieldBinder<'acceptTerms'> }) {
  return (
    <Checkbox
      label="I accept the terms and conditions"
      key={form.key('acceptTerms')}
      {...form.getInputProps('acceptTerms', { type: 'checkbox' })}
    />
  );
}
