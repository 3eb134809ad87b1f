import { formatInvoiceNumber, type InvoiceSettings, invoiceSettingsBodySchema } from '@affnet/contracts';
import { Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { DescribedSwitch } from '../../../components/described-switch';
import { FormAlert } from '../../../components/form-alert';
import { useContractForm } from '../../../lib/use-contract-form';
import { useSaveInvoiceSettings } from '../api/invoice-tax';

/** The number as typed, or null while it is not a whole number yet. */
const wholeOf = (value: string) => (/^\d+$/.test(value.trim()) ? Number(value) : null);

/** Invoice numbering (with a preview of the next number), payment terms, footer and notes, whether self-billing must be accepted, and whether invoices are converted to the partner's currency. */
export function InvoiceSettingsForm({ settings }: { settings: InvoiceSettings }) {
  const { form, formProps, alert, isPending } = useContractForm({
    schema: invoiceSettingsBodySchema,
    mode: 'controlled',
    initialValues: {
      numberPrefix: settings.numberPrefix,
      nextNumber: String(settings.nextNumber),
      numberPadding: String(settings.numberPadding),
      paymentTermsDays: String(settings.paymentTermsDays),
      footer: settings.footer ?? '',
      notes: settings.notes ?? '',
      selfBillingRequired: settings.selfBillingRequired,
      convertToPartnerCurrency: settings.convertToPartnerCurrency,
    },
    mutation: useSaveInvoiceSettings(),
    toRequest: (body) => body,
    onSuccess: () => notifications.show({ color: 'teal', message: 'Invoice settings saved.' }),
  });
  const values = form.getValues();
  const next = wholeOf(values.nextNumber);
  const padding = wholeOf(values.numberPadding);
  return (
    <form {...formProps}>
      <Stack gap="md">
        <FormAlert title="Could not save the invoice settings" message={alert} />
        <Group grow align="flex-start">
          <TextInput
            label="Number prefix"
            description="Letters, digits and - _ / . #"
            maxLength={20}
            {...form.getInputProps('numberPrefix')}
          />
          <TextInput label="Next number" inputMode="numeric" {...form.getInputProps('nextNumber')} />
          <TextInput
            label="Digits"
            description="Zeros fill the number to this width."
            inputMode="numeric"
            {...form.getInputProps('numberPadding')}
          />
        </Group>
        <Text size="sm" aria-live="polite">
          Next invoice:{' '}
          <Text span fw={600} ff="monospace">
            {next !== null && padding !== null && padding <= 10
              ? formatInvoiceNumber(values.numberPrefix.trim(), next, padding)
              : '…'}
          </Text>
        </Text>
        <TextInput
          label="Payment terms (days)"
          description="Invoices fall due this many days after they are issued."
          inputMode="numeric"
          {...form.getInputProps('paymentTermsDays')}
        />
        <Textarea
          label="Footer"
          description="Printed at the bottom of every invoice."
          autosize
          minRows={2}
          maxLength={1000}
          {...form.getInputProps('footer')}
        />
        <Textarea
          label="Notes"
          description="Printed above the footer, e.g. how to pay."
          autosize
          minRows={2}
          maxLength={2000}
          {...form.getInputProps('notes')}
        />
        <DescribedSwitch
          label="Issue a publisher's invoices only once they accept self-billing"
          description="Publisher invoices are self-billing invoices, issued on the publisher's behalf. Publishers accept the agreement on their payment settings."
          {...form.getInputProps('selfBillingRequired', { type: 'checkbox' })}
        />
        <DescribedSwitch
          label="Convert invoices to the partner's currency when issued"
          description="An invoice in another currency than its partner's also shows its total in the partner's currency, at the rates of the day it is issued (setting/currency). Its amounts due stay in its own currency."
          {...form.getInputProps('convertToPartnerCurrency', { type: 'checkbox' })}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={isPending}>
            Save invoice settings
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
