import { listOfferAccessResponseSchema } from '@affnet/contracts';
import { describe, expect, test } from 'vitest';
import { offerAccess } from '../../src/db/schema/index';
import { seedPartner, seedTenant } from '../helpers/factories';
import { seedOffer, seedOfferAccess } from '../helpers/offers';
import { adminOfNewTenant } from '../helpers/tenant-admin';
import { useTestApp } from '../helpers/test-app';

const ctx = useTestApp();
const PATH = '/api/v1/offer-access';

async function accessWorld() {
  const { app, handle } = ctx.current;
  const { db } = handle;
  const { tenant, user: admin, headers } = await adminOfNewTenant(app, db);
  const { partner: advertiser } = await seedPartner(db, tenant, { kind: 'advertiser' });
  const acme = await seedPartner(db, tenant, {
    kind: 'publisher',
    company: 'Acme Media',
    email: `acme-${tenant.slug}@pubs.test`,
  });
  const zeta = await seedPartner(db, tenant, { kind: 'publisher', company: 'Zeta Ads' });
  const loans = await seedOffer(db, tenant, {
    advertiserId: advertiser.id,
    name: 'Loans',
    visibility: 'approval',
  });
  const vpn = await seedOffer(db, tenant, {
    advertiserId: advertiser.id,
    name: 'VPN',
    visibility: 'private',
  });
  return { tenant, admin, headers, acme, zeta, loans: loans.offer, vpn: vpn.offer };
}

async function list(headers: Record<string, string>, query = '') {
  const response = await ctx.current.app.inject({ method: 'GET', url: `${PATH}?${query}`, headers });
  expect(response.statusCode).toBe(200);
  return listOfferAccessResponseSchema.parse(response.json());
}

describe('GET /offer-access', () => {
  test('answers each entry with its offer, publisher, request and decision', async () => {
    const { handle } = ctx.current;
    const { tenant, admin, headers, acme, loans } = await accessWorld();
    const requestedAt = new Date('2026-05-01T10:00:00Z');
    const decidedAt = new Date('2026-05-02T10:00:00Z');
    const [row] = await handle.db
      .insert(offerAccess)
      .values({
        tenantId: tenant.id,
        offerId: loans.id,
        publisherId: acme.partner.id,
        status: 'rejected',
        reason: 'Too small',
        answers: [{ question: 'Where?', answer: 'My blog' }],
        termsAcceptedAt: requestedAt,
        requestedAt,
        decidedAt,
        decidedBy: admin.id,
      })
      .returning();
    if (!row) throw new Error('no row');
    // Another network's entries never show.
    const other = await seedTenant(handle.db);
    const { partner: foreignAdvertiser } = await seedPartner(handle.db, other, { kind: 'advertiser' });
    const { partner: foreignPublisher } = await seedPartner(handle.db, other, { kind: 'publisher' });
    const { offer: foreignOffer } = await seedOffer(handle.db, other, { advertiserId: foreignAdvertiser.id });
    await seedOfferAccess(handle.db, other, {
      offerId: foreignOffer.id,
      publisherId: foreignPublisher.id,
      status: 'pending',
    });

    const body = await list(headers);
    expect(body.meta).toEqual({ page: 1, perPage: 25, total: 1 });
    expect(body.data).toEqual([
      {
        id: row.id,
        offer: { id: loans.id, ref: loans.ref, name: 'Loans', visibility: 'approval' },
        publisher: { id: acme.partner.id, company: 'Acme Media', email: acme.user.email },
        status: 'rejected',
        reason: 'Too small',
        answers: [{ question: 'Where?', answer: 'My blog' }],
        termsAcceptedAt: requestedAt.toISOString(),
        requestedAt: requestedAt.toISOString(),
        decidedAt: decidedAt.toISOString(),
        decidedBy: { id: admin.id, name: admin.name },
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      },
    ]);
  });

  test('filters by status, offer and publisher; searches offer name or number, company or e-mail', async () => {
    const { handle } = ctx.current;
    const { tenant, headers, acme, zeta, loans, vpn } = await accessWorld();
    const seed = (offerId: string, publisherId: string, status: 'pending' | 'approved' | 'blocked') =>
      seedOfferAccess(handle.db, tenant, { offerId, publisherId, status });
    const acmeLoans = await seed(loans.id, acme.partner.id, 'pending');
    const zetaLoans = await seed(loans.id, zeta.partner.id, 'approved');
    const acmeVpn = await seed(vpn.id, acme.partner.id, 'blocked');
    const ids = async (query: string) =>
      (await list(headers, `${query}&sort=publisher&order=asc`)).data.map((r) => r.id);

    expect(await ids('status=pending')).toEqual([acmeLoans.id]);
    expect((await ids(`offerId=${loans.id}`)).sort()).toEqual([acmeLoans.id, zetaLoans.id].sort());
    expect((await ids(`publisherId=${acme.partner.id}`)).sort()).toEqual([acmeLoans.id, acmeVpn.id].sort());
    expect(await ids('search=vpn')).toEqual([acmeVpn.id]);
    expect(await ids(`search=${vpn.ref}`)).toEqual([acmeVpn.id]);
    expect(await ids('search=zeta')).toEqual([zetaLoans.id]);
    expect((await ids(`search=${encodeURIComponent(acme.user.email)}`)).sort()).toEqual(
      [acmeLoans.id, acmeVpn.id].sort(),
    );
  });

  test('sorts by publisher and offer either way, and pages', async () => {
    const { handle } = ctx.current;
    const { tenant, headers, acme, zeta, loans, vpn } = await accessWorld();
    await seedOfferAccess(handle.db, tenant, {
      offerId: vpn.id,
      publisherId: zeta.partner.id,
      status: 'approved',
    });
    await seedOfferAccess(handle.db, tenant, {
      offerId: loans.id,
      publisherId: acme.partner.id,
      status: 'pending',
    });
    const pairs = async (query: string) =>
      (await list(headers, query)).data.map((r) => `${r.publisher.company}/${r.offer.name}`);
    expect(await pairs('sort=publisher&order=asc')).toEqual(['Acme Media/Loans', 'Zeta Ads/VPN']);
    expect(await pairs('sort=publisher&order=desc')).toEqual(['Zeta Ads/VPN', 'Acme Media/Loans']);
    expect(await pairs('sort=offer&order=desc')).toEqual(['Zeta Ads/VPN', 'Acme Media/Loans']);
    // Entries staff set were never requested: last, whichever way.
    expect(await pairs('sort=requestedAt&order=asc')).toEqual(['Acme Media/Loans', 'Zeta Ads/VPN']);
    const second = await list(headers, 'sort=offer&order=asc&perPage=1&page=2');
    expect(second.data.map((r) => r.offer.name)).toEqual(['VPN']);
    expect(second.meta).toEqual({ page: 2, perPage: 1, total: 2 });
  });

  test('bad filters are 422 field errors', async () => {
    const { app } = ctx.current;
    const { headers } = await accessWorld();
    const response = await app.inject({
      method: 'GET',
      url: `${PATH}?status=maybe&offerId=7&sort=color`,
      headers,
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['offerId', 'sort', 'status']);
  });
});
