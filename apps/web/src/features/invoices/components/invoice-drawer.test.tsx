import type { InvoiceDetail } from '@affnet/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, expect, test, vi } from 'vitest';
import { ScreenChangePermission } from '../../../lib/permissions';
import { useAuthStore } from '../../../stores/auth-store';
import { createSessionUser } from '../../../testing/factories';
import { renderPage } from '../../../testing/render-page';
import { jsonResponse, sentForm, stubApi } from '../../../testing/stub-api';
import {
  createAdjustmentLine,
  createHistoryEntry,
  createInvoiceDetail,
  createInvoiceLine,
  createInvoicePayment,
} from '../testing/invoice-factories';
import { InvoiceDrawer } from './invoice-drawer';

const INVOICES = '/api/v1/billing/invoices';
const TODAY = '2026-12-15';

beforeEach(() => {
  useAuthStore.getState().setSession('token-1', createSessionUser('admin'));
});

/** The drawer open on `invoice`, as the billing screen's URL opens it. */
function renderDrawer(invoice: InvoiceDetail, handlers: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi({
    [`GET ${INVOICES}/${invoice.id}`]: () => jsonResponse(200, { data: invoice }),
    ...handlers,
  });
  // As the billing screen gives it: its changing actions need billing.write.
  const view = renderPage(
    <ScreenChangePermission.Provider value="billing.write">
      <InvoiceDrawer
        partnerPath={(kind, id) => `/admin/${kind}/view/${id}`}
        today={TODAY}
        conversionsPath="/admin/report/conversion"
      />
    </ScreenChangePermission.Provider>,
    { path: '/admin/billing', url: `/admin/billing?invoice=${invoice.id}` },
  );
  return { ...api, ...view };
}

const fieldsOf = (form: FormData) => Object.fromEntries(form.entries());

test('the drawer shows the invoice in full: partner, period, lines, totals, payments and history', async () => {
  const invoice = createInvoiceDetail({
    status: 'partly_paid',
    total: '1212.50',
    subtotal: '1212.50',
    paid: '200.00',
    outstanding: '1012.50',
    lines: [
      createInvoiceLine({ description: 'Summer Sale · Sale', quantity: 48, amount: '1200.00' }),
      createAdjustmentLine({
        description: 'Correction: Late approvals',
        reason: 'correction',
        amount: '12.50',
      }),
    ],
    payments: [createInvoicePayment()],
    history: [
      createHistoryEntry(),
      createHistoryEntry({ action: 'payment', summary: 'Payment of 200.00 EUR on 2026-12-10 (SEPA-7781)' }),
    ],
  });
  renderDrawer(invoice);
  const drawer = await screen.findByRole('dialog', { name: 'Invoice INV-00042' });
  expect(await within(drawer).findByText('Partly paid')).toBeInTheDocument();
  expect(within(drawer).getByRole('link', { name: 'Pat Media' })).toHaveAttribute(
    'href',
    `/admin/publisher/view/${invoice.partner.id}`,
  );
  expect(within(drawer).getByText('2026-11-01 – 2026-11-30')).toBeInTheDocument();
  const lines = within(drawer).getByRole('table', { name: 'Lines' });
  // An adjustment has no quantity; it says who added it.
  expect(
    within(lines).getByRole('row', { name: /^Correction: Late approvals Added by Ada Admin on .* €12\.50$/ }),
  ).toBeInTheDocument();
  expect(within(lines).getByRole('row', { name: 'Outstanding €1,012.50' })).toBeInTheDocument();
  const payments = within(drawer).getByRole('table', { name: 'Payments' });
  expect(
    within(payments).getByRole('row', { name: '2026-12-10 €200.00 SEPA-7781 Ada Admin' }),
  ).toBeInTheDocument();
  expect(within(drawer).getByText('Payment of 200.00 EUR on 2026-12-10 (SEPA-7781)')).toBeInTheDocument();
  expect(within(drawer).getByRole('link', { name: 'See conversions' })).toHaveAttribute(
    'href',
    `/admin/report/conversion?invoiceId=${invoice.id}&from=2026-10-28&to=2026-11-29`,
  );
});

test('an invoice with no conversion billed on it (a void one) offers none to see', async () => {
  renderDrawer(
    createInvoiceDetail({ status: 'void', conversionCount: 0, conversionDays: null, voidReason: 'Wrong' }),
  );
  const drawer = await screen.findByRole('dialog', { name: 'Invoice INV-00042' });
  expect(await within(drawer).findByText('This invoice is void')).toBeInTheDocument();
  expect(within(drawer).queryByRole('link', { name: 'See conversions' })).not.toBeInTheDocument();
});

test('a void invoice says why, and which credit note cancelled it', async () => {
  renderDrawer(
    createInvoiceDetail({
      status: 'void',
      voidReason: 'Billed twice',
      creditNoteNumber: 'CN-00007',
      outstanding: '0.00',
    }),
  );
  expect(await screen.findByText('Reason: Billed twice')).toBeInTheDocument();
  expect(screen.getByText('Cancelled by credit note CN-00007.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Record payment' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Void invoice' })).not.toBeInTheDocument();
});

test('a draft is issued after a confirmation saying the number is taken and the lines freeze', async () => {
  const draft = createInvoiceDetail({ number: null, status: 'draft', issuedOn: null, dueOn: null });
  const issued = {
    ...draft,
    number: 'INV-00043',
    status: 'issued' as const,
    issuedOn: TODAY,
    dueOn: '2027-01-14',
  };
  const api = renderDrawer(draft, {
    [`POST ${INVOICES}/${draft.id}/issue`]: () => jsonResponse(200, { data: issued }),
  });
  const drawer = await screen.findByRole('dialog', { name: 'Draft invoice' });
  expect(within(drawer).queryByRole('button', { name: 'Download PDF' })).not.toBeInTheDocument();
  await api.user.click(await within(drawer).findByRole('button', { name: 'Issue invoice' }));
  const confirm = await screen.findByRole('dialog', { name: 'Issue this invoice?' });
  expect(within(confirm).getByText(/takes the next invoice number/)).toHaveTextContent('its 1 line freeze');
  await api.user.click(within(confirm).getByRole('button', { name: 'Issue invoice' }));

  expect(await screen.findByText('Invoice INV-00043 issued.')).toBeInTheDocument();
  expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([
    `${INVOICES}/${draft.id}/issue`,
  ]);
  expect(await screen.findByRole('dialog', { name: 'Invoice INV-00043' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Record payment' })).toBeInTheDocument();
});

test('issuing a draft the server refuses (409) says why in the confirmation', async () => {
  const draft = createInvoiceDetail({ number: null, status: 'draft', issuedOn: null, dueOn: null });
  const api = renderDrawer(draft, {
    [`POST ${INVOICES}/${draft.id}/issue`]: () =>
      jsonResponse(409, { message: 'This draft has nothing to pay: its total is zero or less.' }),
  });
  await api.user.click(await screen.findByRole('button', { name: 'Issue invoice' }));
  const confirm = await screen.findByRole('dialog', { name: 'Issue this invoice?' });
  await api.user.click(within(confirm).getByRole('button', { name: 'Issue invoice' }));
  expect(
    await within(confirm).findByText('This draft has nothing to pay: its total is zero or less.'),
  ).toBeInTheDocument();
});

test('a payment defaults to the outstanding amount and today, and a 422 shows on its field', async () => {
  const invoice = createInvoiceDetail({ paid: '200.00', outstanding: '1000.00', status: 'partly_paid' });
  const paid = { ...invoice, status: 'paid' as const, paid: '1200.00', outstanding: '0.00' };
  let answer = jsonResponse(422, {
    message: 'Check the payment',
    errors: { amount: ['The payment is more than is outstanding on the invoice'] },
  });
  const api = renderDrawer(invoice, {
    [`POST ${INVOICES}/${invoice.id}/payments`]: () => answer,
  });
  await api.user.click(await screen.findByRole('button', { name: 'Record payment' }));
  const dialog = await screen.findByRole('dialog', { name: 'Record payment' });
  const amount = within(dialog).getByRole('textbox', { name: 'Amount' });
  expect(amount).toHaveValue('1000.00');
  await api.user.clear(amount);
  await api.user.type(amount, '1500');
  await api.user.type(within(dialog).getByRole('textbox', { name: 'Reference' }), 'SEPA-9');
  await api.user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
  expect(
    await within(dialog).findByText('The payment is more than is outstanding on the invoice'),
  ).toBeInTheDocument();
  expect(amount).toHaveAttribute('aria-invalid', 'true');
  expect(fieldsOf(sentForm(api.calls, `${INVOICES}/${invoice.id}/payments`))).toEqual({
    amount: '1500.00',
    paidOn: TODAY,
    reference: 'SEPA-9',
  });

  answer = jsonResponse(200, { data: paid });
  await api.user.clear(amount);
  await api.user.type(amount, '1000');
  await api.user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
  expect(await screen.findByText('Payment of €1,000.00 recorded.')).toBeInTheDocument();
  expect(await screen.findByRole('row', { name: 'Outstanding €0.00' })).toBeInTheDocument();
  // Paid in full: nothing more to record.
  expect(screen.queryByRole('button', { name: 'Record payment' })).not.toBeInTheDocument();
});

test('voiding asks for a reason, sends it, and shows a refusal of it on its field', async () => {
  const invoice = createInvoiceDetail();
  const voided = {
    ...invoice,
    status: 'void' as const,
    voidReason: 'Wrong rate',
    creditNoteNumber: 'CN-00001',
  };
  let answer = jsonResponse(422, { message: 'Check the reason', errors: { reason: ['Say more than that'] } });
  const api = renderDrawer(invoice, {
    [`POST ${INVOICES}/${invoice.id}/void`]: () => answer,
  });
  await api.user.click(await screen.findByRole('button', { name: 'Void invoice' }));
  const dialog = await screen.findByRole('dialog', { name: 'Void Invoice INV-00042?' });
  await api.user.click(within(dialog).getByRole('button', { name: 'Void invoice' }));
  expect(await within(dialog).findByText('Say why the invoice is void')).toBeInTheDocument();
  expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

  await api.user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Wrong');
  await api.user.click(within(dialog).getByRole('button', { name: 'Void invoice' }));
  expect(await within(dialog).findByText('Say more than that')).toBeInTheDocument();
  expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toHaveAttribute('aria-invalid', 'true');
  expect(fieldsOf(sentForm(api.calls, `${INVOICES}/${invoice.id}/void`))).toEqual({ reason: 'Wrong' });

  answer = jsonResponse(200, { data: voided });
  await api.user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), ' rate');
  await api.user.click(within(dialog).getByRole('button', { name: 'Void invoice' }));
  expect(await screen.findByText('Invoice INV-00042 voided; credit note CN-00001.')).toBeInTheDocument();
});

test('an invoice with a payment cannot be voided', async () => {
  renderDrawer(createInvoiceDetail({ status: 'issued', payments: [createInvoicePayment()] }));
  expect(await screen.findByRole('button', { name: 'Record payment' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Void invoice' })).not.toBeInTheDocument();
});

test('Download PDF fetches the pdf endpoint with the session token and saves the file', async () => {
  const invoice = createInvoiceDetail();
  const api = renderDrawer(invoice, {
    [`GET ${INVOICES}/${invoice.id}/pdf`]: () =>
      new Response('%PDF-1.7', {
        status: 200,
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': 'attachment; filename="INV-00042.pdf"',
        },
      }),
  });
  const createObjectURL = vi.fn(() => 'blob:pdf');
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  await api.user.click(await screen.findByRole('button', { name: 'Download PDF' }));
  await waitFor(() => expect(click).toHaveBeenCalled());
  const call = api.calls.find((candidate) => candidate.url === `${INVOICES}/${invoice.id}/pdf`);
  expect(call?.headers).toMatchObject({
    Authorization: 'Bearer token-1',
    Accept: 'application/pdf, application/json',
  });
  expect(click.mock.instances[0]).toMatchObject({ download: 'INV-00042.pdf' });
});

test("an invoice that is not there (or not the reader's) says so", async () => {
  const id = crypto.randomUUID();
  stubApi({ [`GET ${INVOICES}/${id}`]: () => jsonResponse(404, { message: 'Not found' }) });
  renderPage(
    <InvoiceDrawer partnerPath={(_kind, partnerId) => partnerId} today={TODAY} conversionsPath="/r" />,
    {
      path: '/admin/billing',
      url: `/admin/billing?invoice=${id}`,
    },
  );
  expect(
    await screen.findByText('This invoice does not exist, or is not one your role may see.'),
  ).toBeInTheDocument();
});

test('a draft takes an adjustment: a chargeback above zero is refused on its field, a bonus lands with who added it', async () => {
  const draft = createInvoiceDetail({ number: null, status: 'draft', issuedOn: null, dueOn: null });
  const bonus = createAdjustmentLine();
  const adjusted = { ...draft, lines: [...draft.lines, bonus], total: '1250.00', subtotal: '1250.00' };
  const api = renderDrawer(draft, {
    [`POST ${INVOICES}/${draft.id}/adjustments`]: () => jsonResponse(200, { data: adjusted }),
  });
  await api.user.click(await screen.findByRole('button', { name: 'Add adjustment' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add adjustment' });
  await api.user.click(within(dialog).getByRole('combobox', { name: 'Reason' }));
  await api.user.click(await screen.findByRole('option', { name: 'Chargeback' }));
  await api.user.type(within(dialog).getByRole('textbox', { name: 'Amount (EUR)' }), '12.50');
  await api.user.type(within(dialog).getByRole('textbox', { name: 'Memo' }), 'Order 881 refunded');
  await api.user.click(within(dialog).getByRole('button', { name: 'Add adjustment' }));
  expect(
    await within(dialog).findByText('A chargeback takes money back: enter a negative amount'),
  ).toBeInTheDocument();
  expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

  await api.user.click(within(dialog).getByRole('combobox', { name: 'Reason' }));
  await api.user.click(await screen.findByRole('option', { name: 'Bonus' }));
  await api.user.click(within(dialog).getByRole('button', { name: 'Add adjustment' }));
  expect(await screen.findByText('Adjustment added to the draft.')).toBeInTheDocument();
  expect(fieldsOf(sentForm(api.calls, `${INVOICES}/${draft.id}/adjustments`))).toEqual({
    reason: 'bonus',
    amount: '12.50',
    memo: 'Order 881 refunded',
  });
  expect(await screen.findByText('Bonus: Top publisher of November')).toBeInTheDocument();
  expect(screen.getByText(/^Added by Ada Admin on /)).toBeInTheDocument();
});

test('an adjustment comes off a draft with its remove button; an issued invoice offers neither', async () => {
  const bonus = createAdjustmentLine();
  const draft = createInvoiceDetail({
    number: null,
    status: 'draft',
    issuedOn: null,
    dueOn: null,
    lines: [createInvoiceLine(), bonus],
  });
  const api = renderDrawer(draft, {
    [`DELETE ${INVOICES}/${draft.id}/adjustments/${bonus.id}`]: () =>
      jsonResponse(200, { data: { ...draft, lines: draft.lines.slice(0, 1) } }),
  });
  await api.user.click(
    await screen.findByRole('button', { name: 'Remove adjustment: Bonus: Top publisher of November' }),
  );
  expect(await screen.findByText('Adjustment removed from the draft.')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText('Bonus: Top publisher of November')).not.toBeInTheDocument());
});

test('an issued invoice shows its adjustments without add or remove', async () => {
  renderDrawer(createInvoiceDetail({ lines: [createAdjustmentLine()] }));
  expect(await screen.findByText('Bonus: Top publisher of November')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Add adjustment' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^Remove adjustment/ })).not.toBeInTheDocument();
});

test('the totals list each tax with its rate, and a reverse-charged invoice says who accounts for the VAT', async () => {
  const taxed = createInvoiceDetail({
    subtotal: '100.00',
    total: '123.00',
    taxes: [{ name: 'VAT', percent: '23.00', amount: '23.00' }],
  });
  const { unmount } = renderDrawer(taxed);
  expect(await screen.findByRole('row', { name: 'VAT (23%) €23.00' })).toBeInTheDocument();
  expect(screen.getByRole('row', { name: 'Total €123.00' })).toBeInTheDocument();
  expect(screen.queryByText(/^Reverse charge/)).not.toBeInTheDocument();
  unmount();

  renderDrawer(createInvoiceDetail({ reverseCharge: true }));
  expect(
    await screen.findByText(
      'Reverse charge: VAT to be accounted for by the customer (Article 196, Council Directive 2006/112/EC).',
    ),
  ).toBeInTheDocument();
});

test('a converted invoice shows its total in the partner’s currency, and the rate and day it was converted at', async () => {
  renderDrawer(
    createInvoiceDetail({
      currency: 'USD',
      total: '1000.00',
      converted: { currency: 'EUR', rate: '0.92592593', on: '2026-12-01', total: '925.93' },
    }),
  );
  expect(await screen.findByRole('row', { name: 'Total $1,000.00' })).toBeInTheDocument();
  expect(screen.getByRole('row', { name: 'Total in EUR €925.93' })).toBeInTheDocument();
  expect(
    screen.getByText(
      'Converted to EUR at 1 USD = 0.92592593 EUR, the rates of 2026-12-01. The amounts due and paid are those in USD.',
    ),
  ).toBeInTheDocument();
});

test('an advertiser’s invoice is hidden from the advertiser with its switch, and marked Hidden', async () => {
  const invoice = createInvoiceDetail({
    kind: 'advertiser',
    partner: { id: crypto.randomUUID(), name: 'Acme' },
  });
  const hidden = {
    ...invoice,
    hiddenFromPartner: true,
    history: [createHistoryEntry({ action: 'hidden', summary: 'Hidden from the advertiser' })],
  };
  const api = renderDrawer(invoice, {
    [`PUT ${INVOICES}/${invoice.id}/visibility`]: () => jsonResponse(200, { data: hidden }),
  });
  const drawer = await screen.findByRole('dialog', { name: 'Invoice INV-00042' });
  const toggle = await within(drawer).findByRole('switch', { name: 'Hidden from the advertiser' });
  expect(toggle).toHaveAccessibleDescription(/does not see it on its invoice screens and gets no e-mail/);
  expect(toggle).not.toBeChecked();
  await api.user.click(toggle);

  expect(await screen.findByText('Invoice INV-00042 is hidden from the advertiser.')).toBeInTheDocument();
  expect(fieldsOf(sentForm(api.calls, `${INVOICES}/${invoice.id}/visibility`))).toEqual({ hidden: '1' });
  expect(within(drawer).getByRole('switch', { name: 'Hidden from the advertiser' })).toBeChecked();
  expect(within(drawer).getByText('Hidden')).toBeInTheDocument();
  const history = within(drawer).getByRole('table', { name: 'History' });
  expect(within(history).getByText('Hidden from the advertiser')).toBeInTheDocument();
});

test('staff who only read billing see the switch, not change it', async () => {
  useAuthStore.getState().setSession(
    'token-1',
    createSessionUser('employee', {
      employeeRole: { id: crypto.randomUUID(), name: 'Finance', dataScope: 'all' },
      permissions: ['billing.read'],
    }),
  );
  const invoice = createInvoiceDetail({ kind: 'advertiser', hiddenFromPartner: true });
  renderDrawer(invoice);
  const drawer = await screen.findByRole('dialog', { name: 'Invoice INV-00042' });
  expect(await within(drawer).findByRole('switch', { name: 'Hidden from the advertiser' })).toBeDisabled();
});

test('a publisher’s invoice has no switch: a publisher always sees what it is paid', async () => {
  renderDrawer(createInvoiceDetail());
  const drawer = await screen.findByRole('dialog', { name: 'Invoice INV-00042' });
  expect(await within(drawer).findByRole('button', { name: 'Record payment' })).toBeInTheDocument();
  expect(within(drawer).queryByRole('switch')).not.toBeInTheDocument();
});
