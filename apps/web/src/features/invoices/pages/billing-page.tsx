import { INVOICE_STATUSES } from '@affnet/contracts';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconFileInvoice } from '@tabler/icons-react';
import { useState } from 'react';
import { PagedTable } from '../../../components/data-table/paged-table';
import { ExportCsvButton } from '../../../components/export-csv-button';
import { MayChange } from '../../../components/may-change';
import { PageHeader } from '../../../components/page-header';
import { NoResults } from '../../../components/query-states';
import { useAppConfig } from '../../../lib/api/get-app-config';
import { todayIn } from '../../../lib/date-ranges';
import { useListParams } from '../../../lib/list-params';
import { usePagedQuery } from '../../../lib/paged-list';
import { trailOf } from '../../../lib/screen';
import { invoicesPathOf } from '../api/invoice-keys';
import { GenerateInvoicesModal } from '../components/generate-invoices-modal';
import { invoiceColumns } from '../components/invoice-columns';
import { InvoiceDrawer, useOpenInvoice } from '../components/invoice-drawer';
import { InvoiceFilters } from '../components/invoice-filters';
import { STAFF_INVOICE_LIST } from '../components/invoice-list-query';
import type { BillingScreenProps } from '../components/invoice-screen-types';

/** The billing screen lists one kind of invoice at a time; publishers' are the ones generated yet. */
const PUBLISHER_INVOICES = { kind: 'publisher' };

function GenerateButton({ onClick }: { onClick: () => void }) {
  return (
    <MayChange>
      <Button leftSection={<IconFileInvoice size={16} aria-hidden />} onClick={onClick}>
        Generate invoices
      </Button>
    </MayChange>
  );
}

/**
 * admin/billing (and the employee's copy, billing.read; its actions need billing.write): the
 * publishers' invoices with their filters in the URL, the run that bills conversions onto drafts,
 * and the open invoice (`?invoice=<id>`) in a drawer with its actions.
 */
export default function BillingPage({ screen, publisherPath }: BillingScreenProps) {
  const today = todayIn(useAppConfig().timezone);
  const params = useListParams(STAFF_INVOICE_LIST);
  const list = usePagedQuery(STAFF_INVOICE_LIST, params.state, PUBLISHER_INVOICES);
  const invoice = useOpenInvoice();
  const [isGenerating, setGenerating] = useState(false);
  const columns = invoiceColumns({
    openPath: (row) => invoice.hrefOf(row.id),
    partner: { label: 'Publisher', path: publisherPath },
  });
  const generate = <GenerateButton onClick={() => setGenerating(true)} />;
  return (
    <Stack gap="lg">
      <PageHeader title={screen.title} breadcrumbs={trailOf(screen, null, { label: screen.title })} />
      <Stack component="section" gap="md" aria-labelledby="publisher-invoices">
        <Group justify="space-between" align="flex-end">
          <Stack gap={2}>
            <Title order={2} size="h3" id="publisher-invoices">
              Publisher invoices
            </Title>
            <Text size="sm" c="dimmed">
              What the network owes its publishers for approved conversions: drafts to review and issue, then
              their payments.
            </Text>
          </Stack>
          <Group gap="sm">
            <ExportCsvButton
              path={`${invoicesPathOf('staff')}/export`}
              query={{ ...STAFF_INVOICE_LIST.toRequest?.(params.state), ...PUBLISHER_INVOICES }}
              failure="Could not export the invoices"
            />
            {generate}
          </Group>
        </Group>
        <InvoiceFilters params={params} statuses={INVOICE_STATUSES} withCurrency today={today} />
        <PagedTable
          label="Publisher invoices"
          plural="invoices"
          query={list}
          params={params}
          columns={columns}
          rowKey={(row) => row.id}
          rowLabel={(row) => row.number ?? `Draft for ${row.partner.name}`}
          onRowClick={(row) => invoice.open(row.id)}
          empty={
            <NoResults
              title="No publisher invoices yet"
              description="Generating invoices bills publishers' approved conversions onto drafts to review and issue."
              action={generate}
            />
          }
          noMatchDescription="Try other filters, or clear them to see every invoice."
        />
      </Stack>
      <InvoiceDrawer partnerPath={publisherPath} today={today} />
      <GenerateInvoicesModal
        opened={isGenerating}
        firstOfMonth={`${today.slice(0, 7)}-01`}
        onDone={() => setGenerating(false)}
      />
    </Stack>
  );
}
