import { Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconRefresh } from '@tabler/icons-react';
import { InfoCard } from '../../../components/info-card';
import { ErrorState } from '../../../components/query-states';
import { SecretText } from '../../../components/secret-text';
import { notifyFailure } from '../../../lib/notify';
import { usePostbackSecret, useRotatePostbackSecret } from '../api/postback-secret';

/** The publisher's signing secret: masked, revealable, copyable, and rotated after a confirmation. */
export function PostbackSecretCard() {
  const secret = usePostbackSecret();
  const [isConfirming, { open, close }] = useDisclosure(false);
  const rotation = useRotatePostbackSecret({
    onSuccess: () => {
      close();
      notifications.show({
        color: 'teal',
        title: 'Secret rotated',
        message: 'Calls from now on are signed with the new secret.',
      });
    },
    onError: (error) => notifyFailure('Could not rotate the secret', error),
  });
  return (
    <InfoCard
      title="Signing secret"
      description="Every call carries X-Affnet-Signature: t={time},v1={HMAC-SHA256 of time.method.url.body with this secret} and X-Affnet-Delivery (the same on every retry). Check them to be sure a call is ours."
    >
      {secret.data ? (
        <Group justify="space-between" gap="sm">
          <SecretText label="Signing secret" value={secret.data} />
          <Button
            variant="light"
            color="orange"
            size="xs"
            leftSection={<IconRefresh size={16} aria-hidden />}
            onClick={open}
          >
            Rotate secret
          </Button>
        </Group>
      ) : secret.isError ? (
        <ErrorState
          title="Could not load the secret"
          error={secret.error}
          onRetry={() => void secret.refetch()}
        />
      ) : (
        <Loader size="sm" aria-label="Loading the secret" />
      )}
      <Modal opened={isConfirming} onClose={close} title="Rotate the signing secret?" centered>
        <Stack gap="md">
          <Text size="sm">
            A new secret replaces the current one at once. Calls signed with it will not verify against the
            old secret, so update your endpoint right after.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button color="orange" loading={rotation.isPending} onClick={() => rotation.mutate()}>
              Rotate secret
            </Button>
          </Group>
        </Stack>
      </Modal>
    </InfoCard>
  );
}
