import { Group } from '@mantine/core';
import { AuthCard } from '../components/auth-card';
import { AUTH_PATHS } from '../components/auth-paths';
import { ForgotPasswordForm } from '../components/forgot-password-form';
import { RouterAnchor } from '../components/router-anchor';

/** /auth/forgot-password */
export default function ForgotPasswordPage() {
  return (
    <AuthCard
      title="Forgot your password?"
      description="Enter the e-mail address of your account and we will send you a link to choose a new password."
    >
      <ForgotPasswordForm />
      <Group justify="center">
        <RouterAnchor to={AUTH_PATHS.login}>Back to sign in</RouterAnchor>
      </Group>
    </AuthCard>
  );
}
