import {
  CAP_ACTION_LABELS,
  CAP_ACTIONS_BY_METRIC,
  CAP_METRIC_LABELS,
  CAP_METRICS,
  CAP_PERIOD_LABELS,
  CAP_PERIODS,
  CAP_SCOPE_LABELS,
  CAP_SCOPES,
  type CapMetric,
  MONEY_CAP_METRICS,
  OFFER_CAPS_MAX,
} from '@affnet/contracts';
import { Button, Checkbox, NumberInput, Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { CLOSED_DROPDOWN } from '../../../../components/closed-dropdown';
import { InfoCard } from '../../../../components/info-card';
import { PublisherPicker } from '../../../../components/pickers/partner-picker';
import { knownOption } from '../../../../components/pickers/remote-select';
import { TimezoneSelect } from '../../../../components/timezone-select';
import { selectInputProps } from '../../../../lib/contract-form';
import { currencySymbol } from '../../../../lib/money';
import type { SectionForm } from '../../components/editor/offer-form';
import { ListError } from '../../components/list-error';
import { RowCard } from '../../components/row-card';
import type { EventChoice } from '../payouts/payouts-values';
import { type CapRow, type CapsValues, newCapRow } from './caps-values';

const METRIC_OPTIONS = CAP_METRICS.map((value) => ({ value, label: CAP_METRIC_LABELS[value] }));
const PERIOD_OPTIONS = CAP_PERIODS.map((value) => ({ value, label: CAP_PERIOD_LABELS[value] }));
const SCOPE_OPTIONS = CAP_SCOPES.map((value) => ({ value, label: CAP_SCOPE_LABELS[value] }));

function isCapMetric(value: unknown): value is CapMetric {
  return (CAP_METRICS as readonly unknown[]).includes(value);
}

type CapsFieldsProps = {
  form: SectionForm<CapsValues>;
  events: EventChoice[];
  currency: string;
  /** The offer's time zone, which new caps count in. */
  timezone: string;
};

/** Limits on clicks, conversions or money per period, and what happens when one is reached. */
export function CapsFields({ form, events, currency, timezone }: CapsFieldsProps) {
  const caps = form.values.caps;
  return (
    <InfoCard
      title="Caps"
      description={`Each cap counts one metric per period, for the whole offer, for each publisher separately or for one publisher. Up to ${OFFER_CAPS_MAX}.`}
    >
      {caps.length === 0 ? (
        <Text size="sm" c="dimmed">
          No caps: the offer takes unlimited traffic.
        </Text>
      ) : null}
      {caps.map((cap, index) => (
        <CapFields key={cap.rowKey} form={form} cap={cap} index={index} events={events} currency={currency} />
      ))}
      <ListError error={form.errors.caps} />
      <Button
        variant="light"
        w="fit-content"
        leftSection={<IconPlus size={16} aria-hidden />}
        disabled={caps.length >= OFFER_CAPS_MAX}
        onClick={() => form.insertListItem('caps', newCapRow(timezone))}
      >
        Add cap
      </Button>
    </InfoCard>
  );
}

type CapFieldsProps = {
  form: SectionForm<CapsValues>;
  cap: CapRow;
  index: number;
  events: EventChoice[];
  currency: string;
};

function CapFields({ form, cap, index, events, currency }: CapFieldsProps) {
  const label = `Cap ${index + 1}`;
  const path = `caps.${index}` as const;
  const isMoney = MONEY_CAP_METRICS.includes(cap.metric);
  const actions = CAP_ACTIONS_BY_METRIC[cap.metric];
  const publisher = form.getInputProps(`${path}.publisherId`);
  const metric = form.getInputProps(`${path}.metric`);
  const changeMetric = (value: string | null) => {
    if (!isCapMetric(value)) return;
    form.setFieldValue(`${path}.metric`, value);
    if (value === 'clicks') form.setFieldValue(`${path}.eventKey`, '');
    const allowed = CAP_ACTIONS_BY_METRIC[value];
    if (!allowed.includes(cap.action)) form.setFieldValue(`${path}.action`, allowed[0] ?? 'fallback');
  };
  return (
    <RowCard label={label} onRemove={() => form.removeListItem('caps', index)}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <Select
          label={`${label} counts`}
          data={METRIC_OPTIONS}
          allowDeselect={false}
          error={metric.error}
          value={cap.metric}
          onChange={changeMetric}
        />
        <Select
          label={`${label} period`}
          data={PERIOD_OPTIONS}
          allowDeselect={false}
          {...selectInputProps(form.getInputProps(`${path}.period`))}
        />
        <TimezoneSelect
          label={`${label} time zone`}
          description="Days, weeks and months start at midnight here."
          current={cap.timezone}
          comboboxProps={CLOSED_DROPDOWN}
          {...form.getInputProps(`${path}.timezone`)}
        />
        <Select
          label={`${label} applies to`}
          data={SCOPE_OPTIONS}
          allowDeselect={false}
          {...selectInputProps(form.getInputProps(`${path}.scope`))}
        />
        {cap.scope === 'publisher' ? (
          <PublisherPicker
            label={`${label} publisher`}
            value={cap.publisherId || null}
            known={knownOption(cap.publisherId, cap.publisherName)}
            error={publisher.error}
            onChange={(id, option) => {
              form.setFieldValue(`${path}.publisherId`, id ?? '');
              form.setFieldValue(`${path}.publisherName`, option?.label ?? '');
            }}
          />
        ) : null}
        {cap.metric === 'clicks' ? null : (
          <Select
            label={`${label} event`}
            placeholder="Every event"
            clearable
            data={events.map((event) => ({ value: event.key, label: `${event.name} (${event.key})` }))}
            {...selectInputProps(form.getInputProps(`${path}.eventKey`))}
          />
        )}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <TextInput
          label={`${label} limit`}
          description={isMoney ? `An amount in ${currency}` : 'A whole number'}
          inputMode={isMoney ? 'decimal' : 'numeric'}
          leftSection={isMoney ? (currencySymbol(currency) ?? undefined) : undefined}
          {...form.getInputProps(`${path}.limit`)}
        />
        <Select
          label={`${label} when reached`}
          data={actions.map((value) => ({ value, label: CAP_ACTION_LABELS[value] }))}
          allowDeselect={false}
          {...selectInputProps(form.getInputProps(`${path}.action`))}
        />
        <NumberInput
          label={`${label} alert at`}
          description="Warn staff at this share of the limit."
          placeholder="No alert"
          min={1}
          max={99}
          allowDecimal={false}
          allowNegative={false}
          suffix="%"
          {...form.getInputProps(`${path}.alertPercent`)}
        />
      </SimpleGrid>
      <Checkbox
        label="Publishers see this cap (its limit and period) on the offer"
        {...form.getInputProps(`${path}.visibleToPublishers`, { type: 'checkbox' })}
      />
    </RowCard>
  );
}
