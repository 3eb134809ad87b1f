import { VALIDATION_ACTIONS, VALIDATION_DAYS_MAX, type ValidationAction } from '@affnet/contracts';
import { NumberInput, Select, SimpleGrid } from '@mantine/core';
import { type FieldBinder, selectInputProps } from '../lib/contract-form';

const ACTION_LABELS: Record<ValidationAction, string> = {
  approve: 'Approve the conversion',
  reject: 'Reject the conversion',
};
const ACTION_OPTIONS = VALIDATION_ACTIONS.map((value) => ({ value, label: ACTION_LABELS[value] }));

type StoredDeadline = { validationDays: number | null; validationAction: ValidationAction | null };

/** "30 days, then approved": a stored deadline in words; null when there is none. */
export function validationDeadlineText({ validationDays, validationAction }: StoredDeadline): string | null {
  if (validationDays === null || validationAction === null) return null;
  const days = `${validationDays} ${validationDays === 1 ? 'day' : 'days'}`;
  return `${days}, then ${validationAction === 'approve' ? 'approved' : 'rejected'}`;
}

type ValidationDeadlineFieldsProps = {
  form: FieldBinder<'validationDays' | 'validationAction'>;
  /** Whether days are entered: without them this deadline does not apply, so nothing to choose. */
  hasDays: boolean;
  /** What the days are for where the inputs sit, and what leaving them empty means there. */
  daysDescription: string;
};

/**
 * An advertiser's or an offer's validation deadline (docs/money.md): the days the advertiser has to
 * decide each conversion, and what happens to one still pending when they pass.
 */
export function ValidationDeadlineFields({ form, hasDays, daysDescription }: ValidationDeadlineFieldsProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <NumberInput
        label="Validation deadline (days)"
        description={daysDescription}
        min={1}
        max={VALIDATION_DAYS_MAX}
        allowDecimal={false}
        allowNegative={false}
        key={form.key('validationDays')}
        {...form.getInputProps('validationDays')}
      />
      <Select
        label="When the deadline passes"
        description={
          hasDays ? 'What happens to a conversion still pending then.' : 'Enter the days to choose.'
        }
        data={ACTION_OPTIONS}
        allowDeselect={false}
        disabled={!hasDays}
        key={form.key('validationAction')}
        {...selectInputProps(form.getInputProps('validationAction'))}
      />
    </SimpleGrid>
  );
}
