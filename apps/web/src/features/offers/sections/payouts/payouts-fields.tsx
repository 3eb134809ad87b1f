import { PAYOUT_OVERRIDES_MAX } from '@affnet/contracts';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { InfoCard } from '../../../../components/info-card';
import { PriceFields } from '../../../../components/offers/price-fields';
import { payoutAboveRevenueWarning } from '../../../../lib/risky-input';
import { ListError } from '../../components/list-error';
import { MarginHint } from './margin-hint';
import { OverrideRows } from './override-rows';
import { type PayoutsFieldsProps, typedPayoutOf, typedRevenueOf } from './payouts-values';

/** Every event's default payout and revenue, then the publisher overrides that win over them. */
export function PayoutsFields(props: PayoutsFieldsProps) {
  return (
    <>
      <InfoCard
        title="Default payouts"
        description="What every publisher is paid and the advertiser is charged for each event, unless an override below applies."
      >
        <DefaultPayoutRows {...props} />
      </InfoCard>
      <InfoCard
        title="Publisher overrides"
        description={`A publisher's own payout for one event wins over the default: only for clicks from one country when a country is set, and only between the start and end when set (in the offer's time zone, ${props.timezone}). Up to ${PAYOUT_OVERRIDES_MAX}.`}
      >
        <OverrideRows {...props} />
      </InfoCard>
    </>
  );
}

function DefaultPayoutRows({ form, events, currency }: PayoutsFieldsProps) {
  return (
    <Stack gap="sm">
      {form.values.payouts.map((row, index) => {
        const event = events[index];
        const label = event?.name || `Event ${index + 1}`;
        return (
          <Paper
            key={row.eventKey || index}
            withBorder
            radius="sm"
            p="md"
            component="fieldset"
            aria-label={label}
          >
            <Stack gap="sm">
              <Group gap="xs">
                <Text fw={600}>{label}</Text>
                <Text size="sm" c="dimmed" ff="monospace">
                  {event?.key ?? row.eventKey}
                </Text>
                {event?.isBase ? (
                  <Badge variant="light" size="sm">
                    Base event
                  </Badge>
                ) : null}
              </Group>
              <Group gap="xl" align="flex-start">
                <PriceFields
                  form={form}
                  base={`payouts.${index}.payout`}
                  type={row.payoutType}
                  currency={currency}
                  label="Payout"
                  allowCpc={event?.isBase ?? false}
                  warning={payoutAboveRevenueWarning(typedPayoutOf(row), typedRevenueOf(row), currency)}
                />
                <PriceFields
                  form={form}
                  base={`payouts.${index}.revenue`}
                  type={row.revenueType}
                  currency={currency}
                  label="Revenue"
                  allowCpc={event?.isBase ?? false}
                />
              </Group>
              <MarginHint row={row} currency={currency} />
              <ListError error={form.errors[`payouts.${index}.eventKey`]} />
            </Stack>
          </Paper>
        );
      })}
      <ListError error={form.errors.payouts} />
    </Stack>
  );
}
