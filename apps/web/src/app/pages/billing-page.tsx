import { INVOICE_KINDS } from '@affnet/contracts';
import { Button, Stack, Tabs } from '@mantine/core';
import { IconFileInvoice } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { MayChange } from '../../components/may-change';
import { PageHeader } from '../../components/page-header';
import { BalancesSection } from '../../features/invoices/components/balances-section';
import {
  BALANCES_TAB_TITLE,
  BILLING_KINDS,
  type BillingTab,
  KIND_PARAM,
  PAYMENTS_TAB_TITLE,
  tabOf,
} from '../../features/invoices/components/billing-kinds';
import { GenerateInvoicesModal } from '../../features/invoices/components/generate-invoices-modal';
import { InvoiceDrawer } from '../../features/invoices/components/invoice-drawer';
import { InvoiceListSection } from '../../features/invoices/components/invoice-list-section';
import type { BillingScreenProps } from '../../features/invoices/components/invoice-screen-types';
import { PaymentBatchDrawer } from '../../features/payment-batches/components/payment-batch-drawer';
import { PaymentBatchesSection } from '../../features/payment-batches/components/payment-batches-section';
import { useAppConfig } from '../../lib/api/get-app-config';
import { todayIn } from '../../lib/date-ranges';
import { trailOf } from '../../lib/screen';

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
 * publishers' and the advertisers' invoices, one kind at a time (`?kind=`, with its filters in the
 * URL), the run that bills conversions onto drafts, and the open invoice (`?invoice=<id>`) in a
 * drawer with its actions; every publisher's balance (`?kind=balances`); then the payment batches (`?kind=payments`, the open one `?batch=<id>`),
 * whose actions need billing.pay.
 */
export default function BillingPage({ screen, partnerPath, conversionsPath }: BillingScreenProps) {
  const today = todayIn(useAppConfig().timezone);
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get(KIND_PARAM));
  // The run's kind: the invoice tab shown (the balances and payments tabs offer no run).
  const kind = tab === 'advertiser' ? 'advertiser' : 'publisher';
  const [isGenerating, setGenerating] = useState(false);
  // Another tab starts from its own unfiltered first page: filters of one list mean nothing to the other.
  const show = (next: BillingTab) =>
    setParams(next === 'publisher' ? new URLSearchParams() : new URLSearchParams({ [KIND_PARAM]: next }));
  const generate = <GenerateButton onClick={() => setGenerating(true)} />;
  return (
    <Stack gap="lg">
      <PageHeader title={screen.title} breadcrumbs={trailOf(screen, null, { label: screen.title })} />
      <Tabs value={tab} onChange={(value) => show(tabOf(value))} keepMounted={false}>
        <Tabs.List mb="md">
          {INVOICE_KINDS.map((one) => (
            <Tabs.Tab key={one} value={one}>
              {BILLING_KINDS[one].title}
            </Tabs.Tab>
          ))}
          <Tabs.Tab value="balances">{BALANCES_TAB_TITLE}</Tabs.Tab>
          <Tabs.Tab value="payments">{PAYMENTS_TAB_TITLE}</Tabs.Tab>
        </Tabs.List>
        {INVOICE_KINDS.map((one) => (
          <Tabs.Panel key={one} value={one}>
            <InvoiceListSection kind={one} partnerPath={partnerPath} today={today} generate={generate} />
          </Tabs.Panel>
        ))}
        <Tabs.Panel value="balances">
          <BalancesSection publisherPath={(id) => partnerPath('publisher', id)} />
        </Tabs.Panel>
        <Tabs.Panel value="payments">
          <PaymentBatchesSection today={today} />
        </Tabs.Panel>
      </Tabs>
      <InvoiceDrawer partnerPath={partnerPath} today={today} conversionsPath={conversionsPath} />
      <PaymentBatchDrawer today={today} />
      <GenerateInvoicesModal
        kind={kind}
        opened={isGenerating}
        firstOfMonth={`${today.slice(0, 7)}-01`}
        onDone={() => setGenerating(false)}
      />
    </Stack>
  );
}
