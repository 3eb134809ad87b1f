import type { OfferAccessStatus } from '@affnet/contracts';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { offerAccess } from '../../src/db/schema/index';
import { seedPartner, seedTenant, type TestPartner } from '../helpers/factories';
import { seedOffer, seedOfferAccess } from '../helpers/offers';
import { type CapturedMail, startSmtpCapture } from '../helpers/smtp-capture';
import { adminOfNewTenant } from '../helpers/tenant-admin';
import { useTestApp } from '../helpers/test-app';

let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
beforeAll(async () => {
  smtp = await startSmtpCapture();
});
afterAll(() => smtp.close());
const ctx = useTestApp({ env: () => ({ SMTP_URL: smtp.url }) });

const PATH = '/api/v1/offer-access/status';

/** The text of a captured e-mail, quoted-printable soft breaks undone. */
const textOf = (mail: CapturedMail) => mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

async function world() {
  const { app, handle } = ctx.current;
  const { tenant, user: admin, headers } = await adminOfNewTenant(app, handle.db);
  const { partner: advertiser } = await seedPartner(handle.db, tenant, { kind: 'advertiser' });
  const { offer } = await seedOffer(handle.db, tenant, {
    advertiserId: advertiser.id,
    name: 'Solar panels',
    visibility: 'approval',
  });
  const entry = async (status: OfferAccessStatus) => {
    const publisher = await seedPartner(handle.db, tenant, { kind: 'publisher' });
    const row = await seedOfferAccess(handle.db, tenant, {
      offerId: offer.id,
      publisherId: publisher.partner.id,
      status,
    });
    return { publisher, row };
  };
  return { tenant, admin, headers, offer, entry };
}

const stored = async (ids: string[]) =>
  ctx.current.handle.db.select().from(offerAccess).where(inArray(offerAccess.id, ids));

const change = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  ctx.current.app.inject({ method: 'POST', url: PATH, headers, payload });

describe('POST /offer-access/status', () => {
  test('approve: pending, rejected and blocked entries become approved; the publishers are e-mailed', async () => {
    const { tenant, admin, headers, offer, entry } = await world();
    const pending = await entry('pending');
    const rejected = await entry('rejected');
    const blocked = await entry('blocked');
    const approved = await entry('approved');
    const ids = [pending.row.id, rejected.row.id, blocked.row.id, approved.row.id];
    const before = Date.now();

    const response = await change(headers, { ids, action: 'approve' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { updated: 3 } });
    const rows = new Map((await stored(ids)).map((row) => [row.id, row]));
    for (const id of [pending.row.id, rejected.row.id, blocked.row.id]) {
      expect(rows.get(id)).toMatchObject({ status: 'approved', decidedBy: admin.id, reason: null });
      expect(rows.get(id)?.decidedAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    }
    // Already approved: left exactly as it was.
    expect(rows.get(approved.row.id)).toEqual(approved.row);

    const mail = textOf(await smtp.waitForMail(pending.publisher.user.email));
    expect(mail).toContain(`Approved: offer #${offer.ref} Solar panels`);
    expect(mail).toContain(`http://${tenant.host}/publisher/offer/view/${offer.id}`);
    await smtp.waitForMail(rejected.publisher.user.email);
    await smtp.waitForMail(blocked.publisher.user.email);
    expect(smtp.messages.filter((m) => m.to.includes(approved.publisher.user.email))).toEqual([]);
  });

  test('reject: only pending entries, with the reason stored and e-mailed', async () => {
    const { headers, offer, entry } = await world();
    const pending = await entry('pending');
    const approved = await entry('approved');
    const response = await change(headers, {
      ids: [pending.row.id, approved.row.id],
      action: 'reject',
      reason: 'Traffic sources do not fit',
    });
    expect(response.json()).toEqual({ data: { updated: 1 } });
    const [row] = await stored([pending.row.id]);
    expect(row).toMatchObject({ status: 'rejected', reason: 'Traffic sources do not fit' });
    expect((await stored([approved.row.id]))[0]?.status).toBe('approved');

    const mail = textOf(await smtp.waitForMail(pending.publisher.user.email));
    expect(mail).toContain(`Not approved: offer #${offer.ref} Solar panels`);
    expect(mail).toContain('Reason: Traffic sources do not fit');
  });

  test('block: approved, pending and rejected entries; no e-mail', async () => {
    const { headers, entry } = await world();
    const entries = await Promise.all((['approved', 'pending', 'rejected', 'blocked'] as const).map(entry));
    const response = await change(headers, {
      ids: entries.map((e) => e.row.id),
      action: 'block',
      reason: 'Fraud',
    });
    expect(response.json()).toEqual({ data: { updated: 3 } });
    const rows = await stored(entries.map((e) => e.row.id));
    expect(rows.map((row) => row.status)).toEqual(['blocked', 'blocked', 'blocked', 'blocked']);
    expect(rows.filter((row) => row.reason === 'Fraud')).toHaveLength(3);
    // A fresh approval of another entry is the only mail that can arrive; none of these got one.
    const fresh = await entry('pending');
    await change(headers, { ids: [fresh.row.id], action: 'approve' });
    await smtp.waitForMail(fresh.publisher.user.email);
    const blockedEmails = entries.map((e) => e.publisher.user.email);
    expect(smtp.messages.filter((m) => m.to.some((to) => blockedEmails.includes(to)))).toEqual([]);
  });

  test('an id of another network among own ids: 404, nothing changes', async () => {
    const { handle } = ctx.current;
    const { headers, entry } = await world();
    const own = await entry('pending');
    const other = await seedTenant(handle.db);
    const { partner: foreignAdvertiser } = await seedPartner(handle.db, other, { kind: 'advertiser' });
    const foreignPublisher: TestPartner = await seedPartner(handle.db, other, { kind: 'publisher' });
    const { offer: foreignOffer } = await seedOffer(handle.db, other, { advertiserId: foreignAdvertiser.id });
    const foreign = await seedOfferAccess(handle.db, other, {
      offerId: foreignOffer.id,
      publisherId: foreignPublisher.partner.id,
      status: 'pending',
    });

    const response = await change(headers, { ids: [own.row.id, foreign.id], action: 'approve' });
    expect(response.statusCode).toBe(404);
    expect(await stored([own.row.id, foreign.id])).toEqual(expect.arrayContaining([own.row, foreign]));
  });

  test('no ids, an unknown action or a long reason: 422 with field errors, nothing changes', async () => {
    const { handle } = ctx.current;
    const { headers, entry } = await world();
    const pending = await entry('pending');
    const response = await change(headers, { ids: [], action: 'promote', reason: 'x'.repeat(501) });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['action', 'ids', 'reason']);
    const rows = await handle.db.select().from(offerAccess).where(eq(offerAccess.id, pending.row.id));
    expect(rows).toEqual([pending.row]);
  });
});
