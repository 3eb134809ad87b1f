import { grantOfferAccessBodySchema } from '@affnet/contracts';
import { Button, Group, Modal, Radio, Stack, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { FormAlert } from '../../../components/form-alert';
import { PublisherMultiPicker } from '../../../components/pickers/partner-picker';
import { countOf } from '../../../lib/format';
import { useContractForm } from '../../../lib/use-contract-form';
import { useGrantOfferAccess } from '../api/grant-offer-access';

type GrantValues = { offerId: string; publisherIds: string[]; status: string; reason: string };

function GrantAccessForm({ offerId, onDone }: { offerId: string; onDone: () => void }) {
  const initialValues: GrantValues = { offerId, publisherIds: [], status: 'approved', reason: '' };
  const { form, formProps, alert, isPending } = useContractForm({
    schema: grantOfferAccessBodySchema,
    initialValues,
    mode: 'controlled',
    hidden: ['offerId'],
    mutation: useGrantOfferAccess(),
    toRequest: (body) => body,
    onSuccess: ({ data }, body) => {
      const publishers = countOf(data.updated, 'publisher', 'publishers');
      notifications.show({
        color: 'teal',
        message: body.status === 'approved' ? `Approved ${publishers}.` : `Blocked ${publishers}.`,
      });
      onDone();
    },
  });
  return (
    <form {...formProps}>
      <Stack gap="md">
        <FormAlert title="Could not set access" message={alert} />
        <PublisherMultiPicker
          label="Publishers"
          data-autofocus
          {...form.getInputProps('publisherIds')}
          value={form.values.publisherIds}
          onChange={(ids) => form.setFieldValue('publisherIds', ids)}
        />
        <Radio.Group label="Access" {...form.getInputProps('status')}>
          <Stack gap="xs" mt={6}>
            <Radio
              value="approved"
              label="Approved"
              description="They can run the offer now, without asking."
            />
            <Radio
              value="blocked"
              label="Blocked"
              description="They cannot run, see or request the offer until you approve them."
            />
          </Stack>
        </Radio.Group>
        <Textarea
          label="Reason"
          description="Optional; a blocked publisher sees it on the offer."
          autosize
          minRows={2}
          maxLength={500}
          {...form.getInputProps('reason')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={isPending}>
            Set access
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

type GrantAccessModalProps = { offerId: string; opened: boolean; onClose: () => void };

/** Approves or blocks publishers on one offer directly; an entry they already have is replaced. */
export function GrantAccessModal({ offerId, opened, onClose }: GrantAccessModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Grant access" centered size="lg">
      {opened ? <GrantAccessForm offerId={offerId} onDone={onClose} /> : null}
    </Modal>
  );
}
