import {
  TAX_APPLIES_TO,
  TAX_APPLIES_TO_LABELS,
  TAX_RATE_KIND_LABELS,
  TAX_RATE_KINDS,
  type TaxRate,
  taxRateBodySchema,
} from '@affnet/contracts';
import { Button, Group, Modal, MultiSelect, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useId, useMemo } from 'react';
import { countryOptions } from '../../../components/country-select';
import { FormAlert } from '../../../components/form-alert';
import { useContractForm } from '../../../lib/use-contract-form';
import { useSaveTaxRate } from '../api/invoice-tax';

const APPLIES_OPTIONS = TAX_APPLIES_TO.map((value) => ({ value, label: TAX_APPLIES_TO_LABELS[value] }));
const KIND_OPTIONS = TAX_RATE_KINDS.map((value) => ({ value, label: TAX_RATE_KIND_LABELS[value] }));

function TaxRateForm({ rate, onDone }: { rate: TaxRate | null; onDone: () => void }) {
  const countries = useMemo(() => countryOptions(), []);
  const { form, formProps, alert, isPending } = useContractForm({
    schema: taxRateBodySchema,
    mode: 'controlled',
    initialValues: {
      name: rate?.name ?? '',
      percent: rate?.percent ?? '',
      kind: rate?.kind ?? 'tax',
      appliesTo: rate?.appliesTo ?? 'publishers',
      countries: rate?.countries ?? [],
    },
    mutation: useSaveTaxRate(),
    toRequest: (body) => ({ ...(rate ? { id: rate.id } : {}), body }),
    onSuccess: ({ data }) => {
      notifications.show({ color: 'teal', message: `Tax rate "${data.name}" ${rate ? 'saved' : 'added'}.` });
      onDone();
    },
  });
  const { appliesTo } = form.getValues();
  const kindLabelId = useId();
  return (
    <form {...formProps}>
      <Stack gap="md">
        <FormAlert title="Could not save the tax rate" message={alert} />
        <TextInput
          label="Name"
          description="Printed on the invoice line, e.g. VAT."
          maxLength={80}
          data-autofocus
          {...form.getInputProps('name')}
        />
        <TextInput label="Percent" inputMode="decimal" rightSection="%" {...form.getInputProps('percent')} />
        <Stack gap={4}>
          <Text size="sm" fw={500} id={kindLabelId}>
            On the invoice
          </Text>
          <SegmentedControl
            data={KIND_OPTIONS}
            aria-labelledby={kindLabelId}
            {...form.getInputProps('kind')}
          />
          <Text size="xs" c="dimmed">
            A withholding is taken off the total as a negative line, and stays under the EU reverse charge.
          </Text>
        </Stack>
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            Applies to
          </Text>
          <SegmentedControl data={APPLIES_OPTIONS} {...form.getInputProps('appliesTo')} />
        </Stack>
        {appliesTo === 'countries' ? (
          <MultiSelect
            label="Countries"
            description="Partners whose profile country is one of these."
            data={countries}
            searchable
            {...form.getInputProps('countries')}
          />
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={isPending}>
            {rate ? 'Save tax rate' : 'Add tax rate'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function TaxRateModal({
  opened,
  rate,
  onClose,
}: {
  opened: boolean;
  rate: TaxRate | null;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={rate ? `Edit ${rate.name}` : 'Add tax rate'} centered>
      {opened ? <TaxRateForm key={rate?.id ?? 'new'} rate={rate} onDone={onClose} /> : null}
    </Modal>
  );
}
