import { Alert, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useAppConfig } from '../../../lib/api/get-app-config';
import { AUTH_PATHS } from './auth-paths';
import { RouterAnchor } from './router-anchor';

type RegistrationGateProps = { accountRole: 'publisher' | 'advertiser'; children: ReactNode };

/**
 * Shows the sign-up form unless the tenant has closed sign-up for this role. If the config
 * could not be loaded, the form shows and the server's 403 is the final word.
 */
export function RegistrationGate({ accountRole, children }: RegistrationGateProps) {
  const config = useAppConfig();
  if (!config.registration[accountRole]) {
    return (
      <Stack gap="md">
        <Alert color="yellow" variant="light" title="Sign-up is closed">
          {config.name} is not accepting new {accountRole}s right now.
        </Alert>
        <RouterAnchor to={AUTH_PATHS.login}>Back to sign in</RouterAnchor>
      </Stack>
    );
  }
  return children;
}
