import { ROLE_LABELS } from '@affnet/contracts';
import { Avatar, Group, Menu, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconLogout } from '@tabler/icons-react';
import { useAuthStore } from '../../stores/auth-store';
import { useSignOut } from './use-sign-out';
import classes from './user-menu.module.css';

/** The signed-in user (name, e-mail, role) and the way out. */
export function UserMenu() {
  const user = useAuthStore((state) => state.user);
  const { signOut, isSigningOut } = useSignOut();
  if (!user) return null;
  const roleLabel = user.employeeRole?.name ?? ROLE_LABELS[user.role.slug] ?? user.role.name;
  return (
    <Menu position="bottom-end" width={260} withinPortal>
      <Menu.Target>
        {/* Named by its content, not aria-label, so the name holds the text it shows (WCAG 2.5.3). */}
        <UnstyledButton>
          <Group gap="xs" wrap="nowrap">
            <Avatar radius="xl" size="sm" color="initials" name={user.name} aria-hidden />
            <VisuallyHidden>Account menu of </VisuallyHidden>
            <Text size="sm" fw={500} className={classes.name} truncate maw={180}>
              {user.name}
            </Text>
            <IconChevronDown size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Stack gap={2} px="sm" py="xs">
          <Text size="sm" fw={600} truncate>
            {user.name}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {user.email}
          </Text>
          <Text size="xs" c="dimmed">
            {user.partnerRef === null ? roleLabel : `${roleLabel} · ID #${user.partnerRef}`}
          </Text>
        </Stack>
        <Menu.Divider />
        <Menu.Item
          leftSection={<IconLogout size={16} aria-hidden />}
          onClick={signOut}
          disabled={isSigningOut}
        >
          Sign out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
