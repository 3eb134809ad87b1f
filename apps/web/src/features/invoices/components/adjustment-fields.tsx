import {
  INVOICE_ADJUSTMENT_REASON_LABELS,
  INVOICE_ADJUSTMENT_REASONS,
  type InvoiceAdjustmentReason,
} from '@affnet/contracts';
import { Select, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';

const REASONS = INVOICE_ADJUSTMENT_REASONS.map((value) => ({
  value,
  label: INVOICE_ADJUSTMENT_REASON_LABELS[value],
}));

type AdjustmentValues = { reason: InvoiceAdjustmentReason; amount: string; memo: string };

type AdjustmentFieldsProps = {
  form: Pick<UseFormReturnType<AdjustmentValues>, 'key' | 'getInputProps'>;
  /** The amount's currency, named on its label; none while it is still to be chosen. */
  currency: string | null;
  /** Whether the dialog opens on the amount (on a draft) or on a field before these (a partner to pick). */
  focusAmount?: boolean;
};

/** An adjustment's reason, signed amount and memo: on a draft, or for a partner. */
export function AdjustmentFields({ form, currency, focusAmount = true }: AdjustmentFieldsProps) {
  return (
    <>
      <Select
        label="Reason"
        data={REASONS}
        allowDeselect={false}
        key={form.key('reason')}
        {...form.getInputProps('reason')}
      />
      <TextInput
        label={currency ? `Amount (${currency})` : 'Amount'}
        description="A bonus adds (25.00), a chargeback takes back (-12.50); a correction may be either."
        inputMode="decimal"
        data-autofocus={focusAmount || undefined}
        key={form.key('amount')}
        {...form.getInputProps('amount')}
      />
      <Textarea
        label="Memo"
        description="Printed on the invoice as the line's description."
        autosize
        minRows={2}
        maxLength={200}
        key={form.key('memo')}
        {...form.getInputProps('memo')}
      />
    </>
  );
}
