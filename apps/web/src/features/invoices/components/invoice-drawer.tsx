import type { InvoiceKind, InvoiceLine } from '@affnet/contracts';
import { Drawer, Skeleton, Stack, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { ErrorState, isNotFound } from '../../../components/query-states';
import { isUuid } from '../../../lib/ids';
import { useMayChange } from '../../../lib/permissions';
import { useInvoice } from '../api/get-invoice';
import { InvoiceDetails } from './invoice-details';
import { invoiceTitleOf } from './invoice-text';
import { RemoveAdjustmentButton } from './remove-adjustment-button';
import { StaffInvoiceActions } from './staff-invoice-actions';

/** The search parameter that holds the open invoice, so a reload or a shared link opens it again. */
const INVOICE_PARAM = 'invoice';

/** Where the open invoice is kept: in the URL, beside the list's own state. */
export function useOpenInvoice() {
  const [params, setParams] = useSearchParams();
  const withInvoice = (id: string | null) => {
    const next = new URLSearchParams(params);
    if (id) next.set(INVOICE_PARAM, id);
    else next.delete(INVOICE_PARAM);
    return next;
  };
  return {
    openId: params.get(INVOICE_PARAM),
    /** The list's address with `id` open (a link a row can carry). */
    hrefOf: (id: string) => `?${withInvoice(id)}`,
    open: (id: string) => setParams(withInvoice(id)),
    close: () => setParams(withInvoice(null)),
  };
}

type InvoiceDrawerProps = {
  /** The partner's page in the portal shown, by the invoice's kind. */
  partnerPath: (kind: InvoiceKind, id: string) => string;
  /** Today in the network's zone: a payment's default day. */
  today: string;
  /** The conversion report in the portal shown ("See conversions"). */
  conversionsPath: string;
};

/** A draft's line action for staff who may change it: adjustments can be taken off again. */
function removeAdjustmentOf(invoiceId: string) {
  return (line: InvoiceLine) =>
    line.kind === 'adjustment' ? <RemoveAdjustmentButton invoiceId={invoiceId} line={line} /> : null;
}

function InvoiceDrawerBody({ id, partnerPath, today, conversionsPath }: InvoiceDrawerProps & { id: string }) {
  const query = useInvoice('staff', id);
  const mayChange = useMayChange();
  if (!isUuid(id) || (query.isError && isNotFound(query.error))) {
    return <Text>This invoice does not exist, or is not one your role may see.</Text>;
  }
  if (query.isError) {
    return (
      <ErrorState
        title="Could not load this invoice"
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!query.data) {
    return (
      <Stack gap="md" role="status" aria-busy="true" aria-label="Loading invoice">
        <Skeleton height={36} width="40%" />
        <Skeleton height={220} />
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <StaffInvoiceActions invoice={query.data} today={today} />
      <InvoiceDetails
        invoice={query.data}
        partnerPath={(partnerId) => partnerPath(query.data.kind, partnerId)}
        lineAction={mayChange && query.data.status === 'draft' ? removeAdjustmentOf(id) : undefined}
        conversionsPath={conversionsPath}
      />
    </Stack>
  );
}

/** The billing screen's open invoice, beside the list: its actions and everything on it. */
export function InvoiceDrawer(props: InvoiceDrawerProps) {
  const { openId, close } = useOpenInvoice();
  const query = useInvoice('staff', openId ?? '');
  return (
    <Drawer
      opened={openId !== null}
      onClose={close}
      position="right"
      size={720}
      title={query.data ? invoiceTitleOf(query.data) : 'Invoice'}
    >
      {openId !== null ? <InvoiceDrawerBody id={openId} {...props} /> : null}
    </Drawer>
  );
}
