import { Select, type SelectProps } from '@mantine/core';
import { useMemo } from 'react';

/** "+01:00" for a zone at this moment (summer time included). */
function offsetOf(zone: string, at: Date): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((item) => item.type === 'timeZoneName')?.value;
  const offset = part?.replace('GMT', '') ?? '';
  return offset === '' ? '+00:00' : offset;
}

/**
 * The browser's IANA time zones (UTC first, which the list leaves out), labelled with their
 * current offset so "Berlin" and "+01" both find Europe/Berlin.
 */
export function timezoneOptions(current?: string): { value: string; label: string }[] {
  const zones = new Set(['UTC', ...Intl.supportedValuesOf('timeZone')]);
  if (current) zones.add(current);
  const now = new Date();
  return [...zones].map((zone) => ({
    value: zone,
    label: `${zone.replaceAll('_', ' ')} (UTC${offsetOf(zone, now)})`,
  }));
}

type TimezoneSelectProps = Omit<SelectProps, 'data' | 'onChange'> & {
  onChange: (zone: string) => void;
  current?: string;
};

export function TimezoneSelect({ onChange, current, ...props }: TimezoneSelectProps) {
  const data = useMemo(() => timezoneOptions(current), [current]);
  return (
    <Select
      searchable
      allowDeselect={false}
      limit={100}
      nothingFoundMessage="No time zone matches"
      autoComplete="off"
      {...props}
      data={data}
      onChange={(zone) => onChange(zone ?? '')}
    />
  );
}
