import type { RegistrationResult as Result } from '@affnet/contracts';
import { Alert, Button, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { AUTH_PATHS } from './auth-paths';

/** After sign-up: the server says whether the account waits for approval or can sign in now. */
export function RegistrationResult({ result }: { result: Result }) {
  const isActive = result.status === 'active';
  return (
    <Stack gap="md">
      <Alert
        color={isActive ? 'teal' : 'blue'}
        variant="light"
        title={isActive ? 'Your account is ready' : 'Your account is pending approval'}
        role="status"
      >
        {result.message}
      </Alert>
      <Button component={Link} to={AUTH_PATHS.login} variant={isActive ? 'filled' : 'light'}>
        {isActive ? 'Sign in now' : 'Back to sign in'}
      </Button>
    </Stack>
  );
}
