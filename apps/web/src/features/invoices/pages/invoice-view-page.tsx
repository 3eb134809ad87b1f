import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { RecordGate } from '../../../components/record-gate';
import { isUuid } from '../../../lib/ids';
import { trailOf } from '../../../lib/screen';
import { useInvoice } from '../api/get-invoice';
import { DownloadPdfButton } from '../components/download-pdf-button';
import { InvoiceDetails } from '../components/invoice-details';
import type { PartnerInvoiceScreenProps } from '../components/invoice-screen-types';
import { invoiceTitleOf } from '../components/invoice-text';

const INVOICE_NOUN = { singular: 'invoice', plural: 'invoices' };

/** invoice/view/:id of a publisher or an advertiser: one of their invoices in full, and its PDF. */
export default function InvoiceViewPage({ side, screen, links }: PartnerInvoiceScreenProps) {
  const id = useParams().id ?? '';
  return (
    <RecordGate
      query={useInvoice(side, id)}
      noun={INVOICE_NOUN}
      listPath={links.list}
      isMissing={!isUuid(id)}
      header={
        <PageHeader title={screen.title} breadcrumbs={trailOf(screen, links.list, { label: screen.title })} />
      }
    >
      {(invoice) => (
        <Stack gap="lg">
          <PageHeader
            title={invoiceTitleOf(invoice)}
            breadcrumbs={trailOf(screen, links.list, { label: invoice.number ?? screen.title })}
            actions={<DownloadPdfButton side={side} invoice={invoice} />}
          />
          <InvoiceDetails invoice={invoice} conversionsPath={links.conversions} />
        </Stack>
      )}
    </RecordGate>
  );
}
