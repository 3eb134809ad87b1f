import { CLICK_CHECKS, offerTargetingSchema } from '@affnet/contracts';
import { describe, expect, test } from 'vitest';
import { STAFF_ONLY, statusesByCaller } from '../helpers/callers';
import { clickWorld } from '../helpers/click-world';
import { seedFallback, seedLandingPage } from '../helpers/offer-parts';
import { signedIn } from '../helpers/partners';
import { useTestApp } from '../helpers/test-app';

/* "What would this click do?": the hot path's evaluateClick, answered to staff through the API. */

const ctx = useTestApp();
const db = () => ctx.current.handle.db;

async function previewWorld() {
  const world = await clickWorld(db());
  const { headers } = await signedIn(ctx.current.app, db(), world.tenant);
  const preview = (offerId: string, payload: Record<string, unknown>) =>
    ctx.current.app.inject({
      method: 'POST',
      url: `/api/v1/offers/${offerId}/click-preview`,
      headers,
      payload,
    });
  return { ...world, headers, preview };
}

describe('POST /offers/:id/click-preview', () => {
  test('answers each check’s verdict in order, the landing page and the final URL', async () => {
    const w = await previewWorld();
    const offer = await w.offer();
    const page = await seedLandingPage(db(), w.tenant, {
      offerId: offer.id,
      url: 'https://shop.example/p?s={sub1}&c={click_id}',
    });
    const answer = await w.preview(offer.id, {
      publisherId: w.publisher.id,
      ip: '8.8.8.8',
      sub1: 'a b',
      lp: page.id,
    });
    expect(answer.statusCode).toBe(200);
    const { data } = answer.json();
    expect(data.visitor).toMatchObject({ country: 'US', device: 'desktop' });
    // Google's address is a data centre's, which this offer (no proxy block) takes all the same.
    expect(data.visitor.network).toEqual({ asn: 15169, name: 'Google LLC', kind: 'data_centre' });
    expect(data.outcome).toBe('valid');
    expect(data.finalUrl).toBe('https://shop.example/p?s=a%20b&c=CLICK_ID');
    expect(data.steps).toHaveLength(1);
    expect(data.steps[0].landingPage).toEqual({ id: page.id, name: page.name });
    expect(data.steps[0].verdicts).toEqual(CLICK_CHECKS.map((check) => ({ check, reason: null })));
  });

  test('names the failing check and the fallback taken, for facts a real click cannot state (a proxy)', async () => {
    const w = await previewWorld();
    const targeting = offerTargetingSchema.parse({ country: { include: ['FR'] }, blockProxies: true });
    const offer = await w.offer({ targeting, dayPartingEnabled: true, dayPartingHours: [9] });
    await seedFallback(db(), w.tenant, {
      offerId: offer.id,
      kind: 'url',
      url: 'https://other.example/?s={sub1}',
      reasons: ['targeting'],
    });
    const answer = await w.preview(offer.id, {
      publisherId: w.publisher.id,
      country: 'FR',
      proxy: '1',
      at: '2030-01-07T09:30',
      sub1: 'x',
    });
    const { data } = answer.json();
    expect(data.outcome).toBe('fallback');
    expect(data.finalUrl).toBe('https://other.example/?s=x');
    expect(data.steps[0]).toMatchObject({
      reason: 'proxy',
      fallback: { kind: 'url', target: 'https://other.example/?s={sub1}' },
    });
    // 2030-01-07 is a Monday: 09:30 is hour 9 of the week, inside the offer's day parting.
    const verdicts = Object.fromEntries(
      data.steps[0].verdicts.map((v: { check: string; reason: string | null }) => [v.check, v.reason]),
    );
    expect(verdicts).toMatchObject({ schedule: null, targeting: 'proxy' });
    const late = (
      await w.preview(offer.id, { publisherId: w.publisher.id, country: 'FR', at: '2030-01-07T10:30' })
    ).json();
    expect(late.data.steps[0].reason).toBe('outside_day_parting');
    expect(late.data.outcome).toBe('rejected');
  });

  test('counts an address in a data centre or VPN as a proxy, with no box ticked', async () => {
    const w = await previewWorld();
    const offer = await w.offer({ targeting: offerTargetingSchema.parse({ blockProxies: true }) });
    const from = async (ip: string) =>
      (await w.preview(offer.id, { publisherId: w.publisher.id, ip })).json().data;
    const vpn = await from('185.159.157.1');
    expect(vpn.visitor.network).toEqual({ asn: 209103, name: 'Proton AG', kind: 'vpn' });
    expect(vpn.steps[0].reason).toBe('proxy');
    const home = await from('24.24.24.24');
    expect(home.visitor.network).toEqual({ asn: 11351, name: 'Charter Communications Inc', kind: null });
    expect(home.outcome).toBe('valid');
    expect((await from('10.1.2.3')).visitor.network).toBeNull();
  });

  test('refuses bad input with field errors, and another network’s offer or publisher', async () => {
    const w = await previewWorld();
    const other = await clickWorld(db());
    const offer = await w.offer();
    const theirs = await other.offer();
    const invalid = await w.preview(offer.id, { publisherId: 'nope', device: 'fridge', ip: '1.2.3' });
    expect(invalid.statusCode).toBe(422);
    expect(Object.keys(invalid.json().errors)).toEqual(
      expect.arrayContaining(['publisherId', 'device', 'ip']),
    );
    expect((await w.preview(theirs.id, { publisherId: w.publisher.id })).statusCode).toBe(404);
    const foreign = await w.preview(offer.id, { publisherId: other.publisher.id });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors).toEqual({ publisherId: ['Choose a publisher of this network'] });
  });

  test('is for staff who may read offers', async () => {
    const w = await clickWorld(db());
    const offer = await w.offer();
    const { statuses } = await statusesByCaller(ctx.current.app, db(), w.tenant, {
      permission: 'offers.read',
      expected: STAFF_ONLY(200),
      request: async () => ({
        method: 'POST',
        url: `/api/v1/offers/${offer.id}/click-preview`,
        payload: { publisherId: w.publisher.id },
      }),
    });
    expect(statuses).toEqual(STAFF_ONLY(200));
  });
});
