import '@mantine/dates/styles.css';
import { Group, Select } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useId } from '@mantine/hooks';
import { useRef, useState } from 'react';
import {
  DATE_PRESETS,
  type DatePreset,
  type DayRange,
  lengthOf,
  presetLength,
  presetOf,
  rangeOfPreset,
} from '../lib/date-ranges';
import { CALENDAR_LABELS } from './calendar-labels';
import { BELOW_INPUT } from './filter-row-layout';

/*
 * The one range picker of every report and log: presets (today, yesterday, the last 7 and 30
 * days, this and last month) or custom days in a calendar, both counted from "today" in the zone
 * the screen reads days in. A screen whose server answers a bounded range says so: presets
 * longer than the bound are disabled, and once a first day is picked the calendar offers only
 * the days that keep the range within it, so the picker never makes a range the server refuses.
 */

const ANY_TIME = 'any';

type DateRangePickerProps = {
  /** The days in force; absent ends mean no bound (only on screens that allow `anyTime`). */
  value: Partial<DayRange>;
  onChange: (range: DayRange | null) => void;
  /** Today in the screen's zone: presets count from it and no later day can be picked. */
  today: string;
  /** The longest range the screen's server answers, in days. */
  maxDays?: number;
  /** Why the range is bounded, said under the label (e.g. what a longer range would cost). */
  limitReason?: string;
  /** Offers "Any time" (no range): logs that list every row unless told a range. */
  anyTime?: boolean;
  /** The days' label, e.g. "From – to (UTC)". */
  label?: string;
  /** A refusal of the range (from the server) to show on the dates. */
  error?: string;
};

type Picked = [string | null, string | null];

/** Days between two days, whichever comes first. */
const distance = (a: string, b: string) => lengthOf(a < b ? { from: a, to: b } : { from: b, to: a }) - 1;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function DateRangePicker(props: DateRangePickerProps) {
  const { today, maxDays, anyTime = false } = props;
  // A hand-edited URL may hold something else: it is not a day the picker can show.
  const value = {
    from: props.value.from && DAY.test(props.value.from) ? props.value.from : undefined,
    to: props.value.to && DAY.test(props.value.to) ? props.value.to : undefined,
  };
  // A range being picked: its first day, before the second is chosen (not yet in the URL).
  const [picking, setPicking] = useState<Picked | null>(null);
  const datesRef = useRef<HTMLButtonElement>(null);
  const id = useId();
  const whole = value.from && value.to ? { from: value.from, to: value.to } : null;
  const preset = whole ? presetOf(whole, today) : value.from || value.to ? 'custom' : ANY_TIME;
  const tooLong = maxDays !== undefined && whole !== null && lengthOf(whole) > maxDays;
  const options = [
    ...(anyTime ? [{ value: ANY_TIME, label: 'Any time' }] : []),
    ...DATE_PRESETS.map(({ value: key, label }) => {
      const disabled = maxDays !== undefined && presetLength(key, today) > maxDays;
      return { value: key, label: disabled ? `${label} (over ${maxDays} days)` : label, disabled };
    }),
  ];
  const choosePreset = (key: string | null) => {
    if (key === ANY_TIME) return props.onChange(null);
    const range = rangeOfPreset((key ?? 'custom') as DatePreset, today);
    if (range) props.onChange(range);
    // Custom: the calendar is where its days are chosen.
    else datesRef.current?.click();
  };
  const chooseDates = ([from, to]: Picked) => {
    if (from && to) {
      setPicking(null);
      props.onChange({ from, to });
    } else if (!from && !to) {
      setPicking(null);
      if (anyTime) props.onChange(null);
    } else setPicking([from, to]);
  };
  const first = picking?.[0];
  const description =
    maxDays !== undefined && props.limitReason ? `At most ${maxDays} days: ${props.limitReason}` : undefined;
  return (
    // Labels on one line, the limit's description under the dates: rows of filters align by top.
    <Group gap="sm" align="flex-start" wrap="nowrap">
      <Select
        label="Date range"
        data={options}
        value={preset}
        allowDeselect={false}
        onChange={choosePreset}
        w={190}
      />
      <DatePickerInput
        ref={datesRef}
        id={id}
        type="range"
        label={props.label ?? 'From – to'}
        // The calendar is a dialog named by the dates' label (Mantine points it at an id the input
        // does not keep); outside days and red weekends are drawn below AA contrast.
        popoverProps={{ id: `${id}-label` }}
        hideOutsideDates
        weekendDays={[]}
        ariaLabels={CALENDAR_LABELS}
        clearButtonProps={{ 'aria-label': 'Any day: clear the dates' }}
        description={description}
        inputWrapperOrder={BELOW_INPUT}
        // Days as every table shows them, so a week's range fits the input on one line.
        valueFormat="YYYY-MM-DD"
        placeholder="Any day"
        value={picking ?? [value.from ?? null, value.to ?? null]}
        onChange={chooseDates}
        onDropdownClose={() => setPicking(null)}
        allowSingleDateInRange
        clearable={anyTime}
        maxDate={today}
        // Once a first day is picked, days that would make the range too long cannot be.
        excludeDate={(day) => Boolean(first && maxDays !== undefined && distance(day, first) >= maxDays)}
        error={props.error ?? (tooLong ? `Choose at most ${maxDays} days` : undefined)}
        w={250}
      />
    </Group>
  );
}
