import { currencyCodeSchema, shiftDay } from '@affnet/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import {
  addAdjustment,
  type Draft,
  generateDrafts,
  type InvoiceAction,
  issueInvoice,
  loadInvoice,
  markRunThrough,
  recordInvoicePayment,
  saveRunSettings,
  tenantTodayOf,
  voidInvoice,
} from '../modules/invoices/index';
import { findPartnerPayment } from '../modules/partner-payments/index';
import { ALL_PARTNERS } from '../modules/partner-scope/index';
import {
  approveBatch,
  createBatch,
  exportBatch,
  loadBatch,
  readPaymentSettings,
  settleItems,
  updatePaymentSettings,
} from '../modules/payment-batches/index';
import { listPaymentMethods } from '../modules/payment-methods/index';
import type { Tenant } from '../tenancy/index';

/*
 * Three months of billing for the demo (docs/money.md), made month by month through the billing
 * use cases, as finance would: each month's run on both sides, issued; the oldest month paid (the
 * publisher's through a completed payment batch), one advertiser invoice voided with a credit note,
 * one partly paid and the latest left open; last month's publisher invoice in an exported batch not yet settled; the
 * current drafts with a bonus and a chargeback. Invoices below a payout minimum stay drafts and
 * carry over, as in any run.
 */

/** The first day of the month `back` months before `day`'s month ("2026-11-28", 1 → "2026-10-01"). */
function monthStart(day: string, back: number): string {
  const date = new Date(`${day.slice(0, 7)}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() - back);
  return date.toISOString().slice(0, 10);
}

export async function seedDemoBilling(db: Database, tenant: Tenant, adminId: string, log: FastifyBaseLogger) {
  const today = await tenantTodayOf(db, tenant.id);
  const actionOn = (invoiceId: string): InvoiceAction => ({
    tenantId: tenant.id,
    invoiceId,
    actorId: adminId,
    scope: ALL_PARTNERS,
  });
  // Two closed months (up to the 1st of last month, then up to the 1st of this one), then this one.
  // Counted from three days back: the demo's traffic ends a day ago, so in the first days of a
  // month "this month" would have nothing to bill yet.
  const base = shiftDay(today, -3);
  const periodEnds = [monthStart(base, 1), monthStart(base, 0)];
  const issued: { publisher: string[][]; advertiser: string[][] } = { publisher: [], advertiser: [] };
  for (const periodEnd of periodEnds) {
    for (const kind of ['publisher', 'advertiser'] as const) {
      const drafts = await generateDrafts(db, { kind, tenantId: tenant.id, periodEnd, now: new Date() });
      issued[kind].push(await issueAll(db, drafts, actionOn));
    }
  }
  await settleAdvertiserInvoices(db, issued.advertiser, actionOn, today);
  const batches = await payPublishers(db, tenant, adminId, issued.publisher, today);
  // This month so far: drafts finance is still working on.
  for (const kind of ['publisher', 'advertiser'] as const) {
    const drafts = await generateDrafts(db, {
      kind,
      tenantId: tenant.id,
      periodEnd: shiftDay(today, 1),
      now: new Date(),
    });
    const [first] = drafts;
    if (!first) continue;
    const adjustment =
      kind === 'publisher'
        ? ({ reason: 'bonus', amount: '50.00', memo: 'Launch week bonus' } as const)
        : ({ reason: 'chargeback', amount: '-25.00', memo: 'Chargeback on order 7731' } as const);
    await addAdjustment(db, { ...actionOn(first.invoiceId), adjustment });
  }
  await scheduleMonthlyRuns(db, tenant.id, periodEnds.at(-1) ?? base);
  log.info({ invoices: issued, batches }, 'demo billing seeded through the billing use cases');
}

/**
 * From now on both kinds are billed monthly, three days after each month ends, and publishers may
 * ask for their payout in between. The months billed above count as run, so the job's first run
 * is next month's.
 */
async function scheduleMonthlyRuns(db: Database, tenantId: string, lastPeriodEnd: string) {
  const monthly = { schedule: 'monthly', day: 1, delayDays: 3 } as const;
  const now = new Date();
  await saveRunSettings(
    db,
    tenantId,
    { publisher: { ...monthly, payoutRequests: true }, advertiser: monthly },
    now,
  );
  await markRunThrough(db, tenantId, lastPeriodEnd, now);
}

/** Issues the run's drafts; one below its payout minimum stays a draft (the balance carries over). */
async function issueAll(db: Database, drafts: Draft[], actionOn: (id: string) => InvoiceAction) {
  const done: string[] = [];
  for (const draft of drafts) {
    if (Number(draft.total) <= 0) continue;
    try {
      await issueInvoice(db, actionOn(draft.invoiceId));
      done.push(draft.invoiceId);
    } catch {
      // Below the minimum: the draft stays open and carries over, as the run's rules say.
    }
  }
  return done;
}

/**
 * The advertisers' side, over both months' issued invoices oldest first: the first voided (a
 * credit note), the last left open (overdue once its terms pass), the one before it half paid,
 * the rest paid. Taken across the months, every state shows whenever there are four invoices,
 * however the demo's traffic (which follows the clock) spreads them over the two months.
 */
async function settleAdvertiserInvoices(
  db: Database,
  months: string[][],
  actionOn: (id: string) => InvoiceAction,
  today: string,
) {
  const [voided, ...rest] = months.flat();
  const [open, partly, ...paid] = rest.reverse();
  if (voided)
    await voidInvoice(db, { ...actionOn(voided), reason: 'Sent to the wrong legal entity; reissued' });
  if (!open) return;
  for (const invoiceId of paid.reverse()) {
    const amount = await outstandingOf(db, invoiceId, actionOn);
    await recordInvoicePayment(db, {
      ...actionOn(invoiceId),
      payment: { amount, paidOn: today, reference: 'Wire transfer' },
    });
  }
  if (partly) {
    const cents = Math.round(Number(await outstandingOf(db, partly, actionOn)) * 100);
    const half = (Math.floor(cents / 2) / 100).toFixed(2);
    await recordInvoicePayment(db, {
      ...actionOn(partly),
      payment: { amount: half, paidOn: today, reference: 'Wire 4471' },
    });
  }
}

const STAFF = { kind: 'staff', scope: ALL_PARTNERS } as const;

async function outstandingOf(db: Database, invoiceId: string, actionOn: (id: string) => InvoiceAction) {
  return (await loadInvoice(db, actionOn(invoiceId).tenantId, STAFF, invoiceId)).outstanding;
}

/**
 * Pays the publishers by PayPal in two batches per currency: the older month's invoices in a
 * batch approved, exported and settled (completed), last month's in one exported and waiting for
 * PayPal's answer. The demo publisher saved its PayPal e-mail a moment ago, which the details hold
 * would stop; the batches are made with the hold at 0 days and the network's 7 days set after, so
 * the screen shows the hold on the next batch.
 */
async function payPublishers(
  db: Database,
  tenant: Tenant,
  adminId: string,
  months: string[][],
  today: string,
): Promise<string[]> {
  const [older, recent] = await batchGroupsOf(db, tenant.id, months);
  const paypal = await paypalMethodOf(db, tenant.id, [...older, ...recent]);
  if (!paypal) return [];
  const settings = await readPaymentSettings(db, tenant.id);
  await updatePaymentSettings(db, tenant.id, { ...settings, detailsHoldDays: 0 });
  const made: string[] = [];
  const action = (batchId: string) => ({
    tenantId: tenant.id,
    batchId,
    actorId: adminId,
    scope: ALL_PARTNERS,
  });
  for (const currency of await currenciesOf(db, tenant.id, [...older, ...recent])) {
    for (const [index, exclude] of [recent, older].entries()) {
      const batchId = await createBatch(db, {
        tenantId: tenant.id,
        actorId: adminId,
        scope: ALL_PARTNERS,
        body: {
          paymentMethodId: paypal,
          currency: currencyCodeSchema.parse(currency),
          issuedUntil: today,
          excludeInvoiceIds: exclude,
        },
      }).catch(() => null); // nothing eligible in this currency
      if (!batchId) continue;
      await approveBatch(db, action(batchId));
      await exportBatch(db, { ...action(batchId), format: 'paypal_csv' });
      if (index === 0) {
        const batch = await loadBatch(db, { ...action(batchId), viewerId: adminId });
        const itemIds = batch.items.map((item) => item.id);
        await settleItems(db, { ...action(batchId), settle: { outcome: 'paid', itemIds, paidOn: today } });
      }
      made.push(batchId);
    }
  }
  await updatePaymentSettings(db, tenant.id, settings);
  return made;
}

/**
 * The invoices of the completed batch and of the exported one: the older month's and last
 * month's, of publishers paid by PayPal. A short demo (the tests' few thousand clicks) can leave
 * the older month no such invoice at some hours of the day; last month's first one is then paid in
 * the completed batch, so the demo always shows both.
 */
async function batchGroupsOf(
  db: Database,
  tenantId: string,
  months: string[][],
): Promise<[string[], string[]]> {
  const paidByPaypal = async (ids: string[]) => {
    const kept: string[] = [];
    for (const id of ids) {
      const { partner } = await loadInvoice(db, tenantId, STAFF, id);
      const payment = await findPartnerPayment(db, tenantId, partner.id);
      if (payment?.method.kind === 'paypal') kept.push(id);
    }
    return kept;
  };
  const [older, recent] = [await paidByPaypal(months[0] ?? []), await paidByPaypal(months[1] ?? [])];
  if (older.length > 0 || recent.length < 2) return [older, recent];
  return [recent.slice(0, 1), recent.slice(1)];
}

/** The network's PayPal method, when its invoices' publishers are paid by one. */
async function paypalMethodOf(db: Database, tenantId: string, invoiceIds: string[]) {
  if (invoiceIds.length === 0) return null;
  const methods = await listPaymentMethods(db, tenantId);
  return methods.find((method) => method.kind === 'paypal' && method.enabled)?.id ?? null;
}

async function currenciesOf(db: Database, tenantId: string, invoiceIds: string[]) {
  const currencies = new Set<string>();
  for (const id of invoiceIds) currencies.add((await loadInvoice(db, tenantId, STAFF, id)).currency);
  return [...currencies].sort();
}
