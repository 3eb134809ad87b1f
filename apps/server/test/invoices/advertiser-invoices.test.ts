import { expect, test } from 'vitest';
import { advertiserBilling } from '../../src/db/schema/index';
import { changeConversionStatuses } from '../../src/modules/conversions/index';
import { generateDrafts, issueInvoice, voidInvoice } from '../../src/modules/invoices/index';
import { ALL_PARTNERS } from '../../src/modules/partner-scope/index';
import { eventStoreOf } from '../helpers/events';
import { authHeaders, loginAs } from '../helpers/factories';
import { TEST_DRIVER, useTestApp } from '../helpers/test-app';
import { BILLING, invoiceWorld, tomorrow } from './invoice-world';
import { pdfTextOf } from './pdf-text';

/*
 * Advertiser invoices (docs/money.md "Advertiser invoices"): the same engine on the other side of
 * the ledger. A run bills the revenue of approved conversions to their advertiser, with its own
 * stamps, so the publisher side and the advertiser side never see each other's billing.
 */

const ctx = useTestApp();
type World = Awaited<ReturnType<typeof invoiceWorld>>;
const lineSummary = async (w: World, invoiceId: string) =>
  (await w.linesOf(invoiceId)).map((line) => `${line.kind} ${line.quantity} ${line.amount}`).sort();

async function reject(w: World, ids: string[]) {
  const { handle } = ctx.current;
  await changeConversionStatuses(
    { db: handle.db, events: eventStoreOf(handle.db) },
    w.tenant.id,
    { ids, status: 'rejected', reason: 'Chargeback' },
    { id: w.admin.id, scope: ALL_PARTNERS },
  );
}

async function advertiserDraft(w: World, currency = 'USD') {
  const drafts = await w.runOf('advertiser');
  const draft = drafts.find((one) => one.partnerId === w.advertiser.id && one.currency === currency);
  if (!draft) throw new Error(`no ${currency} draft for the advertiser`);
  return draft;
}

test('a run bills revenue to the advertiser, one draft per currency, whatever the publishers’ hold; each side stamps its own', async () => {
  const w = await invoiceWorld(ctx.current.app, ctx.current.handle.db);
  await w.setPublisherHold(w.alice.id, 30);
  await w.convert({ offer: w.usd, publisherId: w.alice.id, payout: '10.00', revenue: '15.00' });
  await w.convert({ offer: w.usd, publisherId: w.bob.id, payout: '20.00', revenue: '25.00' });
  await w.convert({ offer: w.eur, publisherId: w.bob.id, revenue: '7.50' });
  await w.convert({ offer: w.usd, publisherId: w.bob.id, revenue: '99.00', isTest: true });
  await w.convert({ offer: w.usd, publisherId: w.bob.id, revenue: '99.00', status: 'pending' });

  const drafts = await w.runOf('advertiser');
  expect(
    drafts.map((d) => `${d.partnerId === w.advertiser.id} ${d.currency} ${d.billed} ${d.total}`).sort(),
  ).toEqual(['true EUR 1 7.50', 'true USD 2 40.00']);
  const usd = drafts.find((d) => d.currency === 'USD');
  if (!usd) throw new Error('no USD draft');
  expect(await lineSummary(w, usd.invoiceId)).toEqual(['conversions 2 40.00']);
  expect((await w.invoiceRow(usd.invoiceId)).partnerKind).toBe('advertiser');

  // The publisher side has billed nothing yet; its run bills Bob's payout (Alice's is on hold).
  const afterAdvertiser = await w.conversionsOf();
  expect(afterAdvertiser.filter((c) => c.advertiserInvoiceId).length).toBe(3);
  expect(afterAdvertiser.every((c) => c.publisherInvoiceId === null)).toBe(true);
  const publisherDrafts = await w.runOf('publisher');
  expect(publisherDrafts.map((d) => `${d.partnerId === w.bob.id} ${d.currency} ${d.total}`).sort()).toEqual([
    'true EUR 10.00',
    'true USD 20.00',
  ]);
  const afterBoth = await w.conversionsOf();
  expect(afterBoth.map((c) => c.advertiserInvoiceId).sort()).toEqual(
    afterAdvertiser.map((c) => c.advertiserInvoiceId).sort(),
  );

  // A second run bills nothing again.
  expect((await w.runOf('advertiser')).map((d) => d.billed)).toEqual([0, 0]);
});

test('issued from the one number sequence; the PDF is made out to the advertiser’s billing details and asks for payment to the network’s bank', async () => {
  const { app, handle } = ctx.current;
  const w = await invoiceWorld(app, handle.db);
  await w.saveCompany({
    bankName: 'Bank of Ireland',
    bankAccountHolder: 'Demo Network Ltd',
    bankAccount: 'IE29 AIBK 9311 5212 3456 78',
    bankBic: 'AIBKIE2D',
  });
  await handle.db.insert(advertiserBilling).values({
    partnerId: w.advertiser.id,
    tenantId: w.tenant.id,
    legalName: 'Shop Łódź Sp. z o.o.',
    contactName: 'Anna Nowak',
    invoiceEmail: 'ap@shop.example',
    addressLine1: 'ul. Piotrkowska 1',
    city: 'Łódź',
    postalCode: '90-001',
    country: 'PL',
  });
  await w.issuedFor(w.alice.id);
  await w.convert({ offer: w.usd, publisherId: w.bob.id, revenue: '120.00' });
  const draft = await advertiserDraft(w);
  await issueInvoice(handle.db, w.actionOn(draft.invoiceId));
  const issued = await w.invoiceRow(draft.invoiceId);
  expect(issued).toMatchObject({ status: 'issued', number: 'INV-00002', total: '135.00' });

  const advertiserHeaders = authHeaders(w.tenant, await loginAs(app, w.tenant, w.advertiserUser));
  const list = await app.inject({
    method: 'GET',
    url: '/api/v1/advertiser/invoices',
    headers: advertiserHeaders,
  });
  expect(list.json().data.map((row: { number: string }) => row.number)).toEqual(['INV-00002']);
  const pdf = await app.inject({
    method: 'GET',
    url: `/api/v1/advertiser/invoices/${draft.invoiceId}/pdf`,
    headers: advertiserHeaders,
  });
  expect(pdf.statusCode).toBe(200);
  const text = await pdfTextOf(pdf.rawPayload);
  for (const expected of [
    'INV-00002',
    'Shop Łódź Sp. z o.o.',
    'Attn. Anna Nowak',
    '90-001 Łódź',
    'Poland',
    'ap@shop.example',
    'Demo Network Ltd',
    'Account: IE29 AIBK 9311 5212 3456 78',
    'BIC: AIBKIE2D',
    '135.00',
  ]) {
    expect(text).toContain(expected);
  }
  expect(text).not.toContain('Self-billing');

  // The staff list reads advertiser invoices as its own kind.
  const staff = await app.inject({
    method: 'GET',
    url: `${BILLING}/invoices?kind=advertiser`,
    headers: w.headers,
  });
  expect(
    staff.json().data.map((row: { number: string; kind: string }) => `${row.kind} ${row.number}`),
  ).toEqual(['advertiser INV-00002']);
});

test('revenue rejected after issuing is credited on the advertiser’s next invoice; a void releases only the advertiser’s stamps', async () => {
  const { handle } = ctx.current;
  const w = await invoiceWorld(ctx.current.app, handle.db);
  const charged = await w.convert({ offer: w.usd, publisherId: w.alice.id, revenue: '30.00' });
  await w.convert({ offer: w.usd, publisherId: w.alice.id, revenue: '12.00' });
  const first = await advertiserDraft(w);
  await issueInvoice(handle.db, w.actionOn(first.invoiceId));
  await w.runOf('publisher');

  await reject(w, [charged.id]);
  await w.convert({ offer: w.usd, publisherId: w.bob.id, revenue: '50.00' });
  const next = await advertiserDraft(w);
  expect(next).toMatchObject({ billed: 1, reversed: 1, total: '20.00' });
  expect(await lineSummary(w, next.invoiceId)).toEqual(['conversions 1 50.00', 'reversals 1 -30.00']);

  // Voiding the second (issued, no payments) releases its advertiser stamps, never the publisher's.
  await issueInvoice(handle.db, w.actionOn(next.invoiceId));
  await voidInvoice(handle.db, { ...w.actionOn(next.invoiceId), reason: 'Wrong rate' });
  const stored = await w.conversionsOf();
  expect(stored.filter((c) => c.advertiserInvoiceId === next.invoiceId)).toEqual([]);
  expect(stored.filter((c) => c.advertiserReversalInvoiceId === next.invoiceId)).toEqual([]);
  expect(stored.filter((c) => c.publisherInvoiceId !== null).length).toBe(2);
  const again = await advertiserDraft(w);
  expect(again).toMatchObject({ billed: 1, reversed: 1, total: '20.00' });
});

test('POST /billing/invoice-runs with kind advertiser bills the advertisers; an unknown kind is a field error', async () => {
  const { app } = ctx.current;
  const w = await invoiceWorld(app, ctx.current.handle.db);
  await w.convert({ offer: w.usd, publisherId: w.alice.id, revenue: '15.00' });
  const runWith = (payload: object) =>
    app.inject({ method: 'POST', url: `${BILLING}/invoice-runs`, headers: w.headers, payload });

  const refused = await runWith({ kind: 'affiliate', periodEnd: tomorrow() });
  expect(refused.statusCode).toBe(422);
  expect(Object.keys(refused.json().errors)).toEqual(['kind']);
  expect(await w.draftsOf()).toEqual([]);

  const run = await runWith({ kind: 'advertiser', periodEnd: tomorrow() });
  expect(run.json()).toEqual({ data: { drafts: 1, billed: 1, reversed: 0 } });
  expect((await w.draftsOf()).map((d) => `${d.partnerKind} ${d.total}`)).toEqual(['advertiser 15.00']);
});

// Real parallel transactions need real connections: PGlite runs one statement at a time.
test.skipIf(TEST_DRIVER !== 'postgres')(
  'publisher and advertiser runs in parallel each bill every conversion once on their side, without deadlock',
  async () => {
    const { handle } = ctx.current;
    const w = await invoiceWorld(ctx.current.app, handle.db);
    for (const publisherId of [w.alice.id, w.bob.id]) {
      for (const offer of [w.usd, w.eur, w.usd2]) {
        for (let i = 0; i < 10; i++) await w.convert({ offer, publisherId, payout: '1.00', revenue: '2.00' });
      }
    }
    const kinds = ['publisher', 'advertiser', 'publisher', 'advertiser', 'advertiser', 'publisher'] as const;
    const runs = await Promise.all(
      kinds.map((kind) =>
        generateDrafts(handle.db, {
          kind,
          tenantId: w.tenant.id,
          periodEnd: tomorrow(),
          now: new Date(),
        }),
      ),
    );
    const billedBy = (kind: string) =>
      runs
        .filter((_, index) => kinds[index] === kind)
        .flat()
        .reduce((sum, draft) => sum + draft.billed, 0);
    expect(billedBy('publisher')).toBe(60);
    expect(billedBy('advertiser')).toBe(60);
    const stored = await w.conversionsOf();
    expect(stored.every((c) => c.publisherInvoiceId && c.advertiserInvoiceId)).toBe(true);
    const drafts = await w.draftsOf();
    expect(drafts.map((d) => `${d.partnerKind} ${d.currency} ${d.total}`).sort()).toEqual([
      'advertiser EUR 40.00',
      'advertiser USD 80.00',
      'publisher EUR 10.00',
      'publisher EUR 10.00',
      'publisher USD 20.00',
      'publisher USD 20.00',
    ]);
  },
);
