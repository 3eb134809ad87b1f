import { resetPasswordBodySchema } from '@affnet/contracts';
import { Alert, Button, Stack } from '@mantine/core';
import { FormAlert } from '../../../components/form-alert';
import { PasswordFields } from '../../../components/password-fields';
import { useContractForm } from '../../../lib/use-contract-form';
import { useResetPassword } from '../api/reset-password';
import { AUTH_PATHS } from './auth-paths';
import { RouterAnchor } from './router-anchor';

export function ResetPasswordForm({ token }: { token: string }) {
  const mutation = useResetPassword();
  const { form, formProps, alert, isPending } = useContractForm({
    schema: resetPasswordBodySchema,
    initialValues: { token, password: '', passwordConfirmation: '' },
    // The token comes from the link, not an input: its errors go to the alert.
    hidden: ['token'],
    mutation,
    toRequest: (body) => body,
  });

  if (mutation.isSuccess) {
    return (
      <Stack gap="md">
        <Alert color="teal" variant="light" title="Password changed" role="status">
          {mutation.data.data.message}
        </Alert>
        <RouterAnchor to={AUTH_PATHS.login}>Go to sign in</RouterAnchor>
      </Stack>
    );
  }

  return (
    <form {...formProps}>
      <Stack gap="md">
        <FormAlert title="Could not change the password" message={alert} />
        {form.errors.token ? (
          <RouterAnchor to={AUTH_PATHS.forgotPassword}>Request a new reset link</RouterAnchor>
        ) : null}
        <PasswordFields form={form} passwordLabel="New password" />
        <Button type="submit" fullWidth loading={isPending}>
          Change password
        </Button>
      </Stack>
    </form>
  );
}
