import type { ReportFilterKey } from '@affnet/contracts';
import { Button, Group, Pill, Text } from '@mantine/core';
import type { ReportStateControl } from '../lib/use-report-state';

const FILTER_LABELS: Record<ReportFilterKey, string> = {
  offerId: 'Offer',
  publisherId: 'Publisher',
  advertiserId: 'Advertiser',
  event: 'Event',
  country: 'Country',
  device: 'Device',
  os: 'OS',
  browser: 'Browser',
  creativeId: 'Creative',
  sub1: 'Sub1',
  sub2: 'Sub2',
  sub3: 'Sub3',
  sub4: 'Sub4',
  sub5: 'Sub5',
  source: 'Source',
  status: 'Status',
};

type FilterChipsProps = {
  control: ReportStateControl;
  /** Names of the ids on screen (an offer's name for its id), when a row showed them. */
  names: ReadonlyMap<string, string>;
};

/** The filters in force, each removable; a value in the table adds one (click it). */
export function FilterChips({ control, names }: FilterChipsProps) {
  const entries = Object.entries(control.state.filters) as [ReportFilterKey, string][];
  if (entries.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No filters: click a value in the table to narrow the report to it.
      </Text>
    );
  }
  const remove = (key: ReportFilterKey) => {
    const { [key]: _removed, ...rest } = control.state.filters;
    control.update({ filters: rest });
  };
  return (
    <Group gap="xs" aria-label="Filters">
      {entries.map(([key, value]) => (
        <Pill
          key={key}
          withRemoveButton
          onRemove={() => remove(key)}
          // Pill hides its remove button from keyboards by default (it is made for PillsInput).
          removeButtonProps={{
            'aria-label': `Remove filter ${FILTER_LABELS[key]}`,
            'aria-hidden': false,
            tabIndex: 0,
          }}
        >
          {FILTER_LABELS[key]}: {names.get(value) ?? value}
        </Pill>
      ))}
      <Button variant="subtle" size="compact-sm" onClick={() => control.update({ filters: {} })}>
        Clear filters
      </Button>
    </Group>
  );
}
