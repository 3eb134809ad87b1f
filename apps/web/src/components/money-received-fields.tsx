import { TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { DayInput } from './day-input';

/** The parts of an uncontrolled Mantine form the fields bind to, whatever its other fields. */
type ReceivedForm = {
  key: (path: string) => string;
  getInputProps: (path: string) => GetInputPropsReturnType;
};

type MoneyReceivedFieldsProps = {
  form: ReceivedForm;
  currency: string;
  /** Said after the currency in the amount's description, e.g. "at most what is outstanding". */
  amountLimit?: string;
  /** The form's field for the day, and its label: `paidOn` "Paid on", `receivedOn` "Received on". */
  dayField: string;
  dayLabel: string;
  /** The network's today: no day after it. */
  today: string;
};

/** A sum received: its amount (focused first), the day and the reference, as payments and prepayments ask. */
export function MoneyReceivedFields({
  form,
  currency,
  amountLimit,
  dayField,
  dayLabel,
  today,
}: MoneyReceivedFieldsProps) {
  return (
    <>
      <TextInput
        label="Amount"
        description={amountLimit ? `In ${currency}, ${amountLimit}` : `In ${currency}`}
        inputMode="decimal"
        data-autofocus
        key={form.key('amount')}
        {...form.getInputProps('amount')}
      />
      <DayInput label={dayLabel} maxDate={today} key={form.key(dayField)} {...form.getInputProps(dayField)} />
      <TextInput
        label="Reference"
        description="The bank transfer's or payment service's reference"
        maxLength={120}
        key={form.key('reference')}
        {...form.getInputProps('reference')}
      />
    </>
  );
}
