import { describe, expect, test } from 'vitest';
import { seedPartner } from '../helpers/factories';
import { seedOffer } from '../helpers/offers';
import { signedIn } from '../helpers/partners';
import { adminOfNewTenant } from '../helpers/tenant-admin';
import { useTestApp } from '../helpers/test-app';

const ctx = useTestApp();

describe('GET /offers/:id/integration', () => {
  test('each event’s postback URL, pixels and tag on the tracking domain, with the advertiser’s token', async () => {
    const { app, handle } = ctx.current;
    const { tenant, headers } = await adminOfNewTenant(app, handle.db);
    const { partner: advertiser } = await seedPartner(handle.db, tenant, { kind: 'advertiser' });
    const { offer } = await seedOffer(handle.db, tenant, {
      advertiserId: advertiser.id,
      conversionIntake: 'server_and_browser',
      browserSaleAmountMax: '500.00',
      events: [
        { key: 'lead', name: 'Lead', isBase: true },
        { key: 'sale', name: 'Sale' },
      ],
    });
    const url = `/api/v1/offers/${offer.id}/integration`;
    const answer = await app.inject({ method: 'GET', url, headers });
    expect(answer.statusCode).toBe(200);
    const data = answer.json().data;
    const origin = `https://track.${tenant.host}`;
    expect(data).toMatchObject({
      domain: { origin, kind: 'tracking' },
      offerRef: offer.ref,
      tokenShown: true,
      conversionIntake: 'server_and_browser',
      conversionIntakeFrom: 'offer',
      browserSaleAmountMax: '500.00',
    });
    expect(data.events.map((event: { key: string }) => event.key)).toEqual(['lead', 'sale']);
    const sale = data.events[1];
    expect(sale.postbackUrl).toBe(
      `${origin}/postback?click_id={click_id}&event=sale&amount={amount}&txn_id={txn_id}&token=${advertiser.conversionToken}`,
    );
    const query = `offer_id=${offer.ref}&amp;event=sale&amp;amount={amount}&amp;txn_id={txn_id}`;
    expect(sale.imagePixel).toBe(
      `<img src="${origin}/pixel?${query}" width="1" height="1" alt="" style="display:none">`,
    );
    expect(sale.iframePixel).toContain(`src="${origin}/iframe?${query}"`);
    expect(sale.scriptTag).toBe(`<script src="${origin}/tag.js?${query}" async></script>`);

    // Staff who may not read advertisers get the place of the token, not the token.
    const { headers: offersOnly } = await signedIn(app, handle.db, tenant, {
      role: 'employee',
      permissions: ['offers.read'],
    });
    const limited = (await app.inject({ method: 'GET', url, headers: offersOnly })).json().data;
    expect(limited.tokenShown).toBe(false);
    expect(limited.events[0].postbackUrl.endsWith('&token={token}')).toBe(true);
    expect(JSON.stringify(limited)).not.toContain(advertiser.conversionToken);
  });

  test('an offer following the network says so; without a browser limit its pixels carry no amount', async () => {
    const { app, handle } = ctx.current;
    const { tenant, headers } = await adminOfNewTenant(app, handle.db);
    const { partner: advertiser } = await seedPartner(handle.db, tenant, { kind: 'advertiser' });
    const { offer } = await seedOffer(handle.db, tenant, { advertiserId: advertiser.id });
    const url = `/api/v1/offers/${offer.id}/integration`;
    const data = (await app.inject({ method: 'GET', url, headers })).json().data;
    expect(data).toMatchObject({
      conversionIntake: 'server_only',
      conversionIntakeFrom: 'network',
      browserSaleAmountMax: null,
    });
    expect(data.events[0].imagePixel).toContain(
      `offer_id=${offer.ref}&amp;event=conversion&amp;txn_id={txn_id}`,
    );
    expect(data.events[0].postbackUrl).toContain('&amount={amount}');
    await app.inject({
      method: 'PUT',
      url: '/api/v1/settings/advertiser',
      headers,
      payload: {
        registrationOpen: true,
        autoApprove: false,
        paymentTermsDays: 30,
        conversionIntake: 'server_and_browser',
      },
    });
    const after = (await app.inject({ method: 'GET', url, headers })).json().data;
    expect(after).toMatchObject({ conversionIntake: 'server_and_browser', conversionIntakeFrom: 'network' });
  });

  test('another tenant’s offer is not found', async () => {
    const { app, handle } = ctx.current;
    const { headers } = await adminOfNewTenant(app, handle.db);
    const other = await adminOfNewTenant(app, handle.db);
    const { partner: advertiser } = await seedPartner(handle.db, other.tenant, { kind: 'advertiser' });
    const { offer } = await seedOffer(handle.db, other.tenant, { advertiserId: advertiser.id });
    const answer = await app.inject({
      method: 'GET',
      url: `/api/v1/offers/${offer.id}/integration`,
      headers,
    });
    expect(answer.statusCode).toBe(404);
  });
});
