import { Group } from '@mantine/core';
import { AdvertiserRegisterForm } from '../components/advertiser-register-form';
import { AuthCard } from '../components/auth-card';
import { AUTH_PATHS } from '../components/auth-paths';
import { RegistrationGate } from '../components/registration-gate';
import { RouterAnchor } from '../components/router-anchor';

/** /auth/advertiser/register */
export default function AdvertiserRegisterPage() {
  return (
    <AuthCard
      title="Sign up as an advertiser"
      description="Bring your offers to our publishers and pay for results."
      size="lg"
    >
      <RegistrationGate accountRole="advertiser">
        <AdvertiserRegisterForm />
      </RegistrationGate>
      <Group justify="center">
        <RouterAnchor to={AUTH_PATHS.login}>Already have an account? Sign in</RouterAnchor>
      </Group>
    </AuthCard>
  );
}
