import { Center, Stack } from '@mantine/core';
import { Outlet } from 'react-router';
import { BrandMark } from '../../features/branding/components/brand-mark';

/** The frame of the /auth screens: the network's logo and name above the page. */
export function AuthLayout() {
  return (
    <Center component="main" mih="100vh" p="md">
      <Stack w="100%" maw={640} align="center" gap="xl" py="xl">
        <BrandMark size="lg" />
        <Outlet />
      </Stack>
    </Center>
  );
}
