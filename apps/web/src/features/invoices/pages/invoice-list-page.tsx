import { Stack } from '@mantine/core';
import { ListScreen } from '../../../components/data-table/list-screen';
import { ExportCsvButton } from '../../../components/export-csv-button';
import { NoResults } from '../../../components/query-states';
import { useAppConfig } from '../../../lib/api/get-app-config';
import { todayIn } from '../../../lib/date-ranges';
import { useListParams } from '../../../lib/list-params';
import { usePagedQuery } from '../../../lib/paged-list';
import { invoicesPathOf, type PartnerInvoiceSide } from '../api/invoice-keys';
import { invoiceColumns } from '../components/invoice-columns';
import { InvoiceFilters } from '../components/invoice-filters';
import { PARTNER_INVOICE_LISTS, PARTNER_INVOICE_STATUSES } from '../components/invoice-list-query';
import type { PartnerInvoiceScreenProps } from '../components/invoice-screen-types';
import { OwnBalance } from '../components/own-balance';
import { OwnCreditCard } from '../components/own-credit';

/** What an empty list says: plainly, that there are none yet, and when they will come. */
const EMPTY_DESCRIPTIONS: Record<PartnerInvoiceSide, string> = {
  publisher: 'Invoices for your approved conversions show here once the network issues them.',
  advertiser: 'The network has not billed you yet. Each invoice it issues to you will show here.',
};

/**
 * invoice/list of a publisher or an advertiser: their issued invoices, filtered by period, status,
 * overdue; a publisher's balance above them, or an advertiser's credit when the network controls it.
 */
export default function InvoiceListPage({ side, screen, links }: PartnerInvoiceScreenProps) {
  const today = todayIn(useAppConfig().timezone);
  const config = PARTNER_INVOICE_LISTS[side];
  const params = useListParams(config);
  const list = usePagedQuery(config, params.state);
  const columns = invoiceColumns({ openPath: (row) => links.view(row.id) });
  return (
    <ListScreen
      screen={screen}
      toolbar={
        <Stack gap="md">
          {side === 'publisher' ? <OwnBalance /> : <OwnCreditCard />}
          <InvoiceFilters
            params={params}
            statuses={PARTNER_INVOICE_STATUSES}
            withCurrency={false}
            today={today}
          />
        </Stack>
      }
      actions={
        <ExportCsvButton
          path={`${invoicesPathOf(side)}/export`}
          query={config.toRequest?.(params.state) ?? {}}
          failure="Could not export the invoices"
        />
      }
      label="Invoices"
      plural="invoices"
      query={list}
      params={params}
      columns={columns}
      rowKey={(row) => row.id}
      rowLabel={(row) => row.number ?? row.id}
      empty={<NoResults title="No invoices yet." description={EMPTY_DESCRIPTIONS[side]} action={null} />}
      noMatchDescription="Try other filters, or clear them to see every invoice."
    />
  );
}
