import {
  BLOCKED_IPS_MAX,
  DUPLICATE_CLICK_ACTION_LABELS,
  DUPLICATE_CLICK_ACTIONS,
  DUPLICATE_WINDOW_HOURS_MAX,
  TARGETING_DIMENSION_LABELS,
  TARGETING_DIMENSIONS,
  TARGETING_MISMATCH_ACTIONS,
  TARGETING_MISMATCH_LABELS,
  type TargetingDimension,
} from '@affnet/contracts';
import { MultiSelect, NumberInput, Select, SimpleGrid, Stack, Switch, TagsInput, Text } from '@mantine/core';
import { useMemo } from 'react';
import { CLOSED_DROPDOWN } from '../../../../components/closed-dropdown';
import { InfoCard } from '../../../../components/info-card';
import { selectInputProps } from '../../../../lib/contract-form';
import type { SectionForm } from '../../components/editor/offer-form';
import { DIMENSION_INPUTS, type TargetingValues } from './targeting-values';

const MISMATCH_OPTIONS = TARGETING_MISMATCH_ACTIONS.map((value) => ({
  value,
  label: TARGETING_MISMATCH_LABELS[value],
}));

const DUPLICATE_OPTIONS = DUPLICATE_CLICK_ACTIONS.map((value) => ({
  value,
  label: DUPLICATE_CLICK_ACTION_LABELS[value],
}));

const HINTS: Partial<Record<TargetingDimension, string>> = {
  region: 'ISO 3166-2 codes. Press Enter after each.',
  ip: 'Addresses or CIDR ranges. Press Enter after each.',
};

type TargetingFieldsProps = { form: SectionForm<TargetingValues> };

/**
 * Who the offer takes clicks from. Per dimension: with an include list only matching clicks pass;
 * the exclude list turns matching clicks away; both empty is no rule.
 */
export function TargetingFields({ form }: TargetingFieldsProps) {
  return (
    <>
      <InfoCard
        title="Rules"
        description="With values under Include, only matching clicks pass. Values under Exclude turn matching clicks away. Leave both empty to accept everyone."
      >
        <Stack gap="lg">
          {TARGETING_DIMENSIONS.map((dimension) => (
            <DimensionFields key={dimension} form={form} dimension={dimension} />
          ))}
        </Stack>
      </InfoCard>
      <InfoCard title="Other clicks">
        <Switch
          label="Block proxies"
          description="Turn away clicks from data centres, clouds, VPN providers and Tor exits (known by the address's network), and clicks through a proxy that names itself in the request (corporate, school and carrier proxies). Residential proxies are not recognised."
          {...form.getInputProps('targeting.blockProxies', { type: 'checkbox' })}
        />
        <Select
          label="A click that does not match"
          data={MISMATCH_OPTIONS}
          allowDeselect={false}
          maw={360}
          {...selectInputProps(form.getInputProps('targeting.mismatchAction'))}
        />
      </InfoCard>
      <TrafficFilterFields form={form} />
    </>
  );
}

/** Bots, blocked addresses and repeat clicks: checked on every click after the rules above. */
function TrafficFilterFields({ form }: TargetingFieldsProps) {
  return (
    <InfoCard
      title="Traffic filters"
      description="Checked on every click after the rules above. A filtered click follows the fallback as fraud (bots, blocked addresses) or as a duplicate."
    >
      <Switch
        label="Block bots"
        description="Turn away clicks whose browser says it is a known bot or crawler."
        {...form.getInputProps('blockBots', { type: 'checkbox' })}
      />
      <TagsInput
        label="Blocked IPs"
        description={`Addresses or CIDR ranges whose clicks are always refused, at most ${BLOCKED_IPS_MAX}. Press Enter after each.`}
        placeholder="e.g. 203.0.113.7, 198.51.100.0/24"
        splitChars={[',', ' ']}
        acceptValueOnBlur
        clearable
        comboboxProps={CLOSED_DROPDOWN}
        {...form.getInputProps('blockedIps')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          label="A duplicate click"
          description="A repeat click of the same visitor (cookie, or IP and browser) within the window."
          data={DUPLICATE_OPTIONS}
          allowDeselect={false}
          {...selectInputProps(form.getInputProps('duplicateClickAction'))}
        />
        <NumberInput
          label="Duplicate window (hours)"
          description="How long a click counts as the visitor's last one. 1 to 720."
          min={1}
          max={DUPLICATE_WINDOW_HOURS_MAX}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('duplicateClickWindowHours')}
        />
      </SimpleGrid>
    </InfoCard>
  );
}

type DimensionFieldsProps = TargetingFieldsProps & { dimension: TargetingDimension };

function DimensionFields({ form, dimension }: DimensionFieldsProps) {
  const label = TARGETING_DIMENSION_LABELS[dimension];
  return (
    <Stack gap={4}>
      <Text fw={600} size="sm">
        {label}
      </Text>
      {HINTS[dimension] ? (
        <Text size="xs" c="dimmed">
          {HINTS[dimension]}
        </Text>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {(['include', 'exclude'] as const).map((list) => (
          <ValuesInput
            key={list}
            dimension={dimension}
            label={`${label}: ${list}`}
            placeholder={list === 'include' ? 'Everyone' : 'Nobody'}
            inputProps={form.getInputProps(`targeting.${dimension}.${list}`)}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

type ValuesInputProps = {
  dimension: TargetingDimension;
  label: string;
  /** Shown while the list is empty: what an empty list means. */
  placeholder: string;
  inputProps: ReturnType<SectionForm<TargetingValues>['getInputProps']>;
};

/** A picker for listed values (countries with names, devices…), free entry for regions and IPs. */
function ValuesInput({ dimension, label, placeholder, inputProps }: ValuesInputProps) {
  const input = DIMENSION_INPUTS[dimension];
  const options = useMemo(() => (input.kind === 'pick' ? input.options() : []), [input]);
  if (input.kind === 'type') {
    return (
      <TagsInput
        label={label}
        placeholder={`${placeholder}, e.g. ${input.placeholder}`}
        splitChars={[',', ' ']}
        acceptValueOnBlur
        clearable
        comboboxProps={CLOSED_DROPDOWN}
        {...inputProps}
      />
    );
  }
  return (
    <MultiSelect
      label={label}
      placeholder={placeholder}
      data={options}
      searchable
      clearable
      nothingFoundMessage="Nothing matches"
      comboboxProps={CLOSED_DROPDOWN}
      {...inputProps}
    />
  );
}
