import { forgotPasswordBodySchema } from '@affnet/contracts';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { FormAlert } from '../../../components/form-alert';
import { useContractForm } from '../../../lib/use-contract-form';
import { useForgotPassword } from '../api/forgot-password';

/** Asks for a reset link. The answer is the same for every address, so it cannot probe for accounts. */
export function ForgotPasswordForm() {
  const mutation = useForgotPassword();
  const { form, formProps, alert, isPending } = useContractForm({
    schema: forgotPasswordBodySchema,
    initialValues: { email: '' },
    mutation,
    toRequest: (body) => body,
  });

  if (mutation.isSuccess) {
    return (
      <Alert color="teal" variant="light" title="Check your inbox" role="status">
        {mutation.data.data.message}
      </Alert>
    );
  }

  return (
    <form {...formProps}>
      <Stack gap="md">
        <FormAlert message={alert} />
        <TextInput
          label="E-mail"
          type="email"
          autoComplete="email"
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <Button type="submit" fullWidth loading={isPending}>
          Send reset link
        </Button>
      </Stack>
    </form>
  );
}
