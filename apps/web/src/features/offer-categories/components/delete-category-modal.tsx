import type { OfferCategory } from '@affnet/contracts';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { countOf } from '../../../lib/format';
import { notifyFailure } from '../../../lib/notify';
import { useDeleteOfferCategory } from '../api/delete-offer-category';

type DeleteCategoryModalProps = { category: OfferCategory | null; onClose: () => void };

/** What deleting a category does to its offers, before it happens. */
function consequence(category: OfferCategory): string {
  if (category.offerCount === 0) return 'No offer is filed under it.';
  const offers = countOf(category.offerCount, 'offer', 'offers');
  return `${offers} will lose this category. The offers themselves are not changed otherwise.`;
}

/** Confirms deleting a category. */
export function DeleteCategoryModal({ category, onClose }: DeleteCategoryModalProps) {
  const mutation = useDeleteOfferCategory({
    onSuccess: () => {
      notifications.show({ color: 'teal', message: `Category "${category?.name}" deleted.` });
      onClose();
    },
    onError: (error) => notifyFailure('Could not delete the category', error),
  });
  return (
    <Modal
      opened={category !== null}
      onClose={onClose}
      title={category ? `Delete ${category.name}?` : ''}
      centered
    >
      {category ? (
        <Stack gap="md">
          <Text size="sm">{consequence(category)}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button color="red" loading={mutation.isPending} onClick={() => mutation.mutate(category.id)}>
              Delete category
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
