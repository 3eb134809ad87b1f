import { Center, Loader } from '@mantine/core';

/** Shown while the first route's code loads. */
export function PageLoader() {
  return (
    <Center h="100vh">
      <Loader aria-label="Loading page" />
    </Center>
  );
}
