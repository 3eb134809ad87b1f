import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';

type NotActiveScreenProps = { supportEmail: string | null };

/** Replaces the whole app when the network's status is not 'active' (spec §1, §4); also /not-active. */
export function NotActiveScreen({ supportEmail }: NotActiveScreenProps) {
  return (
    <Center mih="100vh" p="md">
      <Stack align="center" gap="md" maw={480} ta="center">
        <ThemeIcon size={64} radius="xl" variant="light" color="gray" aria-hidden>
          <IconLock size={32} />
        </ThemeIcon>
        <Title order={1}>Account Not Active</Title>
        <Text c="dimmed">No worries! You can easily reactivate your account and get back to business.</Text>
        <Button component="a" href={`mailto:${supportEmail ?? ''}`}>
          Contact Support
        </Button>
      </Stack>
    </Center>
  );
}
