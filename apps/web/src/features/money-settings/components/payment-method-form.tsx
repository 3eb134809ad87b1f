import {
  PAYMENT_FIELD_TYPES,
  PAYMENT_METHOD_KIND_LABELS,
  PAYMENT_METHOD_KINDS,
  type PaymentMethod,
  type PaymentMethodKind,
  paymentMethodBodySchema,
} from '@affnet/contracts';
import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  Modal,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { CurrencySelect } from '../../../components/currency-select';
import { FormAlert } from '../../../components/form-alert';
import { useContractForm } from '../../../lib/use-contract-form';
import { useSavePaymentMethod } from '../api/payment-methods';

const KIND_OPTIONS = PAYMENT_METHOD_KINDS.map((kind) => ({
  value: kind,
  label: PAYMENT_METHOD_KIND_LABELS[kind],
}));
const TYPE_LABELS = { text: 'Text', email: 'E-mail', number: 'Number' } as const;
const TYPE_OPTIONS = PAYMENT_FIELD_TYPES.map((type) => ({ value: type, label: TYPE_LABELS[type] }));

type FieldRow = { label: string; type: string; required: boolean };
const emptyField = (): FieldRow => ({ label: '', type: 'text', required: true });

function initialValuesOf(method: PaymentMethod | null) {
  return {
    kind: method?.kind ?? 'paypal',
    name: method?.name ?? 'PayPal',
    enabled: method?.enabled ?? true,
    minimumPayout: method?.minimumPayout ?? '',
    currency: method?.currency ?? 'USD',
    fields:
      method?.kind === 'custom'
        ? method.fields.map(({ label, type, required }): FieldRow => ({ label, type, required }))
        : [emptyField()],
  };
}

type PaymentMethodFormProps = { method: PaymentMethod | null; onDone: () => void };

/** A method's kind, name, minimum payout and (custom ones) the fields partners fill in. */
function PaymentMethodForm({ method, onDone }: PaymentMethodFormProps) {
  const { form, formProps, alert, isPending } = useContractForm({
    schema: paymentMethodBodySchema,
    mode: 'controlled',
    initialValues: initialValuesOf(method),
    // Built-in kinds have fixed fields: the rows a custom method would use are not sent.
    prepare: (values) => (values.kind === 'custom' ? values : { ...values, fields: [] }),
    mutation: useSavePaymentMethod(),
    toRequest: (body) => ({ ...(method ? { id: method.id } : {}), body }),
    onSuccess: ({ data }) => {
      notifications.show({
        color: 'teal',
        message: `Payment method "${data.name}" ${method ? 'saved' : 'added'}.`,
      });
      onDone();
    },
  });
  const { kind, fields } = form.getValues();
  const changeKind = (next: string | null) => {
    const picked = (next ?? 'paypal') as PaymentMethodKind;
    const { name } = form.getValues();
    const defaultName = Object.values(PAYMENT_METHOD_KIND_LABELS).includes(name) || name === '';
    form.setFieldValue('kind', picked);
    if (defaultName)
      form.setFieldValue('name', picked === 'custom' ? '' : PAYMENT_METHOD_KIND_LABELS[picked]);
  };
  return (
    <form {...formProps}>
      <Stack gap="md">
        <FormAlert title="Could not save the payment method" message={alert} />
        <Select
          label="Kind"
          description="PayPal, wire and crypto ask for their usual details; a custom method asks for the fields you define."
          data={KIND_OPTIONS}
          allowDeselect={false}
          {...form.getInputProps('kind')}
          onChange={changeKind}
        />
        <TextInput
          label="Name"
          description="What publishers see when they choose how to be paid."
          maxLength={80}
          {...form.getInputProps('name')}
        />
        <Group grow align="flex-start">
          <TextInput
            label="Minimum payout"
            description="Balances below it wait for the next payout."
            inputMode="decimal"
            {...form.getInputProps('minimumPayout')}
          />
          <CurrencySelect label="Currency" {...form.getInputProps('currency')} />
        </Group>
        <Switch
          label="Enabled: partners can choose it"
          {...form.getInputProps('enabled', { type: 'checkbox' })}
        />
        {kind === 'custom' ? (
          <Stack gap="xs">
            <Text size="sm" fw={500}>
              Fields partners fill in
            </Text>
            {form.errors.fields ? (
              <Text size="xs" c="red">
                {form.errors.fields}
              </Text>
            ) : null}
            {fields.map((_row, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own until saved
              <Group key={index} align="flex-end" gap="xs" wrap="nowrap">
                <TextInput
                  label={`Field ${index + 1} label`}
                  style={{ flex: 1 }}
                  {...form.getInputProps(`fields.${index}.label`)}
                />
                <Select
                  label="Type"
                  data={TYPE_OPTIONS}
                  allowDeselect={false}
                  w={110}
                  {...form.getInputProps(`fields.${index}.type`)}
                />
                <Checkbox
                  label="Required"
                  mb={8}
                  {...form.getInputProps(`fields.${index}.required`, { type: 'checkbox' })}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  mb={4}
                  aria-label={`Remove field ${index + 1}`}
                  onClick={() => form.removeListItem('fields', index)}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
            ))}
            <Group>
              <Button
                variant="light"
                size="xs"
                leftSection={<IconPlus size={14} aria-hidden />}
                onClick={() => form.insertListItem('fields', emptyField())}
              >
                Add field
              </Button>
            </Group>
          </Stack>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={isPending}>
            {method ? 'Save method' : 'Add method'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

type PaymentMethodModalProps = { opened: boolean; method: PaymentMethod | null; onClose: () => void };

export function PaymentMethodModal({ opened, method, onClose }: PaymentMethodModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={method ? `Edit ${method.name}` : 'Add payment method'}
      size="lg"
      centered
    >
      {opened ? <PaymentMethodForm key={method?.id ?? 'new'} method={method} onDone={onClose} /> : null}
    </Modal>
  );
}
