import { CurrencySelect } from '../../../components/currency-select';
import { BELOW_INPUT } from '../../../components/filter-row-layout';

type CurrencyFilterProps = {
  /** The currency in the URL, if any. */
  value: string | undefined;
  onChange: (code: string | null) => void;
};

/** A billing list's currency filter: any currency until one is picked. */
export function CurrencyFilter({ value, onChange }: CurrencyFilterProps) {
  return (
    <CurrencySelect
      label="Currency"
      placeholder="Any currency"
      clearable
      allowDeselect
      inputWrapperOrder={BELOW_INPUT}
      value={value ?? null}
      onChange={(code) => onChange(code || null)}
      w={200}
    />
  );
}
