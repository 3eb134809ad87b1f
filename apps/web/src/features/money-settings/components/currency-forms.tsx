import { addCurrencyBodySchema, exchangeRateBodySchema } from '@affnet/contracts';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { CurrencySelect } from '../../../components/currency-select';
import { FormAlert } from '../../../components/form-alert';
import { useContractForm } from '../../../lib/use-contract-form';
import { useAddCurrency, useAddRate } from '../api/currencies';

const today = () => new Date().toISOString().slice(0, 10);

/** "1 EUR = [rate] USD": the rate's label says which way it reads. */
const rateLabel = (code: string, base: string) => `Rate: 1 ${code || '…'} in ${base}`;

/** Enables a currency with its first rate. */
export function AddCurrencyForm({ base }: { base: string }) {
  const { form, formProps, alert, isPending } = useContractForm({
    schema: addCurrencyBodySchema,
    mode: 'controlled',
    initialValues: { code: '', rate: '', effectiveFrom: today() },
    mutation: useAddCurrency(),
    toRequest: (body) => body,
    onSuccess: (_answer, body) => {
      notifications.show({ color: 'teal', message: `${body.code} enabled.` });
      form.reset();
    },
  });
  return (
    <form {...formProps}>
      <Stack gap="sm">
        <FormAlert title="Could not enable the currency" message={alert} />
        <Group align="flex-start" grow>
          <CurrencySelect label="Currency" placeholder="Choose a currency" {...form.getInputProps('code')} />
          <TextInput
            label={rateLabel(form.getValues().code, base)}
            inputMode="decimal"
            {...form.getInputProps('rate')}
          />
          <TextInput label="Applies from" type="date" {...form.getInputProps('effectiveFrom')} />
        </Group>
        <Group justify="flex-end">
          <Button type="submit" loading={isPending}>
            Enable currency
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A new rate for an enabled currency from a day on; earlier days keep their rate. */
export function RateForm({ code, base, onDone }: { code: string; base: string; onDone: () => void }) {
  const { form, formProps, alert, isPending } = useContractForm({
    schema: exchangeRateBodySchema,
    initialValues: { rate: '', effectiveFrom: today() },
    mutation: useAddRate(),
    toRequest: (body) => ({ code, body }),
    onSuccess: () => {
      notifications.show({ color: 'teal', message: `${code} rate saved.` });
      onDone();
    },
  });
  return (
    <form {...formProps}>
      <Stack gap="sm">
        <FormAlert title="Could not save the rate" message={alert} />
        <TextInput
          label={rateLabel(code, base)}
          inputMode="decimal"
          data-autofocus
          key={form.key('rate')}
          {...form.getInputProps('rate')}
        />
        <TextInput
          label="Applies from"
          description="Amounts of this day and later convert at this rate; earlier days keep theirs."
          type="date"
          key={form.key('effectiveFrom')}
          {...form.getInputProps('effectiveFrom')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={isPending}>
            Save rate
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
