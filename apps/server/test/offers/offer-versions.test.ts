import type { OfferVersion } from '@affnet/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { offerCategories, partners } from '../../src/db/schema/index';
import { STAFF_ONLY, statusesByCaller } from '../helpers/callers';
import { seedPartner } from '../helpers/factories';
import { signedIn } from '../helpers/partners';
import { adminOfNewTenant } from '../helpers/tenant-admin';
import { useTestApp } from '../helpers/test-app';
import { generalTabBody, OFFERS, offerOfNewTenant, putTab, type Staff } from './offer-api';

/*
 * The offer's history (docs/offers.md "History"): creating it is version 1; each tab save that
 * changes it is the next version, with who made it and what changed field by field (a list's
 * items matched by id); a save that changes nothing, or is refused, records nothing.
 */

const ctx = useTestApp();

async function versionsOf(staff: Staff, offerId: string, query = ''): Promise<OfferVersion[]> {
  const answer = await ctx.current.app.inject({
    method: 'GET',
    url: `${OFFERS}/${offerId}/versions${query}`,
    headers: staff.headers,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data;
}

async function newCategory(staff: Staff, name: string): Promise<string> {
  const answer = await ctx.current.app.inject({
    method: 'POST',
    url: '/api/v1/offer-categories',
    headers: staff.headers,
    payload: { name },
  });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().data.id;
}

async function save(staff: Staff, offerId: string, tab: string, payload: object) {
  const answer = await putTab(ctx.current.app, staff, offerId, tab, payload);
  expect(answer.statusCode, answer.body).toBe(200);
}

describe('offer versions', () => {
  test('created is version 1; each tab save that changes the offer is the next, with what changed', async () => {
    const { staff, offer } = await offerOfNewTenant(ctx.current.app, ctx.current.handle.db);
    const [created] = await versionsOf(staff, offer.id);
    expect(created).toMatchObject({
      version: 1,
      part: 'created',
      changes: [],
      changedBy: { id: staff.user.id, name: staff.user.name },
    });

    await save(staff, offer.id, 'landing-pages', {
      landingPages: [
        { name: 'Spring', url: 'https://a.example/spring' },
        { name: 'Autumn', url: 'https://a.example/autumn', weight: 20 },
      ],
      deepLinksEnabled: true,
      deepLinkDomains: ['shop.example'],
    });
    const [pages] = await versionsOf(staff, offer.id);
    expect(pages).toMatchObject({ version: 2, part: 'landing-pages' });
    expect(pages?.changes.map(({ path, item, kind }) => [path, item, kind])).toEqual([
      ['landingPages', 'Spring', 'added'],
      ['landingPages', 'Autumn', 'added'],
      ['deepLinksEnabled', null, 'changed'],
      ['deepLinkDomains', null, 'added'],
    ]);

    // One page edited in place, one removed: the edit reads as that page's fields.
    const spring = (await versionsOf(staff, offer.id))[0]?.changes[0]?.after as { id: string } | null;
    await save(staff, offer.id, 'landing-pages', {
      landingPages: [{ id: spring?.id, name: 'Spring', url: 'https://a.example/spring-v2' }],
      deepLinksEnabled: true,
      deepLinkDomains: ['shop.example'],
    });
    const [edited] = await versionsOf(staff, offer.id);
    expect(edited?.changes).toEqual([
      {
        path: 'landingPages',
        item: 'Autumn',
        kind: 'removed',
        before: expect.objectContaining({ name: 'Autumn' }),
        after: null,
      },
      {
        path: 'landingPages.url',
        item: 'Spring',
        kind: 'changed',
        before: 'https://a.example/spring',
        after: 'https://a.example/spring-v2',
      },
    ]);

    await save(staff, offer.id, 'payouts', {
      payouts: [{ eventKey: 'conversion', payoutAmount: '5.25', revenueAmount: '7' }],
    });
    const [payouts] = await versionsOf(staff, offer.id);
    expect(payouts).toMatchObject({
      version: 4,
      part: 'payouts',
      changes: [
        { path: 'payouts.payoutAmount', item: 'conversion', kind: 'changed', before: '4.50', after: '5.25' },
      ],
    });
  });

  test('another advertiser reads as the advertiser changed as a whole, not its id and name apart', async () => {
    const { app, handle } = ctx.current;
    const { staff, offer } = await offerOfNewTenant(app, handle.db);
    const { partner: other } = await seedPartner(handle.db, staff.tenant, {
      kind: 'advertiser',
      company: 'Other Shop',
    });
    const body = generalTabBody(staff.advertiser.partner.id);
    await save(staff, offer.id, 'general', body);
    await save(staff, offer.id, 'general', { ...body, advertiserId: other.id });
    const [moved] = await versionsOf(staff, offer.id);
    expect(moved?.changes).toEqual([
      {
        path: 'advertiser',
        item: null,
        kind: 'changed',
        before: { id: staff.advertiser.partner.id, company: staff.advertiser.partner.company },
        after: { id: other.id, company: 'Other Shop' },
      },
    ]);
  });

  test('a save that changes nothing, or is refused, records no version', async () => {
    const { staff, offer } = await offerOfNewTenant(ctx.current.app, ctx.current.handle.db);
    await save(staff, offer.id, 'payouts', {
      payouts: [{ eventKey: 'conversion', payoutAmount: '4.5', revenueAmount: '7' }],
    });
    const refused = await putTab(ctx.current.app, staff, offer.id, 'payouts', {
      payouts: [{ eventKey: 'no-such-event', payoutAmount: '9' }],
    });
    expect(refused.statusCode).toBe(422);
    expect((await versionsOf(staff, offer.id)).map((version) => version.version)).toEqual([1]);
  });

  test('saves at once take the next numbers in turn, none shared', async () => {
    const { staff, offer } = await offerOfNewTenant(ctx.current.app, ctx.current.handle.db);
    const amounts = ['5.00', '6.00', '7.00', '8.00'];
    await Promise.all(
      amounts.map((payoutAmount) =>
        save(staff, offer.id, 'payouts', {
          payouts: [{ eventKey: 'conversion', payoutAmount, revenueAmount: '9' }],
        }),
      ),
    );
    const versions = await versionsOf(staff, offer.id);
    expect(versions.map((version) => version.version)).toEqual([5, 4, 3, 2, 1]);
    // Each records the change from the one before it: the amounts chain without a gap.
    const chain = versions
      .slice(0, 4)
      .reverse()
      .map((version) => version.changes.find((change) => change.path === 'payouts.payoutAmount'));
    for (let i = 1; i < chain.length; i += 1) expect(chain[i]?.before).toBe(chain[i - 1]?.after);
  });
});

describe('what a save’s diff starts from', () => {
  const raise = (payoutAmount: string) => ({
    payouts: [{ eventKey: 'conversion', payoutAmount, revenueAmount: '7' }],
  });
  const pathsOf = async (staff: Staff, offerId: string) =>
    ((await versionsOf(staff, offerId))[0]?.changes ?? []).map((change) => change.path);

  test('a rename of the advertiser or a category between saves is not a change of the offer', async () => {
    const { app, handle } = ctx.current;
    const { staff, offer } = await offerOfNewTenant(app, handle.db);
    const categoryId = await newCategory(staff, 'Retail');
    const body = generalTabBody(staff.advertiser.partner.id, {
      status: offer.status,
      categoryIds: [categoryId],
    });
    await save(staff, offer.id, 'general', body);
    await handle.db
      .update(partners)
      .set({ company: 'Renamed Shop Ltd' })
      .where(eq(partners.id, staff.advertiser.partner.id));
    await handle.db.update(offerCategories).set({ name: 'Shops' }).where(eq(offerCategories.id, categoryId));
    await save(staff, offer.id, 'payouts', raise('5.00'));
    expect(await pathsOf(staff, offer.id)).toEqual(['payouts.payoutAmount']);
  });

  test('a change no version records (a bulk pause, a category deleted) is not put on the next save', async () => {
    const { app, handle } = ctx.current;
    const { staff, offer } = await offerOfNewTenant(app, handle.db, { status: 'active' });
    const categoryId = await newCategory(staff, 'Travel');
    const body = generalTabBody(staff.advertiser.partner.id, { status: 'active', categoryIds: [categoryId] });
    await save(staff, offer.id, 'general', body);

    const paused = await app.inject({
      method: 'POST',
      url: `${OFFERS}/status`,
      headers: staff.headers,
      payload: { ids: [offer.id], action: 'pause' },
    });
    expect(paused.json().data).toEqual({ updated: 1 });
    await save(staff, offer.id, 'payouts', raise('5.00'));
    expect(await pathsOf(staff, offer.id)).toEqual(['payouts.payoutAmount']);

    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/v1/offer-categories/${categoryId}`,
      headers: staff.headers,
    });
    expect(removed.statusCode).toBeLessThan(300);
    await save(staff, offer.id, 'payouts', raise('6.00'));
    expect(await pathsOf(staff, offer.id)).toEqual(['payouts.payoutAmount']);
  });
});

describe('filtering the history', () => {
  test('by the part saved, by who saved it, and by both', async () => {
    const { app, handle } = ctx.current;
    const { staff, offer } = await offerOfNewTenant(app, handle.db);
    const colleague = { ...staff, ...(await signedIn(app, handle.db, staff.tenant, { role: 'admin' })) };
    const payouts = (payoutAmount: string) => ({
      payouts: [{ eventKey: 'conversion', payoutAmount, revenueAmount: '9' }],
    });
    await save(staff, offer.id, 'payouts', payouts('5.00'));
    await save(colleague, offer.id, 'payouts', payouts('6.00'));
    await save(colleague, offer.id, 'general', generalTabBody(staff.advertiser.partner.id));
    const numbers = async (query: string) =>
      (await versionsOf(staff, offer.id, query)).map((version) => version.version);

    expect(await numbers('')).toEqual([4, 3, 2, 1]);
    expect(await numbers('?part=payouts')).toEqual([3, 2]);
    expect(await numbers(`?changedBy=${colleague.user.id}`)).toEqual([4, 3]);
    expect(await numbers(`?part=payouts&changedBy=${staff.user.id}`)).toEqual([2]);
    expect(await numbers('?part=caps')).toEqual([]);
  });

  test('an unknown part or a person that is not an id is refused on the field', async () => {
    const { staff, offer } = await offerOfNewTenant(ctx.current.app, ctx.current.handle.db);
    const answer = await ctx.current.app.inject({
      method: 'GET',
      url: `${OFFERS}/${offer.id}/versions?part=prices&changedBy=someone`,
      headers: staff.headers,
    });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().errors).toEqual({
      part: ['Choose a part of the offer'],
      changedBy: ['Choose a person'],
    });
  });
});

describe('who may read the history', () => {
  test('staff with offers.read; another network’s offer is not found', async () => {
    const { app, handle } = ctx.current;
    const { staff, offer } = await offerOfNewTenant(app, handle.db);
    const result = await statusesByCaller(app, handle.db, staff.tenant, {
      permission: 'offers.read',
      expected: STAFF_ONLY(200),
      request: async () => ({ method: 'GET', url: `${OFFERS}/${offer.id}/versions` }),
    });
    expect(result.statuses).toEqual(STAFF_ONLY(200));
    const other = await adminOfNewTenant(app, handle.db);
    const foreign = await app.inject({
      method: 'GET',
      url: `${OFFERS}/${offer.id}/versions`,
      headers: other.headers,
    });
    expect(foreign.statusCode).toBe(404);
  });
});
