import { type OfferCategory, offerCategoryBodySchema } from '@affnet/contracts';
import { Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { FormAlert } from '../../../components/form-alert';
import { useContractForm } from '../../../lib/use-contract-form';
import { useSaveOfferCategory } from '../api/save-offer-category';

type CategoryFormProps = { category: OfferCategory | null; onDone: () => void };

/** Name and description of a category; a name already taken comes back from the server onto its field. */
function CategoryForm({ category, onDone }: CategoryFormProps) {
  const { form, formProps, alert, isPending } = useContractForm({
    schema: offerCategoryBodySchema,
    initialValues: { name: category?.name ?? '', description: category?.description ?? '' },
    mutation: useSaveOfferCategory(),
    toRequest: (body) => ({ ...(category ? { id: category.id } : {}), body }),
    onSuccess: ({ data }) => {
      notifications.show({
        color: 'teal',
        message: category ? `Category "${data.name}" saved.` : `Category "${data.name}" added.`,
      });
      onDone();
    },
  });
  return (
    <form {...formProps}>
      <Stack gap="md">
        <FormAlert title="Could not save the category" message={alert} />
        <TextInput
          label="Name"
          maxLength={80}
          data-autofocus
          key={form.key('name')}
          {...form.getInputProps('name')}
        />
        <Textarea
          label="Description"
          description="Shown to staff; helps decide which offers belong here."
          autosize
          minRows={2}
          maxLength={500}
          key={form.key('description')}
          {...form.getInputProps('description')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={isPending}>
            {category ? 'Save category' : 'Add category'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

type CategoryFormModalProps = {
  opened: boolean;
  /** The category to edit; null adds a new one. */
  category: OfferCategory | null;
  onClose: () => void;
};

/** Adds or edits a category in a dialog; the form starts afresh each time it opens. */
export function CategoryFormModal({ opened, category, onClose }: CategoryFormModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={category ? `Edit ${category.name}` : 'Add category'}
      centered
    >
      {opened ? <CategoryForm key={category?.id ?? 'new'} category={category} onDone={onClose} /> : null}
    </Modal>
  );
}
