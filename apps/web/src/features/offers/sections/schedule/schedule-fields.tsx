import { SimpleGrid, Switch } from '@mantine/core';
import { useCallback, useRef } from 'react';
import { CLOSED_DROPDOWN } from '../../../../components/closed-dropdown';
import { InfoCard } from '../../../../components/info-card';
import { LocalDateTimePicker } from '../../../../components/local-date-time-picker';
import { DayPartingGrid } from '../../../../components/offers/day-parting-grid';
import { TimezoneSelect } from '../../../../components/timezone-select';
import type { SectionForm } from '../../components/editor/offer-form';
import { ListError } from '../../components/list-error';
import type { EventChoice } from '../payouts/payouts-values';
import type { ScheduleValues } from './schedule-values';
import { ScheduledChangeRows } from './scheduled-change-rows';

type ScheduleFieldsProps = {
  form: SectionForm<ScheduleValues>;
  events: EventChoice[];
  currency: string;
  /** The zone the offer had when the page opened, kept selectable. */
  initialTimezone: string;
};

/** When the offer runs: its time zone, live window, weekly hours, and changes planned ahead. */
export function ScheduleFields({ form, events, currency, initialTimezone }: ScheduleFieldsProps) {
  const zone = form.values.timezone || 'UTC';
  // The grid is memoised; a stable handler keeps it from re-rendering on unrelated keystrokes.
  const setField = useRef(form.setFieldValue);
  setField.current = form.setFieldValue;
  const setHours = useCallback((hours: number[]) => setField.current('dayPartingHours', hours), []);
  return (
    <>
      <InfoCard
        title="Live window"
        description="The offer's time zone applies to every time of this offer: the live window, the hours below, scheduled changes and payout-override dates."
      >
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <TimezoneSelect
            label="Offer time zone"
            current={initialTimezone}
            comboboxProps={CLOSED_DROPDOWN}
            {...form.getInputProps('timezone')}
          />
          <LocalDateTimePicker
            label="Live from"
            description={`Optional, in ${zone}`}
            placeholder="As soon as it is active"
            {...form.getInputProps('liveFrom')}
          />
          <LocalDateTimePicker
            label="Live until"
            description={`Optional, in ${zone}; the offer expires then`}
            placeholder="No end"
            {...form.getInputProps('liveUntil')}
          />
        </SimpleGrid>
      </InfoCard>
      <InfoCard
        title="Day parting"
        description={`Take traffic only in the chosen hours of the week, in ${zone}.`}
      >
        <Switch
          label="Only at certain hours"
          {...form.getInputProps('dayPartingEnabled', { type: 'checkbox' })}
        />
        {form.values.dayPartingEnabled ? (
          <DayPartingGrid hours={form.values.dayPartingHours} onChange={setHours} />
        ) : null}
        <ListError error={form.errors.dayPartingHours} />
      </InfoCard>
      <InfoCard
        title="Scheduled changes"
        description={`A new status, or a new payout and revenue for one event, applied at a set time in ${zone}.`}
      >
        <ScheduledChangeRows form={form} events={events} currency={currency} />
      </InfoCard>
    </>
  );
}
