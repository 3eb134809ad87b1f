import type { OfferStatus } from '@affnet/contracts';
import { describe, expect, test } from 'vitest';
import { seedPartner, seedTenant } from '../helpers/factories';
import { seedOffer } from '../helpers/offers';
import { useTestApp } from '../helpers/test-app';
import { adminWithAdvertiser, OFFERS, offersOf, type Staff } from './offer-api';

const ctx = useTestApp();

const STATUSES: OfferStatus[] = ['draft', 'active', 'paused', 'expired', 'archived'];

async function oneOfEach(staff: Staff) {
  const byStatus = new Map<OfferStatus, string>();
  for (const status of STATUSES) {
    const { offer } = await seedOffer(ctx.current.handle.db, staff.tenant, {
      advertiserId: staff.advertiser.partner.id,
      status,
    });
    byStatus.set(status, offer.id);
  }
  return byStatus;
}

async function statusesOf(staff: Staff, byStatus: Map<OfferStatus, string>) {
  const rows = await offersOf(ctx.current.handle.db, staff.tenant.id);
  return Object.fromEntries(
    [...byStatus].map(([was, id]) => [was, rows.find((row) => row.id === id)?.status]),
  );
}

function change(staff: Staff, payload: object) {
  return ctx.current.app.inject({ method: 'POST', url: `${OFFERS}/status`, headers: staff.headers, payload });
}

describe('POST /offers/status', () => {
  test('activate applies to drafts and paused offers only; the others are left as they are', async () => {
    const { app, handle } = ctx.current;
    const staff = await adminWithAdvertiser(app, handle.db);
    const byStatus = await oneOfEach(staff);
    const response = await change(staff, { ids: [...byStatus.values()], action: 'activate' });
    expect(response.json()).toEqual({ data: { updated: 2 } });
    expect(await statusesOf(staff, byStatus)).toEqual({
      draft: 'active',
      active: 'active',
      paused: 'active',
      expired: 'expired',
      archived: 'archived',
    });
  });

  test('pause applies to active offers only, and moves their update time', async () => {
    const { app, handle } = ctx.current;
    const staff = await adminWithAdvertiser(app, handle.db);
    const byStatus = await oneOfEach(staff);
    const before = await offersOf(handle.db, staff.tenant.id);
    const response = await change(staff, {
      ids: [...byStatus.values(), byStatus.get('active')],
      action: 'pause',
    });
    expect(response.json()).toEqual({ data: { updated: 1 } });
    expect(await statusesOf(staff, byStatus)).toEqual({
      draft: 'draft',
      active: 'paused',
      paused: 'paused',
      expired: 'expired',
      archived: 'archived',
    });
    const after = await offersOf(handle.db, staff.tenant.id);
    const paused = byStatus.get('active');
    const updatedAt = (rows: typeof after) => rows.find((row) => row.id === paused)?.updatedAt.getTime() ?? 0;
    expect(updatedAt(after)).toBeGreaterThan(updatedAt(before));
  });

  test('one id of another tenant among them: 404 and nothing changes', async () => {
    const { app, handle } = ctx.current;
    const staff = await adminWithAdvertiser(app, handle.db);
    const byStatus = await oneOfEach(staff);
    const elsewhere = await seedTenant(handle.db);
    const advertiser = await seedPartner(handle.db, elsewhere, { kind: 'advertiser' });
    const foreign = await seedOffer(handle.db, elsewhere, {
      advertiserId: advertiser.partner.id,
      status: 'draft',
    });
    const response = await change(staff, {
      ids: [byStatus.get('draft'), foreign.offer.id],
      action: 'activate',
    });
    expect(response.statusCode).toBe(404);
    expect(await statusesOf(staff, byStatus)).toMatchObject({ draft: 'draft' });
    expect((await offersOf(handle.db, elsewhere.id))[0]?.status).toBe('draft');
  });

  test('no ids, too many ids or an unknown action are field errors', async () => {
    const { app, handle } = ctx.current;
    const staff = await adminWithAdvertiser(app, handle.db);
    const id = (await oneOfEach(staff)).get('draft');
    const empty = await change(staff, { ids: [], action: 'activate' });
    const many = await change(staff, { ids: Array.from({ length: 501 }, () => id), action: 'activate' });
    const action = await change(staff, { ids: [id], action: 'archive' });
    expect(empty.json().errors).toHaveProperty('ids');
    expect(many.json().errors).toHaveProperty('ids');
    expect(action.json().errors).toEqual({ action: ['Choose an action'] });
  });
});
