import { Center, Loader, Stack, Text } from '@mantine/core';

/** Shown while the app configuration loads (spec §1). */
export function LoadingAppScreen() {
  return (
    <Center h="100vh" role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader />
        <Text>Loading App...</Text>
      </Stack>
    </Center>
  );
}
