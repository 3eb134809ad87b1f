import { PAYOUT_TYPE_LABELS, PAYOUT_TYPE_PARTS, PAYOUT_TYPES, type PayoutType } from '@affnet/contracts';
import { Group, Select, TextInput } from '@mantine/core';
import { type FieldBinder, selectInputProps } from '../../lib/contract-form';
import { currencySymbol } from '../../lib/money';
import { FieldWarning } from '../field-warning';

type PriceFieldsProps = {
  form: FieldBinder<string>;
  /** Path prefix of the three fields: `payouts.0.payout` → payoutType, payoutAmount, payoutPercent. */
  base: string;
  /** The type chosen now ('' = none yet), which decides the inputs shown. */
  type: PayoutType | '';
  currency: string;
  /** "Payout" or "Revenue": the inputs' labels start with it. */
  label: string;
  /** CPC pays per click, which only the base event can use. */
  allowCpc?: boolean;
  /** An optional price (a scheduled change may leave it as it is). */
  clearable?: boolean;
  /** What is risky about the typed price, said under its inputs (a payout above its revenue). */
  warning?: string | null;
};

/**
 * A price as its type defines it (contracts `PAYOUT_TYPE_PARTS`): a fixed amount in the offer's
 * currency, a percentage of the sale, or both. Parts the type does not use are not shown and are
 * blanked before saving; the parts it uses are required (the schema's `checkAmountParts`), which
 * a blank form cannot show, so they are marked here.
 */
export function PriceFields({
  form,
  base,
  type,
  currency,
  label,
  allowCpc = true,
  clearable,
  warning,
}: PriceFieldsProps) {
  const description = warning ? <FieldWarning>{warning}</FieldWarning> : undefined;
  const parts = type ? PAYOUT_TYPE_PARTS[type] : { amount: false, percent: false };
  const symbol = currencySymbol(currency);
  const options = PAYOUT_TYPES.map((value) => ({
    value,
    label: PAYOUT_TYPE_LABELS[value],
    disabled: value === 'cpc' && !allowCpc && type !== 'cpc',
  }));
  return (
    <Group gap="sm" align="flex-start" wrap="wrap">
      <Select
        label={`${label} type`}
        data={options}
        allowDeselect={Boolean(clearable)}
        clearable={clearable}
        placeholder={clearable ? 'No change' : undefined}
        w={250}
        {...selectInputProps(form.getInputProps(`${base}Type`))}
      />
      {parts.amount ? (
        <TextInput
          label={`${label} amount`}
          description={description}
          required
          inputMode="decimal"
          placeholder="0.00"
          leftSection={symbol ?? undefined}
          rightSection={symbol ? undefined : currency}
          rightSectionWidth={symbol ? undefined : 48}
          w={190}
          {...form.getInputProps(`${base}Amount`)}
        />
      ) : null}
      {parts.percent ? (
        <TextInput
          label={`${label} percent`}
          description={description}
          required
          inputMode="decimal"
          placeholder="0"
          rightSection="%"
          w={170}
          {...form.getInputProps(`${base}Percent`)}
        />
      ) : null}
    </Group>
  );
}

type PriceRow = Record<string, unknown>;

function isPayoutType(value: unknown): value is PayoutType {
  return (PAYOUT_TYPES as readonly unknown[]).includes(value);
}

/** Blanks the amount or percentage a row's type does not use (`payout` → payoutAmount/payoutPercent). */
export function withUsedParts<Row extends PriceRow>(row: Row, prefix: string): Row {
  const type = row[`${prefix}Type`];
  const parts = isPayoutType(type) ? PAYOUT_TYPE_PARTS[type] : { amount: false, percent: false };
  return {
    ...row,
    [`${prefix}Amount`]: parts.amount ? row[`${prefix}Amount`] : '',
    [`${prefix}Percent`]: parts.percent ? row[`${prefix}Percent`] : '',
  };
}
