import { Alert, Group, Stack } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { AuthCard } from '../components/auth-card';
import { AUTH_PATHS } from '../components/auth-paths';
import { ResetPasswordForm } from '../components/reset-password-form';
import { RouterAnchor } from '../components/router-anchor';

/** /auth/reset-password?token=… (the link from the reset e-mail). */
export default function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';

  return (
    <AuthCard title="Choose a new password">
      {token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <Stack gap="md">
          <Alert color="red" variant="light" title="This reset link is incomplete">
            Open the link from your password reset e-mail again, or ask for a new one.
          </Alert>
          <RouterAnchor to={AUTH_PATHS.forgotPassword}>Request a new reset link</RouterAnchor>
        </Stack>
      )}
      <Group justify="center">
        <RouterAnchor to={AUTH_PATHS.login}>Back to sign in</RouterAnchor>
      </Group>
    </AuthCard>
  );
}
