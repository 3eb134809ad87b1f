import { AppShell, Burger, Group, ScrollArea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet, ScrollRestoration } from 'react-router';
import { BrandMark } from '../../features/branding/components/brand-mark';
import { usePortalRole } from '../route-handle';
import { PortalNav } from './portal-nav';
import { UserMenu } from './user-menu';

/** The frame of a role's portal: header with the network's brand and the user menu, sidebar, page. */
export function PortalLayout() {
  const role = usePortalRole();
  const [isNavOpen, { toggle, close }] = useDisclosure(false);
  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 280, breakpoint: 'sm', collapsed: { mobile: !isNavOpen } }}
      padding="lg"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={isNavOpen}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={isNavOpen ? 'Close navigation' : 'Open navigation'}
            />
            <BrandMark />
          </Group>
          <UserMenu />
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs">
        <AppShell.Section grow component={ScrollArea}>
          <PortalNav role={role} onNavigate={close} />
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
      {/* A new screen opens at its top (a saved form's next page too); Back returns to where you were. */}
      <ScrollRestoration />
    </AppShell>
  );
}
