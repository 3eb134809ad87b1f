import { Group, Text } from '@mantine/core';
import { useAppConfig } from '../../../lib/api/get-app-config';
import { AUTH_PATHS } from './auth-paths';
import { RouterAnchor } from './router-anchor';

/** Sign-up links, shown only for the roles whose registration the tenant has opened. */
export function RegistrationLinks() {
  const { publisher, advertiser } = useAppConfig().registration;
  if (!publisher && !advertiser) return null;
  return (
    <Group gap="xs" justify="center">
      <Text size="sm" c="dimmed">
        New here?
      </Text>
      {publisher ? (
        <RouterAnchor to={AUTH_PATHS.publisherRegister}>Sign up as a publisher</RouterAnchor>
      ) : null}
      {advertiser ? (
        <RouterAnchor to={AUTH_PATHS.advertiserRegister}>Sign up as an advertiser</RouterAnchor>
      ) : null}
    </Group>
  );
}
