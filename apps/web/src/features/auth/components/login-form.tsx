import type { LoginBody } from '@affnet/contracts';
import { Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from 'react-router';
import { FormAlert } from '../../../components/form-alert';
import { useAppConfig } from '../../../lib/api/get-app-config';
import { fieldErrorsOf, formAlertOf } from '../../../lib/contract-form';
import { postLoginPath } from '../../../lib/role-paths';
import { useAuthStore } from '../../../stores/auth-store';
import { useLogin } from '../api/login';
import { AUTH_PATHS } from './auth-paths';
import { DemoAccounts } from './demo-accounts';
import { useLazyContract } from './lazy-contract';
import { RouterAnchor } from './router-anchor';

type LoginValues = { email: string; password: string };
const FIELDS = ['email', 'password'];
const loadLoginSchema = () => import('@affnet/contracts/auth').then((contracts) => contracts.loginBodySchema);

export function LoginForm() {
  const navigate = useNavigate();
  const config = useAppConfig();
  const form = useForm<LoginValues>({ mode: 'uncontrolled', initialValues: { email: '', password: '' } });
  const validate = useLazyContract<LoginBody>(loadLoginSchema);
  const loginMutation = useLogin({
    onSuccess: ({ data }) => {
      const { redirectTarget, setSession, setRedirectTarget } = useAuthStore.getState();
      setSession(data.token, data.user);
      setRedirectTarget(null);
      void navigate(postLoginPath(data.user.role.slug, redirectTarget), { replace: true });
    },
    onError: (error) => form.setErrors(fieldErrorsOf(error)),
  });

  return (
    <Stack gap="lg">
      <form
        noValidate
        onSubmit={form.onSubmit(async (values) => {
          const result = await validate(values);
          if (result.ok) loginMutation.mutate(result.data);
          else form.setErrors(result.errors);
        })}
      >
        <Stack gap="md">
          <FormAlert title="Could not sign in" message={formAlertOf(loginMutation.error, FIELDS)} />
          <TextInput
            label="E-mail"
            type="email"
            autoComplete="username"
            withAsterisk
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            withAsterisk
            key={form.key('password')}
            {...form.getInputProps('password')}
          />
          <Group justify="flex-end">
            <RouterAnchor to={AUTH_PATHS.forgotPassword}>Forgot your password?</RouterAnchor>
          </Group>
          <Button type="submit" fullWidth loading={loginMutation.isPending}>
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
