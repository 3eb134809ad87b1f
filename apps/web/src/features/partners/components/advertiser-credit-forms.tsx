import {
  type AdvertiserCredit,
  advertiserCreditBodySchema,
  advertiserPrepaymentBodySchema,
  CREDIT_MODE_LABELS,
  CREDIT_MODES,
} from '@affnet/contracts';
import { Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { FormAlert } from '../../../components/form-alert';
import { ModalFormButtons } from '../../../components/modal-form-buttons';
import { MoneyReceivedFields } from '../../../components/money-received-fields';
import { useAppConfig } from '../../../lib/api/get-app-config';
import { selectInputProps } from '../../../lib/contract-form';
import { todayIn } from '../../../lib/date-ranges';
import { formatAmount } from '../../../lib/money';
import { useContractForm } from '../../../lib/use-contract-form';
import { useRecordPrepayment, useSaveAdvertiserCredit } from '../api/advertiser-credit';

const MODE_OPTIONS = CREDIT_MODES.map((value) => ({ value, label: CREDIT_MODE_LABELS[value] }));
const AT_LIMIT_OPTIONS = [
  { value: 'pause', label: "Pause the advertiser's offers" },
  { value: 'warn', label: 'Only warn' },
];

type FormProps = { advertiserId: string; credit: AdvertiserCredit; onDone: () => void };

function CreditTermsForm({ advertiserId, credit, onDone }: FormProps) {
  const { form, formProps, alert, isPending } = useContractForm({
    schema: advertiserCreditBodySchema,
    mode: 'controlled',
    initialValues: {
      mode: credit.mode,
      creditLimit: credit.creditLimit ?? '',
      warnPercent: String(credit.warnPercent),
      atLimit: credit.atLimit,
    },
    mutation: useSaveAdvertiserCredit(),
    toRequest: (body) => ({ id: advertiserId, body }),
    onSuccess: () => {
      notifications.show({ color: 'teal', message: 'Credit control saved.' });
      onDone();
    },
  });
  const mode = form.getValues().mode;
  return (
    <form {...formProps}>
      <Stack gap="md">
        <FormAlert title="Could not save the credit control" message={alert} />
        <Select
          label="Credit control"
          data={MODE_OPTIONS}
          allowDeselect={false}
          data-autofocus
          {...selectInputProps(form.getInputProps('mode'))}
        />
        {mode === 'credit_limit' ? (
          <TextInput
            label="Credit limit"
            description={`In ${credit.currency}: what the advertiser may owe, unpaid invoices and revenue not invoiced yet together`}
            inputMode="decimal"
            {...form.getInputProps('creditLimit')}
          />
        ) : null}
        {mode !== 'none' ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label="Warn at (% used)"
              description="Staff see a warning from this share on."
              inputMode="numeric"
              {...form.getInputProps('warnPercent')}
            />
            <Select
              label="At the limit"
              description="Paused offers' links keep working through their fallback."
              data={AT_LIMIT_OPTIONS}
              allowDeselect={false}
              {...selectInputProps(form.getInputProps('atLimit'))}
            />
          </SimpleGrid>
        ) : null}
        <ModalFormButtons submit="Save credit control" isPending={isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}

function PrepaymentForm({ advertiserId, credit, onDone }: FormProps) {
  // Asked only once the form opens: the network's day, as invoices' days are.
  const today = todayIn(useAppConfig().timezone);
  const { form, formProps, alert, isPending } = useContractForm({
    schema: advertiserPrepaymentBodySchema,
    initialValues: { amount: '', receivedOn: today, reference: '' },
    mutation: useRecordPrepayment(),
    toRequest: (body) => ({ id: advertiserId, body }),
    onSuccess: (_answer, body) => {
      notifications.show({
        color: 'teal',
        message: `Prepayment of ${formatAmount(body.amount, credit.currency)} recorded.`,
      });
      onDone();
    },
  });
  return (
    <form {...formProps}>
      <Stack gap="md">
        <FormAlert title="Could not record the prepayment" message={alert} />
        <MoneyReceivedFields
          form={form}
          currency={credit.currency}
          dayField="receivedOn"
          dayLabel="Received on"
          today={today}
        />
        <ModalFormButtons submit="Record prepayment" isPending={isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}

type ModalProps = FormProps & { opened: boolean };

/** The credit control's terms; the form starts afresh each time it opens. */
export function CreditTermsModal({ opened, ...props }: ModalProps) {
  return (
    <Modal opened={opened} onClose={props.onDone} title="Credit control" centered>
      {opened ? <CreditTermsForm {...props} /> : null}
    </Modal>
  );
}

export function PrepaymentModal({ opened, ...props }: ModalProps) {
  return (
    <Modal opened={opened} onClose={props.onDone} title="Record prepayment" centered>
      {opened ? <PrepaymentForm {...props} /> : null}
    </Modal>
  );
}
