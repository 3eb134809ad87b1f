import '@mantine/dates/styles.css';
import { DateTimePicker, type DateTimePickerProps } from '@mantine/dates';

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
  return (
    <DateTimePicker
      valueFormat="YYYY-MM-DD HH:mm"
      clearable
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
