import { HOLD_DAYS_MAX, type Publisher } from '@affnet/contracts';
import { Badge, Group, NumberInput, Text, TextInput } from '@mantine/core';
import { Field, FieldList, InfoCard } from '../../../components/info-card';
import { MESSENGER_LABELS } from '../../../components/messenger-fields';
import { TRAFFIC_SOURCE_LABELS } from '../../../components/traffic-sources-input';
import type { FieldBinder } from '../../../lib/contract-form';
import { formatDate } from '../../../lib/format';
import { formatAmount } from '../../../lib/money';
import type { PartnerKindForm } from './partner-form-values';

/** Where the publisher's traffic comes from, when and from what sum they are paid, and how to reach them on a messenger. */
export function PublisherTrafficCard({ publisher }: { publisher: Publisher }) {
  return (
    <InfoCard title="Traffic, payment and messenger">
      <FieldList>
        <Field label="Traffic sources">
          {publisher.trafficSources.length > 0 ? (
            <Group gap={6}>
              {publisher.trafficSources.map((source) => (
                <Badge key={source} variant="light" color="gray" tt="none">
                  {TRAFFIC_SOURCE_LABELS[source]}
                </Badge>
              ))}
            </Group>
          ) : null}
        </Field>
        <Field label="Hold before payment">
          {publisher.holdDays === null
            ? "The network's hold (unless the offer has its own)"
            : `${publisher.holdDays} days`}
        </Field>
        <Field label="Minimum payout">
          {publisher.minimumPayout === null
            ? "The payout method's"
            : formatAmount(publisher.minimumPayout, publisher.currency)}
        </Field>
        <Field label="Self-billing agreement">
          {publisher.selfBillingAcceptedAt
            ? `Accepted on ${formatDate(publisher.selfBillingAcceptedAt)}`
            : 'Not accepted yet'}
        </Field>
        <Field label="Messenger">{publisher.messenger ? MESSENGER_LABELS[publisher.messenger] : null}</Field>
        <Field label="Handle">
          {publisher.messengerHandle ? (
            <Text size="sm" ff="monospace">
              {publisher.messengerHandle}
            </Text>
          ) : null}
        </Field>
      </FieldList>
    </InfoCard>
  );
}

/** The publisher's hold: days after approval before conversions are payable (docs/money.md). */
export function HoldDaysInput({ form }: { form: FieldBinder<'holdDays'> }) {
  return (
    <NumberInput
      label="Hold before payment (days)"
      description="Approved conversions are payable, and invoiced, this many days after approval, unless the offer sets its own hold. 0 to 90; empty = the network's hold (setting/publisher)."
      min={0}
      max={HOLD_DAYS_MAX}
      allowDecimal={false}
      allowNegative={false}
      key={form.key('holdDays')}
      {...form.getInputProps('holdDays')}
    />
  );
}

/**
 * The publisher's own minimum payout (docs/money.md "Minimum and carry-over"), in the currency the
 * form has chosen for them: their invoices wait for it as for their payout method's.
 */
export function MinimumPayoutInput({ form }: { form: PartnerKindForm }) {
  const currency = form.useWatchValue('currency');
  return (
    <TextInput
      label="Minimum payout"
      description="Invoices are issued only once they reach this and the payout method's minimum; empty = the method's alone."
      inputMode="decimal"
      placeholder="0.00"
      rightSection={currency}
      rightSectionWidth={48}
      key={form.key('minimumPayout')}
      {...form.getInputProps('minimumPayout')}
    />
  );
}
