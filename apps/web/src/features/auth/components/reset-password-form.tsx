import { type ResetPasswordBody, resetPasswordBodySchema } from '@affnet/contracts';
import { Alert, Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormAlert } from '../../../components/form-alert';
import { contractForm, fieldErrorsOf, formAlertOf } from '../../../lib/contract-form';
import { useResetPassword } from '../api/reset-password';
import { AUTH_PATHS } from './auth-paths';
import { PasswordFields } from './password-fields';
import { RouterAnchor } from './router-anchor';

type ResetPasswordValues = { token: string; password: string; passwordConfirmation: string };
/** The token comes from the link, not an input: its errors go to the alert. */
const FIELDS = ['password', 'passwordConfirmation'];

export function ResetPasswordForm({ token }: { token: string }) {
  const form = useForm<ResetPasswordValues, ResetPasswordBody>({
    mode: 'uncontrolled',
    initialValues: { token, password: '', passwordConfirmation: '' },
    ...contractForm<ResetPasswordValues, ResetPasswordBody>(resetPasswordBodySchema),
  });
  const resetMutation = useResetPassword({
    onError: (error) => form.setErrors(fieldErrorsOf(error)),
  });

  if (resetMutation.isSuccess) {
    return (
      <Stack gap="md">
        <Alert color="teal" variant="light" title="Password changed" role="status">
          {resetMutation.data.data.message}
        </Alert>
        <RouterAnchor to={AUTH_PATHS.login}>Go to sign in</RouterAnchor>
      </Stack>
    );
  }

  const alert =
    formAlertOf(resetMutation.error, FIELDS) ?? (form.errors.token ? String(form.errors.token) : null);
  return (
    <form noValidate onSubmit={form.onSubmit((body) => resetMutation.mutate(body))}>
      <Stack gap="md">
        <FormAlert title="Could not change the password" message={alert} />
        {form.errors.token ? (
          <RouterAnchor to={AUTH_PATHS.forgotPassword}>Request a new reset link</RouterAnchor>
        ) : null}
        <PasswordFields form={form} passwordLabel="New password" />
        <Button type="submit" fullWidth loading={resetMutation.isPending}>
          Change password
        </Button>
      </Stack>
    </form>
  );
}
