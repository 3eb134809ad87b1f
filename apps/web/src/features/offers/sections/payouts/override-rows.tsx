import { PAYOUT_OVERRIDES_MAX } from '@affnet/contracts';
import { Button, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { CLOSED_DROPDOWN } from '../../../../components/closed-dropdown';
import { CountrySelect } from '../../../../components/country-select';
import { LocalDateTimePicker } from '../../../../components/local-date-time-picker';
import { PriceFields } from '../../../../components/offers/price-fields';
import { PublisherPicker } from '../../../../components/pickers/partner-picker';
import { knownOption } from '../../../../components/pickers/remote-select';
import { selectInputProps } from '../../../../lib/contract-form';
import { payoutAboveRevenueWarning } from '../../../../lib/risky-input';
import { ListError } from '../../components/list-error';
import { RowCard } from '../../components/row-card';
import { newOverrideRow, type PayoutsFieldsProps, typedPayoutOf, typedRevenueOf } from './payouts-values';

/** The publisher overrides: event, publisher, optional country and dates, and the payout. */
export function OverrideRows({ form, events, currency, timezone }: PayoutsFieldsProps) {
  const overrides = form.values.overrides;
  const named = events.filter((event) => event.key !== '');
  const eventOptions = named.map((event) => ({ value: event.key, label: `${event.name} (${event.key})` }));
  const baseKey = named.find((event) => event.isBase)?.key ?? named[0]?.key ?? '';
  return (
    <Stack gap="sm">
      {overrides.length === 0 ? (
        <Text size="sm" c="dimmed">
          No overrides: every publisher gets the default payouts.
        </Text>
      ) : null}
      {overrides.map((row, index) => {
        const label = `Override ${index + 1}`;
        const publisher = form.getInputProps(`overrides.${index}.publisherId`);
        const eventIndex = events.findIndex((event) => event.key === row.eventKey);
        const isBase = events[eventIndex]?.isBase ?? false;
        // An override pays instead of the default, from the same revenue: the event's default one.
        const revenue = form.values.payouts[eventIndex];
        const warning = revenue
          ? payoutAboveRevenueWarning(typedPayoutOf(row), typedRevenueOf(revenue), currency)
          : null;
        return (
          <RowCard key={row.rowKey} label={label} onRemove={() => form.removeListItem('overrides', index)}>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              <Select
                label={`${label} event`}
                data={eventOptions}
                allowDeselect={false}
                {...selectInputProps(form.getInputProps(`overrides.${index}.eventKey`))}
              />
              <PublisherPicker
                label={`${label} publisher`}
                value={row.publisherId || null}
                known={knownOption(row.publisherId, row.publisherName)}
                error={publisher.error}
                onChange={(id, option) => {
                  form.setFieldValue(`overrides.${index}.publisherId`, id ?? '');
                  form.setFieldValue(`overrides.${index}.publisherName`, option?.label ?? '');
                }}
              />
              <CountrySelect
                label={`${label} country`}
                placeholder="Every country"
                clearable
                comboboxProps={CLOSED_DROPDOWN}
                {...form.getInputProps(`overrides.${index}.country`)}
                value={row.country || null}
              />
            </SimpleGrid>
            <PriceFields
              form={form}
              base={`overrides.${index}.payout`}
              type={row.payoutType}
              currency={currency}
              label={`${label} payout`}
              allowCpc={isBase}
              warning={warning}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <LocalDateTimePicker
                label={`${label} starts`}
                description={`Optional, in ${timezone}`}
                placeholder="Now"
                {...form.getInputProps(`overrides.${index}.startsAt`)}
              />
              <LocalDateTimePicker
                label={`${label} ends`}
                description={`Optional, in ${timezone}`}
                placeholder="No end"
                {...form.getInputProps(`overrides.${index}.endsAt`)}
              />
            </SimpleGrid>
          </RowCard>
        );
      })}
      <ListError error={form.errors.overrides} />
      <Button
        variant="light"
        w="fit-content"
        leftSection={<IconPlus size={16} aria-hidden />}
        disabled={named.length === 0 || overrides.length >= PAYOUT_OVERRIDES_MAX}
        onClick={() => form.insertListItem('overrides', newOverrideRow(baseKey))}
      >
        Add override
      </Button>
    </Stack>
  );
}
