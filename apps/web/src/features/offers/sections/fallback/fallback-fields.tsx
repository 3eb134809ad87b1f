import {
  FALLBACK_REASON_LABELS,
  FALLBACK_REASONS,
  FALLBACK_STRATEGIES,
  FALLBACK_STRATEGY_LABELS,
  FALLBACKS_MAX,
  type FallbackKind,
} from '@affnet/contracts';
import {
  ActionIcon,
  Button,
  Group,
  MultiSelect,
  NumberInput,
  Radio,
  SegmentedControl,
  SimpleGrid,
  Text,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus } from '@tabler/icons-react';
import { CLOSED_DROPDOWN } from '../../../../components/closed-dropdown';
import { InfoCard } from '../../../../components/info-card';
import { MacroUrlInput } from '../../../../components/offers/macro-url-input';
import { OfferPicker } from '../../../../components/pickers/offer-picker';
import { knownOption } from '../../../../components/pickers/remote-select';
import type { SectionForm } from '../../components/editor/offer-form';
import { ListError } from '../../components/list-error';
import { RowCard } from '../../components/row-card';
import { type FallbackRow, type FallbackValues, newFallbackRow } from './fallback-values';

const REASON_OPTIONS = FALLBACK_REASONS.map((value) => ({ value, label: FALLBACK_REASON_LABELS[value] }));
const KIND_OPTIONS: { value: FallbackKind; label: string }[] = [
  { value: 'url', label: 'A URL' },
  { value: 'offer', label: 'Another offer' },
];

type FallbackFieldsProps = {
  form: SectionForm<FallbackValues>;
  /** The offer being edited, which cannot be its own fallback; absent for a new offer. */
  offerId?: string;
};

/** Where a click goes when the offer cannot take it, and how the entry is picked. */
export function FallbackFields({ form, offerId }: FallbackFieldsProps) {
  const entries = form.values.fallbacks;
  const byWeight = form.values.fallbackStrategy === 'weight';
  return (
    <InfoCard
      title="Fallback"
      description="A click the offer cannot take (cap reached, targeting, schedule, paused…) goes to one of these entries. An entry with no reasons applies to every reason."
    >
      <Radio.Group label="Pick an entry" {...form.getInputProps('fallbackStrategy')}>
        <Group mt="xs">
          {FALLBACK_STRATEGIES.map((value) => (
            <Radio key={value} value={value} label={FALLBACK_STRATEGY_LABELS[value]} />
          ))}
        </Group>
      </Radio.Group>
      {entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          No fallback: clicks the offer cannot take are turned away.
        </Text>
      ) : null}
      {entries.map((entry, index) => (
        <EntryFields
          key={entry.rowKey}
          form={form}
          entry={entry}
          index={index}
          count={entries.length}
          byWeight={byWeight}
          offerId={offerId}
        />
      ))}
      <ListError error={form.errors.fallbacks} />
      <Button
        variant="light"
        w="fit-content"
        leftSection={<IconPlus size={16} aria-hidden />}
        disabled={entries.length >= FALLBACKS_MAX}
        onClick={() => form.insertListItem('fallbacks', newFallbackRow())}
      >
        Add fallback
      </Button>
    </InfoCard>
  );
}

type EntryFieldsProps = FallbackFieldsProps & {
  entry: FallbackRow;
  index: number;
  count: number;
  byWeight: boolean;
};

function EntryFields({ form, entry, index, count, byWeight, offerId }: EntryFieldsProps) {
  const label = `Fallback ${index + 1}`;
  const path = `fallbacks.${index}` as const;
  const target = form.getInputProps(`${path}.offerId`);
  return (
    <RowCard
      label={label}
      onRemove={() => form.removeListItem('fallbacks', index)}
      extra={
        <SegmentedControl
          size="xs"
          data={KIND_OPTIONS}
          aria-label={`${label} goes to`}
          value={entry.kind}
          onChange={(kind) => form.setFieldValue(`${path}.kind`, kind === 'offer' ? 'offer' : 'url')}
        />
      }
      actions={
        <>
          <ActionIcon
            variant="subtle"
            aria-label={`Move ${label.toLowerCase()} up`}
            disabled={index === 0}
            onClick={() => form.reorderListItem('fallbacks', { from: index, to: index - 1 })}
          >
            <IconArrowUp size={16} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            aria-label={`Move ${label.toLowerCase()} down`}
            disabled={index === count - 1}
            onClick={() => form.reorderListItem('fallbacks', { from: index, to: index + 1 })}
          >
            <IconArrowDown size={16} aria-hidden />
          </ActionIcon>
        </>
      }
    >
      <SimpleGrid cols={{ base: 1, sm: byWeight ? 3 : 2 }} spacing="sm">
        {entry.kind === 'url' ? (
          <MacroUrlInput label={`${label} URL`} {...form.getInputProps(`${path}.url`)} />
        ) : (
          <OfferPicker
            label={`${label} offer`}
            value={entry.offerId || null}
            known={knownOption(entry.offerId, entry.offerName)}
            excludeValues={offerId ? [offerId] : []}
            error={target.error}
            onChange={(id, option) => {
              form.setFieldValue(`${path}.offerId`, id ?? '');
              form.setFieldValue(`${path}.offerName`, option?.label ?? '');
            }}
          />
        )}
        <MultiSelect
          label={`${label} reasons`}
          placeholder={entry.reasons.length === 0 ? 'Every reason' : undefined}
          data={REASON_OPTIONS}
          clearable
          comboboxProps={CLOSED_DROPDOWN}
          {...form.getInputProps(`${path}.reasons`)}
        />
        {byWeight ? (
          <NumberInput
            label={`${label} weight`}
            min={1}
            max={100}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps(`${path}.weight`)}
          />
        ) : null}
      </SimpleGrid>
    </RowCard>
  );
}
