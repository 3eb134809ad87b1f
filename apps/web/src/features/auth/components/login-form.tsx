import type { LoginBody } from '@affnet/contracts';
import { Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useNavigate } from 'react-router';
import { FormAlert } from '../../../components/form-alert';
import { useAppConfig } from '../../../lib/api/get-app-config';
import { postLoginPath } from '../../../lib/role-paths';
import { useContractForm } from '../../../lib/use-contract-form';
import { useAuthStore } from '../../../stores/auth-store';
import { useLogin } from '../api/login';
import { AUTH_PATHS } from './auth-paths';
import { DemoAccounts } from './demo-accounts';
import { RouterAnchor } from './router-anchor';

type LoginValues = { email: string; password: string };

/** Loaded after the first paint: the validation library would put ~25 kB on the login route. */
const loadLoginSchema = () => import('@affnet/contracts/auth').then((contracts) => contracts.loginBodySchema);
/** A lazily loaded schema cannot mark the inputs before the first paint, so they are declared. */
const REQUIRED = ['email', 'password'];

export function LoginForm() {
  const navigate = useNavigate();
  const config = useAppConfig();
  const { form, formProps, alert, isPending } = useContractForm({
    schema: loadLoginSchema,
    initialValues: { email: '', password: '' } satisfies LoginValues,
    required: REQUIRED,
    mutation: useLogin(),
    toRequest: (body: LoginBody) => body,
    onSuccess: ({ data }) => {
      const { redirectTarget, setSession, setRedirectTarget } = useAuthStore.getState();
      setSession(data.token, data.user);
      setRedirectTarget(null);
      void navigate(postLoginPath(data.user.role.slug, redirectTarget), { replace: true });
    },
  });

  return (
    <Stack gap="lg">
      <form {...formProps}>
        <Stack gap="md">
          <FormAlert title="Could not sign in" message={alert} />
          <TextInput
            label="E-mail"
            type="email"
            autoComplete="username"
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            key={form.key('password')}
            {...form.getInputProps('password')}
          />
          <Group justify="flex-end">
            <RouterAnchor to={AUTH_PATHS.forgotPassword}>Forgot your password?</RouterAnchor>
          </Group>
          <Button type="submit" fullWidth loading={isPending}>
            Sign in
          </Button>
        </Stack>
      </form>
      {config.demoAccounts?.length ? (
        <DemoAccounts accounts={config.demoAccounts} onPick={(account) => form.setValues(account)} />
      ) : null}
    </Stack>
  );
}
