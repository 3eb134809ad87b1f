import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { invoicePayments, invoices, partners, users } from '../../db/schema/index';
import type { MailContext } from '../auth/index';
import type { PlaceholderValues } from '../system-emails/index';
import { moneyFormatter } from './pdf/invoice-formats';

// The e-mails a partner gets about its invoices (docs/money.md "E-mails"): one when an invoice is
// issued to it, one for each payment recorded on it, by hand or by a payment batch. Each is sent
// in the background after the action committed, so a slow or failing mail server never fails or
// undoes the action, and a replayed action, which changes nothing, sends nothing.

/** The invoice as its notices describe it, and the partner's sign-in account it goes to. */
async function noticeSubject(db: Database, tenantId: string, invoiceId: string) {
  const [row] = await db
    .select({
      number: invoices.number,
      kind: invoices.partnerKind,
      currency: invoices.currency,
      total: invoices.total,
      dueOn: invoices.dueOn,
      email: users.email,
      name: users.name,
    })
    .from(invoices)
    .innerJoin(partners, eq(partners.id, invoices.partnerId))
    .innerJoin(users, eq(users.id, partners.userId))
    .where(and(eq(invoices.tenantId, tenantId), eq(invoices.id, invoiceId)));
  if (!row?.number) throw new Error(`invoice ${invoiceId} has no number to announce`);
  return { ...row, number: row.number };
}

/**
 * One payment, and what was left on its invoice right after it: a later payment, recorded before
 * this notice is read, does not change what this one says.
 */
async function paymentOf(db: Database, tenantId: string, paymentId: string) {
  const earlier = alias(invoicePayments, 'earlier');
  const paidUpToIt = db
    .select({ sum: sql`coalesce(sum(${earlier.amount}), 0)` })
    .from(earlier)
    .where(
      and(
        eq(earlier.invoiceId, invoicePayments.invoiceId),
        sql`(${earlier.createdAt}, ${earlier.id}) <= (${invoicePayments.createdAt}, ${invoicePayments.id})`,
      ),
    );
  const [paid] = await db
    .select({
      amount: invoicePayments.amount,
      paidOn: invoicePayments.paidOn,
      reference: invoicePayments.reference,
      outstandingAfter: sql<string>`(${invoices.total} - (${paidUpToIt}))::text`,
    })
    .from(invoicePayments)
    .innerJoin(invoices, eq(invoices.id, invoicePayments.invoiceId))
    .where(and(eq(invoicePayments.id, paymentId), eq(invoicePayments.tenantId, tenantId)));
  if (!paid) throw new Error(`payment ${paymentId} not found`);
  return paid;
}

const invoiceLink = (ctx: MailContext, kind: 'publisher' | 'advertiser', invoiceId: string) =>
  `${ctx.origin}/${kind}/invoice/view/${invoiceId}`;

/** Hands the mailer the notice at once (it is read meanwhile); a failure is logged, never thrown. */
function sendNotice(
  ctx: MailContext,
  key: 'invoice-issued' | 'invoice-paid',
  reading: Promise<{ to: string; values: PlaceholderValues }>,
): void {
  ctx.mail
    .sendWhenRead(ctx.tenant, key, reading)
    .catch((error: unknown) =>
      ctx.log.error({ err: error, tenant: ctx.tenant.slug }, `${key} e-mail failed`),
    );
}

/** Tells the partner an invoice was issued to it: number, total, due day and where to read it. */
export function notifyInvoiceIssued(db: Database, invoiceId: string, ctx: MailContext): void {
  sendNotice(ctx, 'invoice-issued', issuedNotice(db, invoiceId, ctx));
}

async function issuedNotice(db: Database, invoiceId: string, ctx: MailContext) {
  const invoice = await noticeSubject(db, ctx.tenant.id, invoiceId);
  return {
    to: invoice.email,
    values: {
      name: invoice.name,
      invoice: invoice.number,
      total: moneyFormatter(invoice.currency)(invoice.total),
      due_date: invoice.dueOn ?? '',
      invoice_link: invoiceLink(ctx, invoice.kind, invoiceId),
    },
  };
}

export type RecordedPayment = { invoiceId: string; paymentId: string };

/** Tells the partner a payment on its invoice was recorded: how much, when, and what is left. */
export function notifyInvoicePaid(db: Database, payment: RecordedPayment, ctx: MailContext): void {
  sendNotice(ctx, 'invoice-paid', paidNotice(db, payment, ctx));
}

async function paidNotice(db: Database, payment: RecordedPayment, ctx: MailContext) {
  const [invoice, paid] = await Promise.all([
    noticeSubject(db, ctx.tenant.id, payment.invoiceId),
    paymentOf(db, ctx.tenant.id, payment.paymentId),
  ]);
  const money = moneyFormatter(invoice.currency);
  return {
    to: invoice.email,
    values: {
      name: invoice.name,
      invoice: invoice.number,
      amount: money(paid.amount),
      paid_on: paid.paidOn,
      reference: paid.reference ?? 'none',
      outstanding: money(paid.outstandingAfter),
      invoice_link: invoiceLink(ctx, invoice.kind, payment.invoiceId),
    },
  };
}
