import '@mantine/dates/styles.css';
import { DatePickerInput, type DatePickerInputProps } from '@mantine/dates';
import { useId } from '@mantine/hooks';
import { CALENDAR_LABELS } from './calendar-labels';

type DayInputProps = Omit<DatePickerInputProps, 'type' | 'value' | 'defaultValue' | 'onChange'> & {
  value?: string;
  defaultValue?: string;
  /** The picked day as YYYY-MM-DD, '' when cleared (never sent: spec §5). */
  onChange: (day: string) => void;
};

/**
 * One calendar day, YYYY-MM-DD as the contracts' day schema reads it and every table shows it.
 * Bound to a form with `form.getInputProps` like any input.
 */
export function DayInput({ value, defaultValue, onChange, ...props }: DayInputProps) {
  const id = useId(props.id);
  return (
    <DatePickerInput
      valueFormat="YYYY-MM-DD"
      id={id}
      // The calendar is a dialog named by the field's label (Mantine points it at an id the input
      // does not keep); outside days and red weekends are drawn below AA contrast.
      popoverProps={{ id: `${id}-label` }}
      hideOutsideDates
      weekendDays={[]}
      ariaLabels={CALENDAR_LABELS}
      {...props}
      {...(value !== undefined ? { value: value || null } : {})}
      {...(defaultValue !== undefined ? { defaultValue: defaultValue || null } : {})}
      onChange={(day) => onChange(day ?? '')}
    />
  );
}
