import { INVOICE_STATUSES, type InvoiceKind } from '@affnet/contracts';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { PagedTable } from '../../../components/data-table/paged-table';
import { ExportCsvButton } from '../../../components/export-csv-button';
import { NoResults } from '../../../components/query-states';
import { useListParams } from '../../../lib/list-params';
import { usePagedQuery } from '../../../lib/paged-list';
import { useMayChange } from '../../../lib/permissions';
import { invoicesPathOf } from '../api/invoice-keys';
import { BILLING_KINDS } from './billing-kinds';
import { invoiceColumns } from './invoice-columns';
import { useOpenInvoice } from './invoice-drawer';
import { InvoiceFilters } from './invoice-filters';
import { STAFF_INVOICE_LIST } from './invoice-list-query';
import { PartnerAdjustmentModal } from './partner-adjustment-modal';
import { RunSettingsCard } from './run-settings-card';

type InvoiceListSectionProps = {
  kind: InvoiceKind;
  partnerPath: (kind: InvoiceKind, id: string) => string;
  today: string;
  /** The run's button, for the header and the empty list. */
  generate: ReactNode;
};

/**
 * One kind of invoice on the billing screen: its scheduled runs, its filters in the URL, paged list
 * and CSV export, and an adjustment for any partner of the kind (on its draft, made if need be).
 */
export function InvoiceListSection({ kind, partnerPath, today, generate }: InvoiceListSectionProps) {
  const text = BILLING_KINDS[kind];
  const scope = { kind };
  const params = useListParams(STAFF_INVOICE_LIST);
  const list = usePagedQuery(STAFF_INVOICE_LIST, params.state, scope);
  const invoice = useOpenInvoice();
  const columns = invoiceColumns({
    openPath: (row) => invoice.hrefOf(row.id),
    partner: { label: text.partner, path: (id) => partnerPath(kind, id) },
  });
  const headingId = `${kind}-invoices`;
  const mayChange = useMayChange('billing.write');
  const [isAdjusting, setAdjusting] = useState(false);
  return (
    <Stack component="section" gap="md" aria-labelledby={headingId}>
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={2} size="h3" id={headingId}>
            {text.title}
          </Title>
          <Text size="sm" c="dimmed">
            {text.description}
          </Text>
        </Stack>
        <Group gap="sm">
          <ExportCsvButton
            path={`${invoicesPathOf('staff')}/export`}
            query={{ ...STAFF_INVOICE_LIST.toRequest?.(params.state), ...scope }}
            failure="Could not export the invoices"
          />
          {mayChange ? (
            <Button variant="default" onClick={() => setAdjusting(true)}>
              Add adjustment
            </Button>
          ) : null}
          {generate}
        </Group>
      </Group>
      <PartnerAdjustmentModal
        kind={kind}
        opened={isAdjusting}
        onCancel={() => setAdjusting(false)}
        onAdded={(draftId) => {
          setAdjusting(false);
          invoice.open(draftId);
        }}
      />
      <RunSettingsCard kind={kind} />
      <InvoiceFilters params={params} statuses={INVOICE_STATUSES} withCurrency today={today} />
      <PagedTable
        label={text.title}
        plural="invoices"
        query={list}
        params={params}
        columns={columns}
        rowKey={(row) => row.id}
        rowLabel={(row) => row.number ?? `Draft for ${row.partner.name}`}
        onRowClick={(row) => invoice.open(row.id)}
        empty={<NoResults title={text.empty} description={text.emptyDescription} action={generate} />}
        noMatchDescription="Try other filters, or clear them to see every invoice."
      />
    </Stack>
  );
}
