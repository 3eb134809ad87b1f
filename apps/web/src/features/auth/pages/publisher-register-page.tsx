import { Group } from '@mantine/core';
import { AuthCard } from '../components/auth-card';
import { AUTH_PATHS } from '../components/auth-paths';
import { PublisherRegisterForm } from '../components/publisher-register-form';
import { RegistrationGate } from '../components/registration-gate';
import { RouterAnchor } from '../components/router-anchor';

/** /auth/publisher/register */
export default function PublisherRegisterPage() {
  return (
    <AuthCard
      title="Sign up as a publisher"
      description="Promote offers from our advertisers and earn for every conversion."
      size="lg"
    >
      <RegistrationGate accountRole="publisher">
        <PublisherRegisterForm />
      </RegistrationGate>
      <Group justify="center">
        <RouterAnchor to={AUTH_PATHS.login}>Already have an account? Sign in</RouterAnchor>
      </Group>
    </AuthCard>
  );
}
