import {
  type DimensionKey,
  dimensionsFor,
  MAX_GROUP_BY,
  MAX_RAW_REPORT_DAYS,
  MAX_REPORT_DAYS,
  reportSourceOf,
  type UserRole,
} from '@affnet/contracts';
import { Group, MultiSelect, Switch } from '@mantine/core';
import { DateRangePicker } from '../../../components/date-range-picker';
import { BELOW_INPUT, SWITCH_BESIDE_INPUTS } from '../../../components/filter-row-layout';
import { TimezoneSelect } from '../../../components/timezone-select';
import { lengthOf } from '../../../lib/date-ranges';
import type { ReportState } from '../lib/report-state';
import type { ReportStateControl } from '../lib/use-report-state';

type ReportControlsProps = { role: UserRole; control: ReportStateControl };

/** Why sub ids with country (and the like) cover fewer days: they are counted from each click. */
const RAW_REASON =
  'sub ids or source with event, country, device, OS, browser, landing page or creative are counted from each click';

/** A grouping with these dimensions reads the raw rows (clicks and conversions), which answer a bounded range. */
const readsRawRows = (state: ReportState, groupBy: readonly string[]) =>
  reportSourceOf(groupBy, state.filters) === 'raw';

/**
 * The group-by choices: every dimension the role may use, those that would combine sub ids with
 * a dimension of the main rollup disabled while the range is longer than the raw rows answer.
 */
function groupOptions(role: UserRole, state: ReportState) {
  const tooLongForRaw = lengthOf(state) > MAX_RAW_REPORT_DAYS;
  return dimensionsFor(role).map(({ key, label }) => {
    const chosen = state.groupBy.includes(key as DimensionKey);
    const disabled = !chosen && tooLongForRaw && readsRawRows(state, [...state.groupBy, key]);
    return { value: key, label, disabled };
  });
}

/** Range (presets or custom), time zone, grouping and the comparison switch. */
export function ReportControls({ role, control }: ReportControlsProps) {
  const { state, update, today, zone } = control;
  const options = groupOptions(role, state);
  const raw = readsRawRows(state, state.groupBy);
  const someDisabled = options.some((option) => option.disabled);
  return (
    // Labels on one line, each description under its input.
    <Group align="flex-start" gap="md" wrap="wrap">
      <DateRangePicker
        value={state}
        onChange={(range) => range && update(range)}
        today={today}
        maxDays={raw ? MAX_RAW_REPORT_DAYS : MAX_REPORT_DAYS}
        limitReason={raw ? RAW_REASON : undefined}
      />
      <TimezoneSelect
        label="Time zone"
        description="Days and hours are read in this zone"
        inputWrapperOrder={BELOW_INPUT}
        value={zone}
        current={zone}
        onChange={(tz) => update({ tz: tz === control.networkZone ? null : tz })}
        w={260}
      />
      <MultiSelect
        label="Group by"
        description={
          someDisabled
            ? `Up to ${MAX_GROUP_BY}. Sub ids or source with event, country, device, OS, browser, landing page or creative: choose ${MAX_RAW_REPORT_DAYS} days or fewer`
            : `Up to ${MAX_GROUP_BY}`
        }
        inputWrapperOrder={BELOW_INPUT}
        data={options}
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
        mt={SWITCH_BESIDE_INPUTS}
      />
    </Group>
  );
}
