import type { Offer, OfferVersion } from '@affnet/contracts';
import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { fieldLabel } from '../../../../components/offers/change-text';
import { ApiError } from '../../../../lib/http';
import { useRevertOffer } from '../../api/revert-offer';

type RevertModalProps = {
  offerId: string;
  /** The version to restore (kept while the dialog closes). */
  version: OfferVersion | null;
  opened: boolean;
  onClose: () => void;
  onReverted: (offer: Offer) => void;
};

/** Asks before restoring a version; a refusal says which tab's fields could not go back. */
export function RevertModal({ offerId, version, opened, onClose, onReverted }: RevertModalProps) {
  const revert = useRevertOffer({
    onSuccess: ({ data }) => {
      notifications.show({
        color: 'teal',
        title: `Version ${version?.version} restored`,
        message: `${data.name} is as that version left it.`,
      });
      onReverted(data);
      close();
    },
  });
  const close = () => {
    revert.reset();
    onClose();
  };
  const refusal = revert.error instanceof ApiError ? revert.error : null;
  return (
    <Modal
      opened={opened && version !== null}
      onClose={close}
      title={`Restore version ${version?.version}`}
      centered
    >
      <Stack gap="md">
        <Text size="sm">
          Every tab that differs is saved again as version {version?.version} left it, through the tab's own
          checks, as one new version. The thumbnail and the scheduled changes stay as they are now.
        </Text>
        {revert.error ? (
          <Alert color="red" variant="light" title="Not restored">
            <Text size="sm">{revert.error.message}</Text>
            {refusal && Object.keys(refusal.fieldErrors).length > 0 ? (
              <List size="sm" mt="xs">
                {Object.entries(refusal.fieldErrors).map(([field, messages]) => (
                  <List.Item key={field}>
                    {fieldLabel(field)}: {messages.join(' ')}
                  </List.Item>
                ))}
              </List>
            ) : null}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button
            loading={revert.isPending}
            onClick={() => version && revert.mutate({ offerId, version: version.version })}
          >
            Restore version {version?.version}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
