import { TAX_APPLIES_TO_LABELS, TAX_RATE_KIND_LABELS, type TaxRate } from '@affnet/contracts';
import { Button, Group, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { InfoCard } from '../../../components/info-card';
import { MayChange } from '../../../components/may-change';
import { SettingsGate, SettingsPage } from '../../../components/settings-page';
import { notifyFailure } from '../../../lib/notify';
import type { ScreenMeta } from '../../../lib/screen';
import { invoiceSettingsQuery, taxRatesQuery, useDeleteTaxRate } from '../api/invoice-tax';
import { InvoiceSettingsForm } from '../components/invoice-settings-form';
import { TaxRateModal } from '../components/tax-rate-form';

const appliesTo = (rate: TaxRate) =>
  rate.appliesTo === 'countries'
    ? `Partners in ${rate.countries.join(', ')}`
    : TAX_APPLIES_TO_LABELS[rate.appliesTo];

function TaxRateRows({ rates, onEdit }: { rates: TaxRate[]; onEdit: (rate: TaxRate) => void }) {
  const remove = useDeleteTaxRate();
  return rates.map((rate) => (
    <Table.Tr key={rate.id}>
      <Table.Td>{rate.name}</Table.Td>
      <Table.Td>{rate.percent}%</Table.Td>
      <Table.Td>{TAX_RATE_KIND_LABELS[rate.kind]}</Table.Td>
      <Table.Td>{appliesTo(rate)}</Table.Td>
      <Table.Td>
        <MayChange>
          <Group gap="xs" justify="flex-end">
            <Button size="xs" variant="default" aria-label={`Edit ${rate.name}`} onClick={() => onEdit(rate)}>
              Edit
            </Button>
            <Button
              size="xs"
              variant="subtle"
              color="red"
              aria-label={`Delete ${rate.name}`}
              onClick={() =>
                remove.mutate(rate.id, {
                  onSuccess: () =>
                    notifications.show({ color: 'teal', message: `Tax rate "${rate.name}" deleted.` }),
                  onError: (error) => notifyFailure('Could not delete the tax rate', error),
                })
              }
            >
              Delete
            </Button>
          </Group>
        </MayChange>
      </Table.Td>
    </Table.Tr>
  ));
}

/** setting/invoice-tax: tax rates invoices add, invoice numbering, payment terms and printed texts. */
export default function InvoiceTaxPage({ screen }: { screen: ScreenMeta }) {
  const rates = useQuery(taxRatesQuery);
  const invoice = useQuery(invoiceSettingsQuery);
  const [editing, setEditing] = useState<{ rate: TaxRate | null } | null>(null);
  return (
    <SettingsPage
      screen={screen}
      affects="How the network's invoices are numbered, their terms and footer, and the taxes added to them."
      history={{
        area: 'invoice-tax',
        fieldLabels: {
          numberPrefix: 'Number prefix',
          nextNumber: 'Next number',
          numberPadding: 'Digits',
          paymentTermsDays: 'Payment terms (days)',
          footer: 'Footer',
          notes: 'Notes',
          name: 'Name',
          percent: 'Percent',
          kind: 'On the invoice',
          appliesTo: 'Applies to',
        },
      }}
    >
      <InfoCard
        title="Tax rates"
        description="Added to (a tax such as VAT) or withheld from (an income tax the payer keeps back) the invoices of the partners each rate applies to; a partner matching several rates gets each of them. The EU reverse charge drops the taxes, never a withholding."
      >
        <SettingsGate query={rates} noun="the tax rates">
          {({ data }) =>
            data.length === 0 ? (
              <Text size="sm" c="dimmed">
                No tax rates: invoices carry no tax.
              </Text>
            ) : (
              <Table verticalSpacing="sm" aria-label="Tax rates">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Name</Table.Th>
                    <Table.Th>Percent</Table.Th>
                    <Table.Th>On the invoice</Table.Th>
                    <Table.Th>Applies to</Table.Th>
                    <Table.Th />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  <TaxRateRows rates={data} onEdit={(rate) => setEditing({ rate })} />
                </Table.Tbody>
              </Table>
            )
          }
        </SettingsGate>
        <Group>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setEditing({ rate: null })}
          >
            Add tax rate
          </Button>
        </Group>
      </InfoCard>
      <InfoCard
        title="Invoice numbering and terms"
        description="Used for every invoice the network issues from now on."
      >
        <SettingsGate query={invoice} noun="the invoice settings">
          {({ data }) => <InvoiceSettingsForm settings={data} />}
        </SettingsGate>
      </InfoCard>
      <TaxRateModal opened={editing !== null} rate={editing?.rate ?? null} onClose={() => setEditing(null)} />
    </SettingsPage>
  );
}
