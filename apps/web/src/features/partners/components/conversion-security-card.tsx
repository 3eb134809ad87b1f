import type { Advertiser } from '@affnet/contracts';
import { Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconRefresh } from '@tabler/icons-react';
import { InfoCard } from '../../../components/info-card';
import { SecretText } from '../../../components/secret-text';
import { notifyFailure } from '../../../lib/notify';
import { useRotateConversionToken } from '../api/rotate-conversion-token';

/** The advertiser's postback secret (masked, revealable, copyable, rotatable) and IP allowlist. */
export function ConversionSecurityCard({ advertiser }: { advertiser: Advertiser }) {
  const [isConfirming, { open, close }] = useDisclosure(false);
  const rotation = useRotateConversionToken({
    onSuccess: () => {
      close();
      notifications.show({
        color: 'teal',
        title: 'Conversion token rotated',
        message: 'Send the new token to the advertiser; the old one no longer works.',
      });
    },
    onError: (error) => notifyFailure('Could not rotate the token', error),
  });

  return (
    <InfoCard
      title="Conversion security"
      description="The advertiser adds this token to server postbacks; conversions without it are refused."
    >
      <Stack gap="xs">
        <Text size="sm" fw={500}>
          Conversion token
        </Text>
        <Group justify="space-between" gap="sm">
          <SecretText label="Conversion token" value={advertiser.conversionToken} />
          <Button
            variant="light"
            color="orange"
            size="xs"
            leftSection={<IconRefresh size={16} aria-hidden />}
            onClick={open}
          >
            Rotate token
          </Button>
        </Group>
      </Stack>
      <Stack gap="xs">
        <Text size="sm" fw={500}>
          IP allowlist
        </Text>
        {advertiser.ipAllowlist.length > 0 ? (
          <Group gap="xs" role="list" aria-label="IP allowlist">
            {advertiser.ipAllowlist.map((entry) => (
              <Badge key={entry} role="listitem" variant="outline" color="gray" tt="none" ff="monospace">
                {entry}
              </Badge>
            ))}
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            Any address: postbacks are accepted from every IP.
          </Text>
        )}
      </Stack>
      <Modal opened={isConfirming} onClose={close} title="Rotate the conversion token?" centered>
        <Stack gap="md">
          <Text size="sm">
            A new token replaces the current one at once. Postbacks still sending the old token will be
            refused until {advertiser.company} updates their integration.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button
              color="orange"
              loading={rotation.isPending}
              onClick={() => rotation.mutate(advertiser.id)}
            >
              Rotate token
            </Button>
          </Group>
        </Stack>
      </Modal>
    </InfoCard>
  );
}
