import { Stack } from '@mantine/core';
import { AuthCard } from '../components/auth-card';
import { LoginForm } from '../components/login-form';
import { RegistrationLinks } from '../components/registration-links';

/** /auth/login */
export default function LoginPage() {
  return (
    <AuthCard title="Sign in" description="Sign in to your account to continue.">
      <Stack gap="lg">
        <LoginForm />
        <RegistrationLinks />
      </Stack>
    </AuthCard>
  );
}
