import type { InvoiceDetail } from '@affnet/contracts';
import { Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { useMayChange } from '../../../lib/permissions';
import { AddAdjustmentModal } from './add-adjustment-modal';
import { DownloadPdfButton } from './download-pdf-button';
import { HiddenFromAdvertiserSwitch } from './hidden-from-advertiser-switch';
import { IssueInvoiceModal } from './issue-invoice-modal';
import { RecordPaymentModal } from './record-payment-modal';
import { VoidInvoiceModal } from './void-invoice-modal';

type Dialog = 'issue' | 'adjust' | 'payment' | 'void';

/** What the invoice's status allows, as the server checks it (409 otherwise). */
function allowedActionsOf(invoice: InvoiceDetail) {
  return {
    issue: invoice.status === 'draft',
    // An issued invoice's lines never change.
    adjust: invoice.status === 'draft',
    payment: invoice.status === 'issued' || invoice.status === 'partly_paid',
    // Money received cannot be cancelled by a credit note.
    void: invoice.status === 'issued' && invoice.payments.length === 0,
  };
}

type StaffInvoiceActionsProps = { invoice: InvoiceDetail; today: string };

/**
 * The billing screen's actions on one invoice: its PDF for whoever may read it; issuing,
 * adjustments, payments and voiding for those who may change billing (billing.write), as far as its status allows;
 * on an advertiser's, whether the advertiser sees it.
 */
export function StaffInvoiceActions({ invoice, today }: StaffInvoiceActionsProps) {
  const mayChange = useMayChange();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const allowed = allowedActionsOf(invoice);
  const close = () => setDialog(null);
  return (
    <Stack gap="sm">
      <Group gap="sm">
        <DownloadPdfButton side="staff" invoice={invoice} />
        {mayChange && allowed.issue ? (
          <Button onClick={() => setDialog('issue')}>Issue invoice</Button>
        ) : null}
        {mayChange && allowed.adjust ? (
          <Button variant="default" onClick={() => setDialog('adjust')}>
            Add adjustment
          </Button>
        ) : null}
        {mayChange && allowed.payment ? (
          <Button onClick={() => setDialog('payment')}>Record payment</Button>
        ) : null}
        {mayChange && allowed.void ? (
          <Button color="red" variant="light" onClick={() => setDialog('void')}>
            Void invoice
          </Button>
        ) : null}
      </Group>
      {invoice.kind === 'advertiser' ? (
        <HiddenFromAdvertiserSwitch invoice={invoice} mayChange={mayChange} />
      ) : null}
      <IssueInvoiceModal invoice={invoice} opened={dialog === 'issue'} onClose={close} />
      <AddAdjustmentModal invoice={invoice} opened={dialog === 'adjust'} onDone={close} />
      <RecordPaymentModal invoice={invoice} today={today} opened={dialog === 'payment'} onDone={close} />
      <VoidInvoiceModal invoice={invoice} opened={dialog === 'void'} onDone={close} />
    </Stack>
  );
}
