import {
  GENERATION_DELAY_DAYS_MAX,
  INVOICE_KINDS,
  INVOICE_SCHEDULE_LABELS,
  INVOICE_SCHEDULES,
  type InvoiceKind,
  type InvoiceRunScheduleState,
  type InvoiceRunSettingsResponse,
  type InvoiceSchedule,
  invoiceRunSettingsBodySchema,
  MONTHLY_DAY_MAX,
  WEEKDAY_NAMES,
} from '@affnet/contracts';
import { Modal, NumberInput, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { DescribedSwitch } from '../../../components/described-switch';
import { FormAlert } from '../../../components/form-alert';
import { ModalFormButtons } from '../../../components/modal-form-buttons';
import { useContractForm } from '../../../lib/use-contract-form';
import { useSaveRunSettings } from '../api/run-settings';
import { BILLING_KINDS } from './billing-kinds';

const SCHEDULES = INVOICE_SCHEDULES.map((value) => ({ value, label: INVOICE_SCHEDULE_LABELS[value] }));
const WEEKDAYS = WEEKDAY_NAMES.map((label, index) => ({ value: String(index + 1), label }));

/** One kind's schedule as the form holds it: the weekday Select reads `day` as text. */
type ScheduleValues = { schedule: InvoiceSchedule; day: number | string; delayDays: number | string };

const valuesOf = ({ schedule, day, delayDays }: InvoiceRunScheduleState): ScheduleValues => ({
  schedule,
  day: String(day),
  delayDays,
});

type RunSettingsFormProps = {
  kind: InvoiceKind;
  settings: InvoiceRunSettingsResponse['data'];
  onDone: () => void;
};

function RunSettingsForm({ kind, settings, onDone }: RunSettingsFormProps) {
  const saved = settings[kind];
  const { form, formProps, alert, isPending } = useContractForm({
    schema: invoiceRunSettingsBodySchema,
    mode: 'controlled',
    // The endpoint takes both kinds: the other one is sent as it stands, and has no input here.
    initialValues: {
      publisher: { ...valuesOf(settings.publisher), payoutRequests: settings.publisher.payoutRequests },
      advertiser: valuesOf(settings.advertiser),
    },
    hidden: INVOICE_KINDS.filter((other) => other !== kind),
    mutation: useSaveRunSettings(),
    toRequest: (body) => body,
    onSuccess: () => {
      notifications.show({ color: 'teal', message: `${BILLING_KINDS[kind].scheduleTitle} saved.` });
      onDone();
    },
  });
  const { schedule } = form.getValues()[kind];
  const changeSchedule = (next: string | null) => {
    const picked = INVOICE_SCHEDULES.find((one) => one === next) ?? saved.schedule;
    if (picked === form.getValues()[kind].schedule) return;
    form.setFieldValue(`${kind}.schedule`, picked);
    // A weekday and a day of the month are both `day`: back to the saved one, else the first.
    form.setFieldValue(`${kind}.day`, picked === saved.schedule ? String(saved.day) : '1');
  };
  return (
    <form {...formProps}>
      <Stack gap="md">
        <FormAlert title="Could not save the schedule" message={alert} />
        <Text size="sm">
          A scheduled run bills a period as Generate invoices does: onto drafts, never issued, for you to
          review and issue. Days are in the network's time zone ({settings.timeZone}).
        </Text>
        <Select
          label="Schedule"
          data={SCHEDULES}
          allowDeselect={false}
          data-autofocus
          {...form.getInputProps(`${kind}.schedule`)}
          onChange={changeSchedule}
        />
        {schedule === 'weekly' ? (
          <Select
            label="New period starts on"
            description="Each period runs to the day before, and is billed as one."
            data={WEEKDAYS}
            allowDeselect={false}
            {...form.getInputProps(`${kind}.day`)}
          />
        ) : null}
        {schedule === 'monthly' ? (
          <NumberInput
            label="New period starts on day"
            description={`From 1 to ${MONTHLY_DAY_MAX}, which every month has: 1 bills calendar months.`}
            min={1}
            max={MONTHLY_DAY_MAX}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps(`${kind}.day`)}
          />
        ) : null}
        {schedule === 'manual' ? null : (
          <NumberInput
            label="Delay after the period's end (days)"
            description="How long after a new period starts the drafts of the one before are made, so late approvals make it in. 0 makes them that day."
            min={0}
            max={GENERATION_DELAY_DAYS_MAX}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps(`${kind}.delayDays`)}
          />
        )}
        {kind === 'publisher' ? (
          <DescribedSwitch
            label="Publishers may request a payout"
            description="Whatever the schedule, a publisher whose balance reaches its minimum may ask to be paid: its earnings go onto a draft at once, marked as requested, for you to issue."
            {...form.getInputProps('publisher.payoutRequests', { type: 'checkbox' })}
          />
        ) : null}
        <ModalFormButtons submit="Save schedule" isPending={isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}

type RunSettingsModalProps = RunSettingsFormProps & { opened: boolean };

/** Edits one kind's schedule: how often its periods end, on which day, and the delay before its drafts are made. */
export function RunSettingsModal({ opened, ...props }: RunSettingsModalProps) {
  return (
    <Modal opened={opened} onClose={props.onDone} title={BILLING_KINDS[props.kind].scheduleTitle} centered>
      {opened ? <RunSettingsForm {...props} /> : null}
    </Modal>
  );
}
