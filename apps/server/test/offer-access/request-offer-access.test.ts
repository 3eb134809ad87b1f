import {
  getPublisherOfferResponseSchema,
  type OfferAccessStatus,
  type OfferVisibility,
} from '@affnet/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { offerAccess } from '../../src/db/schema/index';
import { seedPartner, seedTenant } from '../helpers/factories';
import { multipartPayload } from '../helpers/form-data';
import { publisherWorld } from '../helpers/offer-parts';
import { seedOffer, seedOfferAccess } from '../helpers/offers';
import { useTestApp } from '../helpers/test-app';

const ctx = useTestApp();
const urlOf = (offerId: string) => `/api/v1/publisher/offers/${offerId}/access-request`;

const QUESTIONS = ['Where will you promote it?', 'Expected monthly leads?'];

async function world(options: { visibility?: OfferVisibility; terms?: string | null } = {}) {
  const { app, handle } = ctx.current;
  const base = await publisherWorld(app, handle.db);
  const { offer } = await seedOffer(handle.db, base.tenant, {
    advertiserId: base.advertiser.id,
    visibility: options.visibility ?? 'approval',
    approvalQuestions: QUESTIONS,
    terms: options.terms === undefined ? 'No brand bidding.' : options.terms,
  });
  const entryOf = async () =>
    (
      await handle.db
        .select()
        .from(offerAccess)
        .where(and(eq(offerAccess.offerId, offer.id), eq(offerAccess.publisherId, base.publisher.partner.id)))
    )[0];
  return { ...base, offer, entryOf };
}

const ask = (headers: Record<string, string>, offerId: string, payload: Record<string, unknown>) =>
  ctx.current.app.inject({ method: 'POST', url: urlOf(offerId), headers, payload });

const GOOD = { answers: ['My cashback site', 'About 300'], acceptTerms: true };

describe('POST /publisher/offers/:id/access-request', () => {
  test('a first request from form data: pending, with the answers and the terms’ acceptance; answers the offer', async () => {
    const { app } = ctx.current;
    const { headers, offer, entryOf } = await world();
    const form = await multipartPayload({
      answers: ['  My cashback site ', 'About 300', 'extra'],
      acceptTerms: true,
    });
    const before = Date.now();
    const response = await app.inject({
      method: 'POST',
      url: urlOf(offer.id),
      headers: { ...headers, 'content-type': form.contentType },
      payload: form.payload,
    });
    expect(response.statusCode).toBe(200);
    const { data } = getPublisherOfferResponseSchema.parse(response.json());
    expect(data).toMatchObject({ id: offer.id, access: 'pending' });
    const entry = await entryOf();
    expect(entry).toMatchObject({
      status: 'pending',
      answers: [
        { question: QUESTIONS[0], answer: 'My cashback site' },
        { question: QUESTIONS[1], answer: 'About 300' },
      ],
      decidedAt: null,
    });
    expect(entry?.requestedAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(entry?.termsAcceptedAt?.getTime()).toBe(entry?.requestedAt?.getTime());
  });

  test('an offer without terms needs no acceptance, and records none', async () => {
    const { headers, offer, entryOf } = await world({ terms: null });
    const response = await ask(headers, offer.id, { answers: GOOD.answers });
    expect(response.statusCode).toBe(200);
    expect(await entryOf()).toMatchObject({ status: 'pending', termsAcceptedAt: null });
  });

  test('a blank or missing answer and unaccepted terms: 422 on each field, nothing written', async () => {
    const { headers, offer, entryOf } = await world();
    const response = await ask(headers, offer.id, { answers: ['   '], acceptTerms: false });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      'answers.0': ['Answer this question'],
      'answers.1': ['Answer this question'],
      acceptTerms: ['Accept the terms to request this offer'],
    });
    expect(await entryOf()).toBeUndefined();
  });

  test('an answer over 2000 characters is a 422 from the schema', async () => {
    const { headers, offer, entryOf } = await world();
    const response = await ask(headers, offer.id, { ...GOOD, answers: ['x'.repeat(2001), 'ok'] });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['answers.0']);
    expect(await entryOf()).toBeUndefined();
  });

  test('a rejected request asked again is pending once more, the old decision cleared', async () => {
    const { handle } = ctx.current;
    const { tenant, headers, offer, publisher, entryOf } = await world();
    const rejected = await seedOfferAccess(handle.db, tenant, {
      offerId: offer.id,
      publisherId: publisher.partner.id,
      status: 'rejected',
      reason: 'Tell us more',
    });
    await handle.db
      .update(offerAccess)
      .set({ decidedAt: new Date(), answers: [{ question: 'Old?', answer: 'Old' }] })
      .where(eq(offerAccess.id, rejected.id));
    const response = await ask(headers, offer.id, GOOD);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ access: 'pending', accessReason: null });
    expect(await entryOf()).toMatchObject({
      status: 'pending',
      reason: null,
      decidedAt: null,
      decidedBy: null,
      answers: [
        { question: QUESTIONS[0], answer: GOOD.answers[0] },
        { question: QUESTIONS[1], answer: GOOD.answers[1] },
      ],
    });
  });

  test.each<[OfferAccessStatus, number, string]>([
    ['pending', 409, 'You have already requested this offer. We will e-mail you once it is decided.'],
    ['approved', 409, 'You are already approved for this offer.'],
    ['blocked', 403, 'You cannot request this offer.'],
  ])('with a %s entry: %i, and the entry stays', async (status, code, message) => {
    const { handle } = ctx.current;
    const { tenant, headers, offer, publisher, entryOf } = await world();
    const entry = await seedOfferAccess(handle.db, tenant, {
      offerId: offer.id,
      publisherId: publisher.partner.id,
      status,
    });
    const response = await ask(headers, offer.id, GOOD);
    expect(response.statusCode).toBe(code);
    expect(response.json()).toEqual({ message });
    expect(await entryOf()).toEqual(entry);
  });

  test('a public offer needs no request: 409 saying so', async () => {
    const { headers, offer, entryOf } = await world({ visibility: 'public' });
    const response = await ask(headers, offer.id, GOOD);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('This offer is public: you can run it without requesting access.');
    expect(await entryOf()).toBeUndefined();
  });

  test('a private offer, a draft and another network’s offer: 404, nothing written', async () => {
    const { handle } = ctx.current;
    const { tenant, advertiser, headers, publisher } = await world();
    const { offer: hidden } = await seedOffer(handle.db, tenant, {
      advertiserId: advertiser.id,
      visibility: 'private',
    });
    const { offer: draft } = await seedOffer(handle.db, tenant, {
      advertiserId: advertiser.id,
      visibility: 'approval',
      status: 'draft',
    });
    const other = await seedTenant(handle.db);
    const { partner: foreignAdvertiser } = await seedPartner(handle.db, other, { kind: 'advertiser' });
    const { offer: foreign } = await seedOffer(handle.db, other, {
      advertiserId: foreignAdvertiser.id,
      visibility: 'approval',
    });
    for (const offer of [hidden, draft, foreign]) {
      const response = await ask(headers, offer.id, GOOD);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Offer not found.' });
    }
    const entries = await handle.db
      .select()
      .from(offerAccess)
      .where(eq(offerAccess.publisherId, publisher.partner.id));
    expect(entries).toEqual([]);
  });
});
