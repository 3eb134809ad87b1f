import type { Permission } from '@affnet/contracts';
import { Alert, Button, Stack, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { ReactElement, ReactNode } from 'react';
import { Link } from 'react-router';
import { holdsPermission, ScreenChangePermission } from '../../lib/permissions';
import { dashboardPathFor } from '../../lib/role-paths';
import { useAuthStore } from '../../stores/auth-store';

type PermissionGateProps = { permission: Permission; title: string; children: ReactNode };

/**
 * An employee's screen: shown when their role holds its permission, else a clear refusal (the
 * API refuses the same calls). Read from the session, which follows role changes without a reload:
 * it is asked again on focus, every minute and after any 403 (app/query-client.ts).
 */
export function PermissionGate({ permission, title, children }: PermissionGateProps) {
  const allowed = useAuthStore((state) => holdsPermission(state.user, permission));
  if (allowed) return children;
  return (
    <Stack gap="lg" maw={640}>
      <Title order={1}>{title}</Title>
      <Alert
        color="orange"
        icon={<IconLock size={18} aria-hidden />}
        title="Your role does not open this screen"
      >
        {`It needs the permission "${permission}". Ask an admin to add it to your role if you need this screen.`}
      </Alert>
      <Button component={Link} to={dashboardPathFor('employee')} variant="default" w="fit-content">
        Back to your dashboard
      </Button>
    </Stack>
  );
}

/**
 * `element` behind `permission`, for route objects built outside JSX (portal-routes.ts); its
 * changing actions need `changePermission` (lib/permissions.ts).
 */
export function withPermission(
  permission: Permission,
  title: string,
  element: ReactElement,
  changePermission: Permission | undefined,
): ReactElement {
  return (
    <PermissionGate permission={permission} title={title}>
      <ScreenChangePermission.Provider value={changePermission ?? null}>
        {element}
      </ScreenChangePermission.Provider>
    </PermissionGate>
  );
}
