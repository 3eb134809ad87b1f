import {
  CONVERSION_STATUS_LABELS,
  CONVERSION_STATUSES,
  type ConversionDefaultStatus,
  OFFER_EVENTS_MAX,
} from '@affnet/contracts';
import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  Radio,
  Select,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { InfoCard } from '../../../../components/info-card';
import type { SectionForm } from '../../components/editor/offer-form';
import { ListError } from '../../components/list-error';
import { type EventsValues, newEventRow } from './events-values';

/** The select's stand-in for "no status of its own" (a select option cannot be empty). */
const OFFER_DEFAULT = 'offer_default';

type EventsFieldsProps = {
  form: SectionForm<EventsValues>;
  /** The payouts tab, where new events get their prices; null when payouts are on the same page. */
  payoutsPath: string | null;
  /** The offer's default conversion status, named in the "Offer default" option. */
  offerDefault: ConversionDefaultStatus;
};

/** The conversion events an offer records: keys advertisers post, names people read, and their rules. */
export function EventsFields({ form, payoutsPath, offerDefault }: EventsFieldsProps) {
  const events = form.values.events;
  const statusOptions = [
    { value: OFFER_DEFAULT, label: `Offer default (${CONVERSION_STATUS_LABELS[offerDefault]})` },
    ...CONVERSION_STATUSES.map((value) => ({ value, label: CONVERSION_STATUS_LABELS[value] })),
  ];
  const setBase = (index: number) => {
    events.forEach((_, other) => {
      form.setFieldValue(`events.${other}.isBase`, other === index);
    });
  };

  return (
    <InfoCard
      title="Events"
      description="The base event is what a postback without an event records; add more for deposits, upsells and other steps."
    >
      <Alert color="blue" variant="light">
        New events start with a zero payout and revenue.{' '}
        {payoutsPath ? (
          <>
            Set their prices on the{' '}
            <Anchor component={Link} to={payoutsPath} inherit c="inherit" underline="always">
              Payouts tab
            </Anchor>
            .
          </>
        ) : (
          'Set their prices under Payouts below.'
        )}
      </Alert>
      <Table.ScrollContainer minWidth={860}>
        <Table verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={60}>Base</Table.Th>
              <Table.Th>Key</Table.Th>
              <Table.Th>Name</Table.Th>
              <Table.Th w={220}>Conversion status</Table.Th>
              <Table.Th w={100}>Duplicates</Table.Th>
              <Table.Th w={80}>Private</Table.Th>
              <Table.Th w={50}>
                <VisuallyHidden>Remove</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {events.map((event, index) => {
              const row = `Event ${index + 1}`;
              const status = form.getInputProps(`events.${index}.defaultStatus`);
              return (
                <Table.Tr key={event.rowKey}>
                  <Table.Td>
                    <Radio
                      name="base-event"
                      aria-label={`${row} is the base event`}
                      checked={event.isBase}
                      onChange={() => setBase(index)}
                      error={Boolean(form.errors[`events.${index}.isBase`])}
                    />
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      aria-label={`${row} key`}
                      placeholder="first_deposit"
                      ff="monospace"
                      maxLength={32}
                      {...form.getInputProps(`events.${index}.key`)}
                    />
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      aria-label={`${row} name`}
                      placeholder="First deposit"
                      maxLength={80}
                      {...form.getInputProps(`events.${index}.name`)}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Select
                      aria-label={`${row} conversion status`}
                      data={statusOptions}
                      allowDeselect={false}
                      error={status.error}
                      value={event.defaultStatus || OFFER_DEFAULT}
                      onChange={(value) =>
                        form.setFieldValue(
                          `events.${index}.defaultStatus`,
                          CONVERSION_STATUSES.find((known) => known === value) ?? '',
                        )
                      }
                    />
                  </Table.Td>
                  <Table.Td>
                    <Checkbox
                      aria-label={`${row} allows duplicates`}
                      error={Boolean(form.errors[`events.${index}.allowDuplicates`])}
                      {...form.getInputProps(`events.${index}.allowDuplicates`, {
                        type: 'checkbox',
                        withError: false,
                      })}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Checkbox
                      aria-label={`${row} is private`}
                      error={Boolean(form.errors[`events.${index}.isPrivate`])}
                      {...form.getInputProps(`events.${index}.isPrivate`, {
                        type: 'checkbox',
                        withError: false,
                      })}
                    />
                  </Table.Td>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Remove ${row.toLowerCase()}`}
                      disabled={events.length === 1}
                      onClick={() => form.removeListItem('events', index)}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <RowErrors form={form} />
      <ListError error={form.errors.events} />
      <Group justify="space-between">
        <Text size="xs" c="dimmed">
          Duplicates: more than one conversion of this event per click. Private: hidden from publishers (no
          payout shown, not in their reports).
        </Text>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={events.length >= OFFER_EVENTS_MAX}
          onClick={() => form.insertListItem('events', newEventRow(events.length === 0))}
        >
          Add event
        </Button>
      </Group>
    </InfoCard>
  );
}

/** Row problems with no input to sit on (the base radio, the private box). */
function RowErrors({ form }: { form: SectionForm<EventsValues> }) {
  const messages = form.values.events.flatMap((_, index) =>
    (['isBase', 'isPrivate', 'allowDuplicates'] as const).flatMap((field) => {
      const error = form.errors[`events.${index}.${field}`];
      return error ? [`Event ${index + 1}: ${String(error)}`] : [];
    }),
  );
  return messages.map((message) => <ListError key={message} error={message} />);
}
