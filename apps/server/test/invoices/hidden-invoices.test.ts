import { expect, test } from 'vitest';
import { issueInvoice } from '../../src/modules/invoices/index';
import { authHeaders, loginAs } from '../helpers/factories';
import { useTestApp } from '../helpers/test-app';
import { BILLING, invoiceWorld } from './invoice-world';

/*
 * Hidden from the advertiser (docs/money.md "Hidden from the advertiser"): finance keeps an
 * advertiser's invoice off the advertiser's screens (list, page, PDF, export), and shows it again;
 * staff still see it, marked, with the change in its history. A publisher's invoice is never hidden.
 */

const ctx = useTestApp();
type World = Awaited<ReturnType<typeof invoiceWorld>>;

async function hiddenWorld() {
  const { app, handle } = ctx.current;
  const w = await invoiceWorld(app, handle.db);
  const advertiserHeaders = authHeaders(w.tenant, await loginAs(app, w.tenant, w.advertiserUser));
  const setHidden = (invoiceId: string, hidden: unknown) =>
    app.inject({
      method: 'PUT',
      url: `${BILLING}/invoices/${invoiceId}/visibility`,
      headers: w.headers,
      payload: { hidden },
    });
  const asAdvertiser = (url: string) =>
    app.inject({ method: 'GET', url: `/api/v1/advertiser/invoices${url}`, headers: advertiserHeaders });
  return { ...w, setHidden, asAdvertiser };
}

async function issuedAdvertiserInvoice(w: World, revenue: string) {
  await w.convert({ offer: w.usd, publisherId: w.alice.id, revenue });
  const draft = (await w.runOf('advertiser')).find((one) => one.partnerId === w.advertiser.id);
  if (!draft) throw new Error('no advertiser draft');
  await issueInvoice(ctx.current.handle.db, w.actionOn(draft.invoiceId));
  return draft.invoiceId;
}

test('a hidden invoice is off the advertiser’s list, page, PDF and export; shown again, it is back', async () => {
  const w = await hiddenWorld();
  const kept = await issuedAdvertiserInvoice(w, '40.00');
  const hidden = await issuedAdvertiserInvoice(w, '75.00');
  const hiddenNumber = (await w.invoiceRow(hidden)).number ?? '';

  const answered = await w.setHidden(hidden, true);
  expect(answered.statusCode, answered.body).toBe(200);
  expect(answered.json().data).toMatchObject({ id: hidden, hiddenFromPartner: true });
  expect(answered.json().data.history).toContainEqual(
    expect.objectContaining({ action: 'hidden', summary: 'Hidden from the advertiser' }),
  );

  const list = await w.asAdvertiser('');
  expect(list.json().data.map((row: { id: string }) => row.id)).toEqual([kept]);
  expect(list.json().meta.total).toBe(1);
  expect((await w.asAdvertiser(`/${hidden}`)).statusCode).toBe(404);
  expect((await w.asAdvertiser(`/${hidden}/pdf`)).statusCode).toBe(404);
  const csv = (await w.asAdvertiser('/export')).body;
  expect(csv).not.toContain(hiddenNumber);
  expect(csv).toContain((await w.invoiceRow(kept)).number);

  // Staff still see it, marked.
  const staffList = await ctx.current.app.inject({
    method: 'GET',
    url: `${BILLING}/invoices?kind=advertiser`,
    headers: w.headers,
  });
  expect(
    staffList
      .json()
      .data.map((row: { id: string; hiddenFromPartner: boolean }) => [row.id, row.hiddenFromPartner]),
  ).toEqual(
    expect.arrayContaining([
      [kept, false],
      [hidden, true],
    ]),
  );

  // The same again writes nothing; shown again, the advertiser has it back.
  const again = await w.setHidden(hidden, true);
  expect(
    again.json().data.history.filter((entry: { action: string }) => entry.action === 'hidden'),
  ).toHaveLength(1);
  const shown = await w.setHidden(hidden, false);
  expect(shown.json().data).toMatchObject({ hiddenFromPartner: false });
  expect(shown.json().data.history).toContainEqual(
    expect.objectContaining({ action: 'shown', summary: 'Shown to the advertiser again' }),
  );
  expect((await w.asAdvertiser(`/${hidden}`)).statusCode).toBe(200);
  expect((await w.asAdvertiser('')).json().meta.total).toBe(2);
});

test('a draft hidden before it is issued stays hidden once issued', async () => {
  const w = await hiddenWorld();
  await w.convert({ offer: w.usd, publisherId: w.alice.id, revenue: '12.00' });
  const [draft] = await w.runOf('advertiser');
  if (!draft) throw new Error('no advertiser draft');
  expect((await w.setHidden(draft.invoiceId, true)).statusCode).toBe(200);
  await issueInvoice(ctx.current.handle.db, w.actionOn(draft.invoiceId));
  expect(await w.invoiceRow(draft.invoiceId)).toMatchObject({ status: 'issued', hiddenFromPartner: true });
  expect((await w.asAdvertiser('')).json().data).toEqual([]);
});

test('a publisher’s invoice is never hidden, and a wrong setting is refused: both write nothing', async () => {
  const w = await hiddenWorld();
  const publisherInvoice = await w.issuedFor(w.alice.id);
  const advertiserInvoice = await issuedAdvertiserInvoice(w, '10.00');
  const before = await w.billingState();

  const refused = await w.setHidden(publisherInvoice, true);
  expect(refused.statusCode).toBe(409);
  expect(refused.json().message).toBe(
    'Only an advertiser’s invoice can be hidden: a publisher always sees what it is paid.',
  );
  const invalid = await w.setHidden(advertiserInvoice, 'maybe');
  expect(invalid.statusCode).toBe(422);
  expect(Object.keys(invalid.json().errors)).toEqual(['hidden']);
  expect(await w.billingState()).toEqual(before);
});
