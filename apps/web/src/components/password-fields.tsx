import { PASSWORD_MIN_LENGTH } from '@affnet/contracts';
import { PasswordInput } from '@mantine/core';
import type { FieldBinder } from '../lib/contract-form';

type PasswordFieldsProps = {
  form: FieldBinder<'password' | 'passwordConfirmation'>;
  passwordLabel?: string;
};

/** A new password and its confirmation, for sign-up and reset. */
export function PasswordFields({ form, passwordLabel = 'Password' }: PasswordFieldsProps) {
  return (
    <>
      <PasswordInput
        label={passwordLabel}
        description={`At least ${PASSWORD_MIN_LENGTH} characters; common passwords are refused.`}
        autoComplete="new-password"
        key={form.key('password')}
        {...form.getInputProps('password')}
      />
      <PasswordInput
        label="Confirm password"
        autoComplete="new-password"
        // Needed whenever a password is asked for; the schema checks it only against the password.
        required
        key={form.key('passwordConfirmation')}
        {...form.getInputProps('passwordConfirmation')}
      />
    </>
  );
}
