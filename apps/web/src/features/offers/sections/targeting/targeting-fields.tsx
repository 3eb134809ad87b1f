import {
  TARGETING_DIMENSION_LABELS,
  TARGETING_DIMENSIONS,
  TARGETING_MISMATCH_ACTIONS,
  TARGETING_MISMATCH_LABELS,
  type TargetingDimension,
} from '@affnet/contracts';
import { MultiSelect, Select, SimpleGrid, Stack, Switch, TagsInput, Text } from '@mantine/core';
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
          description="Turn away clicks from known proxies, VPNs, Tor exits and data centres."
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
    </>
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
