import {
  type ConversionStatus,
  changeConversionStatusesBodySchema,
  STORED_CONVERSION_STATUS_LABELS,
  STORED_CONVERSION_STATUSES,
} from '@affnet/contracts';
import { Button, Group, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { FormAlert } from '../../../components/form-alert';
import { countOf } from '../../../lib/format';
import { useContractForm } from '../../../lib/use-contract-form';
import { useChangeConversionStatuses } from '../api/change-conversion-statuses';

const STATUS_OPTIONS = STORED_CONVERSION_STATUSES.map((value) => ({
  value,
  label: STORED_CONVERSION_STATUS_LABELS[value],
}));

type StatusFormProps = { ids: string[]; onDone: () => void };

function StatusForm({ ids, onDone }: StatusFormProps) {
  const { form, formProps, alert, isPending } = useContractForm({
    schema: changeConversionStatusesBodySchema,
    initialValues: { ids, status: 'approved' as ConversionStatus, reason: '' },
    hidden: ['ids'],
    mutation: useChangeConversionStatuses(),
    toRequest: (body) => body,
    onSuccess: ({ data }) => {
      notifications.show({
        color: 'teal',
        message: `${countOf(data.updated, 'conversion', 'conversions')} changed; those already in that status were left alone.`,
      });
      onDone();
    },
  });
  return (
    <form {...formProps}>
      <Stack gap="md">
        <FormAlert title="Could not change the status" message={alert} />
        <Text size="sm">
          Payout and revenue move to the new status in every report, and the publishers’ postbacks for it are
          sent.
        </Text>
        <Select
          label="New status"
          data={STATUS_OPTIONS}
          allowDeselect={false}
          key={form.key('status')}
          {...form.getInputProps('status')}
        />
        <Textarea
          label="Reason"
          description="Kept in the audit log and shown to the publisher and advertiser with the conversion. Required to reject."
          autosize
          minRows={3}
          maxLength={500}
          data-autofocus
          key={form.key('reason')}
          {...form.getInputProps('reason')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={isPending}>
            Change status
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

type StatusChangeModalProps = { ids: string[]; opened: boolean; onClose: () => void };

/** Changes the status of the chosen conversions, with a reason, in one all-or-nothing request. */
export function StatusChangeModal({ ids, opened, onClose }: StatusChangeModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={`Change the status of ${countOf(ids.length, 'conversion', 'conversions')}`}
      centered
    >
      {opened ? <StatusForm key={ids.join()} ids={ids} onDone={onClose} /> : null}
    </Modal>
  );
}
