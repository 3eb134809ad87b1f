import { expect, test } from 'vitest';
import { issueInvoice, voidInvoice } from '../../src/modules/invoices/index';
import { signedInPartner } from '../helpers/callers';
import { useTestApp } from '../helpers/test-app';
import { BILLING, invoiceWorld } from './invoice-world';

/*
 * "See conversions" (docs/money.md "See conversions"): an invoice answers how many conversions it
 * bills and the days they converted on; the conversion report, given the invoice, lists exactly
 * those, for staff on either side and for a partner on its own side only.
 */

const ctx = useTestApp();
const DAY = 86_400_000;

type Row = { id: string };

async function seeWorld() {
  const { app, handle } = ctx.current;
  const w = await invoiceWorld(app, handle.db);
  const publisher = await signedInPartner(app, handle.db, w.tenant, 'publisher');
  const advertiser = await signedInPartner(app, handle.db, w.tenant, 'advertiser');
  const report = async (path: string, headers: Record<string, string>, query: string) => {
    const response = await app.inject({ method: 'GET', url: `/api/v1${path}?${query}`, headers });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().data as Row[]).map((row) => row.id).sort();
  };
  const detail = async (invoiceId: string) =>
    (await app.inject({ method: 'GET', url: `${BILLING}/invoices/${invoiceId}`, headers: w.headers })).json()
      .data;
  return { ...w, publisher, advertiser, report, detail };
}

test('an invoice’s conversions: its count and days, and the report narrowed to them for each reader', async () => {
  const w = await seeWorld();
  const { handle } = ctx.current;
  const mine = w.publisher.partner.id;
  const billed = [
    await w.convert({ offer: w.usd, publisherId: mine, approvedAt: new Date(Date.now() - 3 * DAY) }),
    await w.convert({ offer: w.usd, publisherId: mine }),
  ];
  await w.convert({ offer: w.usd, publisherId: w.bob.id });
  const [publisherDraft] = (await w.runOf('publisher')).filter((draft) => draft.partnerId === mine);
  if (!publisherDraft) throw new Error('no draft');
  await issueInvoice(handle.db, w.actionOn(publisherDraft.invoiceId));
  // A conversion after the run is on no invoice yet.
  await w.convert({ offer: w.usd, publisherId: mine });

  const invoice = await w.detail(publisherDraft.invoiceId);
  expect(invoice.conversionCount).toBe(2);
  expect(invoice.conversionDays.from < invoice.conversionDays.to).toBe(true);
  const range = `from=${invoice.conversionDays.from}&to=${invoice.conversionDays.to}`;
  const onIt = `invoiceId=${publisherDraft.invoiceId}&${range}`;
  const ids = billed.map((conversion) => conversion.id).sort();
  expect(await w.report('/reports/conversions', w.headers, onIt)).toEqual(ids);
  expect(await w.report('/publisher/reports/conversions', w.publisher.headers, onIt)).toEqual(ids);
  // Bob's conversion and the later one are in the range, not on the invoice.
  expect(await w.report('/reports/conversions', w.headers, range)).toHaveLength(4);

  // The advertiser side: staff read it on the advertiser's invoice; a publisher never does.
  const [advertiserDraft] = await w.runOf('advertiser');
  if (!advertiserDraft) throw new Error('no advertiser draft');
  const onAdvertiserInvoice = `invoiceId=${advertiserDraft.invoiceId}&${range}`;
  expect(await w.report('/reports/conversions', w.headers, onAdvertiserInvoice)).toHaveLength(4);
  expect(await w.report('/publisher/reports/conversions', w.publisher.headers, onAdvertiserInvoice)).toEqual(
    [],
  );
  // Another advertiser sees nothing of it; the invoice's own advertiser is the world's.
  expect(
    await w.report('/advertiser/reports/conversions', w.advertiser.headers, onAdvertiserInvoice),
  ).toEqual([]);
});

test('a void invoice bills nothing, so it has no days; an invoice id that is not one is refused on its field', async () => {
  const w = await seeWorld();
  const voided = await w.issuedFor(w.alice.id);
  await voidInvoice(ctx.current.handle.db, { ...w.actionOn(voided), reason: 'Wrong period' });
  expect(await w.detail(voided)).toMatchObject({ conversionCount: 0, conversionDays: null });

  const refused = await ctx.current.app.inject({
    method: 'GET',
    url: '/api/v1/reports/conversions?invoiceId=INV-00042&from=2026-11-01&to=2026-11-02',
    headers: w.headers,
  });
  expect(refused.statusCode).toBe(422);
  expect(Object.keys(refused.json().errors)).toEqual(['invoiceId']);
});
