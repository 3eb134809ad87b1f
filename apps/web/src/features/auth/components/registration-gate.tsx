import { Alert, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useAppConfig } from '../api/get-app-config';
import { AUTH_PATHS } from './auth-paths';
import { RouterAnchor } from './router-anchor';

type RegistrationGateProps = { accountRole: 'publisher' | 'advertiser'; children: ReactNode };

/**
 * Shows the sign-up form unless the tenant has closed sign-up for this role. While the config
 * loads, or if it failed, the form shows and the server's 403 is the final word.
 */
export function RegistrationGate({ accountRole, children }: RegistrationGateProps) {
  const { data: config } = useAppConfig();
  if (config && !config.registration[accountRole]) {
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
