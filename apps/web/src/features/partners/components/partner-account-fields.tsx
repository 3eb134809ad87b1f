import { ACCOUNT_STATUSES, type AccountManager } from '@affnet/contracts';
import { Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { CurrencySelect } from '../../../components/currency-select';
import { TimezoneSelect } from '../../../components/timezone-select';
import { type FieldBinder, selectInputProps } from '../../../lib/contract-form';
import { STATUS_LABELS } from '../../../lib/partner-status';
import type { PartnerKey, PartnerValues } from './partner-form-values';

const STATUS_OPTIONS = ACCOUNT_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }));

type PartnerAccountFieldsProps = {
  form: FieldBinder<PartnerKey>;
  /** Values the form started with: a saved currency, zone or manager stays selectable. */
  initial: PartnerValues;
  managers: AccountManager[];
  currentManager: AccountManager | null;
};

/** Status, manager, money and time settings of a partner account. */
export function PartnerAccountFields({ form, initial, managers, currentManager }: PartnerAccountFieldsProps) {
  const input = form.getInputProps;
  const managerOptions = [...managers];
  if (currentManager && !managers.some((manager) => manager.id === currentManager.id)) {
    managerOptions.push(currentManager);
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Select
        label="Status"
        allowDeselect={false}
        data={STATUS_OPTIONS}
        key={form.key('status')}
        {...selectInputProps(input('status'))}
      />
      <Select
        label="Account manager"
        placeholder="Nobody yet"
        clearable
        searchable
        nothingFoundMessage="No staff member matches"
        data={managerOptions.map((manager) => ({
          value: manager.id,
          label: `${manager.name} (${manager.email})`,
        }))}
        key={form.key('accountManagerId')}
        {...selectInputProps(input('accountManagerId'))}
      />
      <Textarea
        label="Status reason"
        description="Why the account is pending, rejected or blocked; shown on its page."
        autosize
        minRows={2}
        maxLength={500}
        key={form.key('statusReason')}
        {...input('statusReason')}
      />
      <TextInput
        label="Tax ID"
        description="VAT or other tax number, for invoices."
        key={form.key('taxId')}
        {...input('taxId')}
      />
      <CurrencySelect
        label="Currency"
        current={initial.currency}
        key={form.key('currency')}
        {...input('currency')}
      />
      <TimezoneSelect
        label="Time zone"
        current={initial.timezone}
        key={form.key('timezone')}
        {...input('timezone')}
      />
    </SimpleGrid>
  );
}
