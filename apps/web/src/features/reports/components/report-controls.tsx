import '@mantine/dates/styles.css';
import { type DimensionKey, dimensionsFor, MAX_GROUP_BY, type UserRole } from '@affnet/contracts';
import { Group, MultiSelect, Select, Switch } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { TimezoneSelect } from '../../../components/timezone-select';
import { DATE_PRESETS, type DatePreset, presetOf, rangeOfPreset } from '../lib/report-dates';
import type { ReportStateControl } from '../lib/use-report-state';

type ReportControlsProps = { role: UserRole; control: ReportStateControl };

/** Range (presets or custom), time zone, grouping and the comparison switch. */
export function ReportControls({ role, control }: ReportControlsProps) {
  const { state, update, today, zone } = control;
  const preset = presetOf(state, today);
  const choosePreset = (value: string | null) => {
    const range = rangeOfPreset((value ?? 'custom') as DatePreset, today);
    if (range) update(range);
  };
  const groupOptions = dimensionsFor(role).map((d) => ({ value: d.key, label: d.label }));
  return (
    <Group align="flex-end" gap="md" wrap="wrap">
      <Select
        label="Date range"
        data={DATE_PRESETS.map(({ value, label }) => ({ value, label }))}
        value={preset}
        allowDeselect={false}
        onChange={choosePreset}
        w={160}
      />
      <DatePickerInput
        type="range"
        label="From – to"
        value={[state.from, state.to]}
        onChange={([from, to]) => {
          if (from && to) update({ from, to });
        }}
        maxDate={today}
        w={240}
      />
      <TimezoneSelect
        label="Time zone"
        description="Days and hours are read in this zone"
        value={zone}
        current={zone}
        onChange={(tz) => update({ tz: tz === control.networkZone ? null : tz })}
        w={260}
      />
      <MultiSelect
        label="Group by"
        description={`Up to ${MAX_GROUP_BY}`}
        data={groupOptions}
        value={state.groupBy}
        maxValues={MAX_GROUP_BY}
        onChange={(keys) =>
          update({ groupBy: keys.length > 0 ? (keys as DimensionKey[]) : ['date'], sort: null })
        }
        miw={240}
        maw={420}
      />
      <Switch
        label="Compare with the previous period"
        checked={state.compare}
        onChange={(event) => update({ compare: event.currentTarget.checked })}
        mb={8}
      />
    </Group>
  );
}
