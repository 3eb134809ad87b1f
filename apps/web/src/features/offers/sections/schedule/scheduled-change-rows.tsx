import {
  OFFER_STATUS_LABELS,
  OFFER_STATUSES,
  SCHEDULED_CHANGES_MAX,
  type ScheduledChangeKind,
} from '@affnet/contracts';
import { Badge, Button, Group, Paper, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { LocalDateTimePicker } from '../../../../components/local-date-time-picker';
import { PriceFields } from '../../../../components/offers/price-fields';
import { selectInputProps } from '../../../../lib/contract-form';
import { formatDateTime } from '../../../../lib/format';
import { formatPrice } from '../../../../lib/pricing';
import type { SectionForm } from '../../components/editor/offer-form';
import { ListError } from '../../components/list-error';
import { RowCard } from '../../components/row-card';
import type { EventChoice } from '../payouts/payouts-values';
import { type ChangeRow, newChangeRow, type ScheduleValues } from './schedule-values';

const KIND_OPTIONS: { value: ScheduledChangeKind; label: string }[] = [
  { value: 'status', label: 'Change the status' },
  { value: 'payout', label: "Change an event's payout or revenue" },
];
const STATUS_OPTIONS = OFFER_STATUSES.map((value) => ({ value, label: OFFER_STATUS_LABELS[value] }));

type ScheduledChangeRowsProps = {
  form: SectionForm<ScheduleValues>;
  events: EventChoice[];
  currency: string;
};

/** Changes that apply themselves later; the ones already run are kept as history with their result. */
export function ScheduledChangeRows({ form, events, currency }: ScheduledChangeRowsProps) {
  const changes = form.values.scheduledChanges;
  const timezone = form.values.timezone;
  return (
    <Stack gap="sm">
      {changes.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nothing scheduled.
        </Text>
      ) : null}
      {changes.map((change, index) =>
        change.state === 'pending' ? (
          <PendingChange
            key={change.rowKey}
            form={form}
            change={change}
            index={index}
            events={events}
            currency={currency}
            timezone={timezone}
          />
        ) : (
          <PastChange
            key={change.rowKey}
            change={change}
            events={events}
            currency={currency}
            timezone={timezone}
            errors={errorsOf(form.errors, `scheduledChanges.${index}.`)}
          />
        ),
      )}
      <ListError error={form.errors.scheduledChanges} />
      <Button
        variant="light"
        w="fit-content"
        leftSection={<IconPlus size={16} aria-hidden />}
        disabled={changes.length >= SCHEDULED_CHANGES_MAX}
        onClick={() => form.insertListItem('scheduledChanges', newChangeRow())}
      >
        Schedule a change
      </Button>
    </Stack>
  );
}

type PendingChangeProps = ScheduledChangeRowsProps & { change: ChangeRow; index: number; timezone: string };

function PendingChange({ form, change, index, events, currency, timezone }: PendingChangeProps) {
  const label = `Change ${index + 1}`;
  const path = `scheduledChanges.${index}` as const;
  const isBase = events.find((event) => event.key === change.eventKey)?.isBase ?? false;
  return (
    <RowCard label={label} onRemove={() => form.removeListItem('scheduledChanges', index)}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <LocalDateTimePicker
          label={`${label} runs at`}
          description={`In ${timezone}`}
          clearable={false}
          {...form.getInputProps(`${path}.runAt`)}
        />
        <Select
          label={`${label} does`}
          data={KIND_OPTIONS}
          allowDeselect={false}
          {...selectInputProps(form.getInputProps(`${path}.kind`))}
        />
        {change.kind === 'status' ? (
          <Select
            label={`${label} new status`}
            data={STATUS_OPTIONS}
            allowDeselect={false}
            {...selectInputProps(form.getInputProps(`${path}.status`))}
          />
        ) : (
          <Select
            label={`${label} event`}
            data={events.map((event) => ({ value: event.key, label: `${event.name} (${event.key})` }))}
            allowDeselect={false}
            {...selectInputProps(form.getInputProps(`${path}.eventKey`))}
          />
        )}
      </SimpleGrid>
      {change.kind === 'payout' ? (
        <Group gap="xl" align="flex-start">
          <PriceFields
            form={form}
            base={`${path}.payout`}
            type={change.payoutType}
            currency={currency}
            label={`${label} payout`}
            allowCpc={isBase}
            clearable
          />
          <PriceFields
            form={form}
            base={`${path}.revenue`}
            type={change.revenueType}
            currency={currency}
            label={`${label} revenue`}
            allowCpc={isBase}
            clearable
          />
        </Group>
      ) : null}
    </RowCard>
  );
}

type PastChangeProps = Omit<ScheduledChangeRowsProps, 'form'> & {
  change: ChangeRow;
  timezone: string;
  /** What the server said about this row, which has no inputs to show it on. */
  errors: string[];
};

function errorsOf(errors: Record<string, unknown>, prefix: string): string[] {
  return Object.entries(errors)
    .filter(([path, error]) => path.startsWith(prefix) && error)
    .map(([, error]) => String(error));
}

/** A change that already ran: what it did and when, or why it could not. */
function PastChange({ change, events, currency, timezone, errors }: PastChangeProps) {
  const failed = change.state === 'failed';
  return (
    <Paper withBorder radius="sm" p="md" bg="var(--mantine-color-default-hover)">
      <Group justify="space-between" align="flex-start">
        <Stack gap={2}>
          <Text size="sm">{describeChange(change, events, currency)}</Text>
          <Text size="xs" c="dimmed">
            Scheduled for {change.runAt.slice(0, 16)} ({timezone})
            {change.appliedAt ? ` · ran ${formatDateTime(change.appliedAt)}` : ''}
          </Text>
          {failed && change.error ? (
            <Text size="xs" c="red">
              {change.error}
            </Text>
          ) : null}
          {errors.map((error) => (
            <ListError key={error} error={error} />
          ))}
        </Stack>
        <Badge color={failed ? 'red' : 'teal'} variant="light">
          {failed ? 'Failed' : 'Applied'}
        </Badge>
      </Group>
    </Paper>
  );
}

function describeChange(change: ChangeRow, events: EventChoice[], currency: string): string {
  if (change.kind === 'status') {
    return `Status → ${change.status ? OFFER_STATUS_LABELS[change.status] : 'unknown'}`;
  }
  const event = events.find((candidate) => candidate.key === change.eventKey)?.name ?? change.eventKey;
  const parts: string[] = [];
  if (change.payoutType) {
    parts.push(
      `payout ${formatPrice({ type: change.payoutType, amount: change.payoutAmount || null, percent: change.payoutPercent || null }, currency)}`,
    );
  }
  if (change.revenueType) {
    parts.push(
      `revenue ${formatPrice({ type: change.revenueType, amount: change.revenueAmount || null, percent: change.revenuePercent || null }, currency)}`,
    );
  }
  return `${event}: ${parts.join(', ')}`;
}
