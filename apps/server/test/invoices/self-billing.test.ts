import { selfBillingAgreementOf } from '@affnet/contracts';
import { expect, test } from 'vitest';
import { invoiceSettings } from '../../src/db/schema/index';
import { PUBLISHER_ONLY, signedInPartner, statusesByCaller } from '../helpers/callers';
import { useTestApp } from '../helpers/test-app';
import { BILLING, invoiceWorld } from './invoice-world';
import { pdfTextOf } from './pdf-text';

/*
 * Self-billing (docs/money.md "Self-billing"): a publisher accepts the network's agreement once;
 * where the network requires it, the publisher's invoices are issued only after, and say when it
 * was accepted.
 */

const ctx = useTestApp();
const SELF_BILLING = '/api/v1/publisher/self-billing';

async function world() {
  const { app, handle } = ctx.current;
  const w = await invoiceWorld(app, handle.db);
  await w.saveCompany();
  const publisher = await signedInPartner(app, handle.db, w.tenant, 'publisher');
  const asPublisher = (method: 'GET' | 'POST') =>
    app.inject({ method, url: SELF_BILLING, headers: publisher.headers });
  const requireAgreement = () =>
    handle.db
      .insert(invoiceSettings)
      .values({ tenantId: w.tenant.id, selfBillingRequired: true })
      .onConflictDoUpdate({ target: invoiceSettings.tenantId, set: { selfBillingRequired: true } });
  const issue = (id: string) =>
    app.inject({ method: 'POST', url: `${BILLING}/invoices/${id}/issue`, headers: w.headers });
  return { ...w, publisher, asPublisher, requireAgreement, issue };
}

test('the publisher reads the agreement in its network’s name and accepts it once; staff see the day', async () => {
  const w = await world();
  const before = await w.asPublisher('GET');
  expect(before.json().data).toEqual({
    required: false,
    acceptedAt: null,
    agreement: selfBillingAgreementOf('Demo Network Ltd'),
  });
  const accepted = await w.asPublisher('POST');
  expect(accepted.statusCode).toBe(200);
  const { acceptedAt } = accepted.json().data;
  expect(Date.parse(acceptedAt)).toBeGreaterThan(Date.now() - 60_000);
  // Accepting again keeps the first day.
  expect((await w.asPublisher('POST')).json().data.acceptedAt).toBe(acceptedAt);
  const page = await ctx.current.app.inject({
    method: 'GET',
    url: `/api/v1/publishers/${w.publisher.partner.id}`,
    headers: w.headers,
  });
  expect(page.json().data.selfBillingAcceptedAt).toBe(acceptedAt);
});

test('where the network requires it, a publisher’s invoice waits for the agreement, then says when it was accepted', async () => {
  const w = await world();
  await w.requireAgreement();
  const draft = await w.draftFor(w.publisher.partner.id, [{ offer: w.usd, payout: '40.00' }]);
  const refused = await w.issue(draft);
  expect(refused.statusCode).toBe(409);
  expect(refused.json().message).toBe(
    'The publisher has not accepted self-billing yet: it accepts the agreement on its payment settings, then this invoice can be issued.',
  );
  expect(await w.invoiceRow(draft)).toMatchObject({ status: 'draft', number: null });
  expect((await w.asPublisher('GET')).json().data.required).toBe(true);

  await w.asPublisher('POST');
  const issued = await w.issue(draft);
  expect(issued.statusCode, issued.body).toBe(200);
  const pdf = await ctx.current.app.inject({
    method: 'GET',
    url: `${BILLING}/invoices/${draft}/pdf`,
    headers: w.headers,
  });
  const today = new Date().toISOString().slice(0, 10);
  expect((await pdfTextOf(pdf.rawPayload)).replace(/\s+/g, ' ')).toContain(
    `the supplier, under the self-billing agreement the supplier accepted on ${today}.`,
  );

  // An advertiser's invoice is the network's own: no agreement to wait for.
  await w.convert({ offer: w.usd, publisherId: w.alice.id, revenue: '30.00' });
  const [advertiserDraft] = await w.runOf('advertiser');
  expect((await w.issue(advertiserDraft?.invoiceId ?? '')).statusCode).toBe(200);
});

test('only a publisher reads and accepts its own agreement', async () => {
  const { app, handle } = ctx.current;
  const w = await world();
  for (const method of ['GET', 'POST'] as const) {
    const result = await statusesByCaller(app, handle.db, w.tenant, {
      permission: 'billing.write',
      expected: PUBLISHER_ONLY(200),
      request: async () => ({ method, url: SELF_BILLING }),
    });
    expect(result.statuses, method).toEqual(PUBLISHER_ONLY(200));
  }
  // The matrix's publishers accepted their own agreements: this world's publisher has not.
  expect((await w.asPublisher('GET')).json().data.acceptedAt).toBeNull();
});
