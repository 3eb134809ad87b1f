import '@mantine/dates/styles.css';
import { DateTimePicker, type DateTimePickerProps } from '@mantine/dates';
import { useId } from '@mantine/hooks';
import { CALENDAR_LABELS } from './calendar-labels';

/** Names for the dropdown's time and confirm controls, which Mantine leaves unnamed. */
const TIME_LABELS = { hoursInputLabel: 'Hour', minutesInputLabel: 'Minute' };
const SUBMIT_PROPS = { 'aria-label': 'Use this date and time' };

/**
 * A wall-clock date and time with no zone of its own: the value is read in a zone named next to
 * it (an offer's). Values are the picker's 'YYYY-MM-DD HH:mm:ss' strings, '' for none, which the
 * contracts' local date-time schema accepts as they are.
 */
export function LocalDateTimePicker({
  value,
  onChange,
  ...props
}: Omit<DateTimePickerProps, 'value' | 'onChange' | 'defaultValue'> & {
  value?: string;
  onChange: (value: string) => void;
}) {
  const clearLabel = typeof props.label === 'string' ? `Clear ${props.label.toLowerCase()}` : 'Clear';
  const id = useId(props.id);
  return (
    <DateTimePicker
      valueFormat="YYYY-MM-DD HH:mm"
      clearable
      id={id}
      // The calendar is a dialog named by the field's label (Mantine points it at an id the input
      // does not keep, leaving it unnamed).
      popoverProps={{ id: `${id}-label` }}
      // Days of the months around are buttons drawn in a gray far below AA; without them the
      // grid holds only the month's own days.
      hideOutsideDates
      // Weekends are drawn in a red below AA; the weekday header already tells them apart.
      weekendDays={[]}
      ariaLabels={CALENDAR_LABELS}
      timePickerProps={TIME_LABELS}
      submitButtonProps={SUBMIT_PROPS}
      clearButtonProps={{ 'aria-label': clearLabel }}
      {...props}
      value={value ? value : null}
      onChange={(next) => onChange(next ?? '')}
    />
  );
}

/** A stored wall-clock time ('2026-12-01T09:30') as the picker holds it; '' for none. */
export function pickerValueOf(local: string | null | undefined): string {
  if (!local) return '';
  return `${local.slice(0, 16).replace('T', ' ')}:00`;
}
