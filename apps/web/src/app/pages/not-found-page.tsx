import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

/** /not-found, where every unknown path lands (spec §2, §8). */
export function NotFoundPage() {
  return (
    <Center mih="100vh" p="md">
      <Stack align="center" gap="md" maw={480} ta="center">
        <Text fz={64} fw={800} c="dimmed" aria-hidden>
          404
        </Text>
        <Title order={1}>Page Not Found</Title>
        <Text c="dimmed">The page you asked for does not exist or has moved.</Text>
        <Button component={Link} to="/">
          Back to home
        </Button>
      </Stack>
    </Center>
  );
}
