import { type ForgotPasswordBody, forgotPasswordBodySchema } from '@affnet/contracts';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormAlert } from '../../../components/form-alert';
import { contractForm, fieldErrorsOf, formAlertOf } from '../../../lib/contract-form';
import { useForgotPassword } from '../api/forgot-password';

type ForgotPasswordValues = { email: string };
const FIELDS = ['email'];

/** Asks for a reset link. The answer is the same for every address, so it cannot probe for accounts. */
export function ForgotPasswordForm() {
  const form = useForm<ForgotPasswordValues, ForgotPasswordBody>({
    mode: 'uncontrolled',
    initialValues: { email: '' },
    ...contractForm<ForgotPasswordValues, ForgotPasswordBody>(forgotPasswordBodySchema),
  });
  const forgotMutation = useForgotPassword({
    onError: (error) => form.setErrors(fieldErrorsOf(error)),
  });

  if (forgotMutation.isSuccess) {
    return (
      <Alert color="teal" variant="light" title="Check your inbox" role="status">
        {forgotMutation.data.data.message}
      </Alert>
    );
  }

  return (
    <form noValidate onSubmit={form.onSubmit((body) => forgotMutation.mutate(body))}>
      <Stack gap="md">
        <FormAlert message={formAlertOf(forgotMutation.error, FIELDS)} />
        <TextInput
          label="E-mail"
          type="email"
          autoComplete="email"
          withAsterisk
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <Button type="submit" fullWidth loading={forgotMutation.isPending}>
          Send reset link
        </Button>
      </Stack>
    </form>
  );
}
