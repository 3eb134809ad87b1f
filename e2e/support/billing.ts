import type { InvoiceKind, InvoiceSummary, OfferIntegration, TrackingLink } from '@affnet/contracts';
import { expect } from '@playwright/test';
import { type ApiCaller, callApi, createOffer, onTestServer, partnerIdOf, waitForLiveLink } from './api';

// Money made the way production makes it: a click on a publisher's link, the advertiser's
// postback for it (approved), and the invoice run and issuing through the billing API.

/** An ordinary desktop browser: the click engine takes headless Chromium's own name for a bot. */
export const DESKTOP_CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';

/** Tomorrow's day: a run ending then bills what was approved today. */
export const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

/** One approved conversion of the publisher on a new offer paying `payout`; answers the offer. */
export async function approvedConversion(
  admin: ApiCaller,
  publisherId: string,
  payout: string,
  name: string,
) {
  const offer = await createOffer(admin, {
    name,
    status: 'active',
    visibility: 'public',
    advertiserId: await partnerIdOf(admin, 'advertisers', 'E2E advertiser'),
    destinationUrl: 'https://billing-flow.example/?cid={click_id}',
    payouts: [
      {
        eventKey: 'conversion',
        payoutType: 'cpa',
        payoutAmount: payout,
        revenueType: 'cpa',
        revenueAmount: '9',
      },
    ],
  });
  const { data: link } = await callApi<{ data: TrackingLink }>(
    admin,
    'GET',
    `/offers/${offer.id}/tracking-link?publisherId=${publisherId}`,
  );
  const click = onTestServer(link.shortUrl, admin.baseURL);
  await waitForLiveLink(click, DESKTOP_CHROME);
  const landing = await fetch(click, { redirect: 'manual', headers: { 'user-agent': DESKTOP_CHROME } });
  const clickId = new URL(landing.headers.get('location') ?? '').searchParams.get('cid') ?? '';
  const { data: integration } = await callApi<{ data: OfferIntegration }>(
    admin,
    'GET',
    `/offers/${offer.id}/integration`,
  );
  const token = new URL(integration.events[0]?.postbackUrl ?? '').searchParams.get('token') ?? '';
  const postback = await fetch(
    `${admin.baseURL}/postback?${new URLSearchParams({ click_id: clickId, token })}`,
  );
  expect(postback.status).toBe(200);
  return offer;
}

/** Bills everything payable on one side of the ledger and answers the partner's open draft. */
export async function draftOf(
  admin: ApiCaller,
  partnerId: string,
  kind: InvoiceKind = 'publisher',
): Promise<InvoiceSummary> {
  await callApi(admin, 'POST', '/billing/invoice-runs', { kind, periodEnd: tomorrow() });
  const query = new URLSearchParams({ kind, status: 'draft', partnerId });
  const { data: drafts } = await callApi<{ data: InvoiceSummary[] }>(
    admin,
    'GET',
    `/billing/invoices?${query}`,
  );
  const [draft] = drafts;
  if (!draft) throw new Error(`The run made no draft for the ${kind}`);
  return draft;
}

/** Bills everything payable and issues the partner's draft; answers the issued invoice's id. */
export async function issuedInvoiceOf(
  admin: ApiCaller,
  partnerId: string,
  kind: InvoiceKind = 'publisher',
): Promise<string> {
  const draft = await draftOf(admin, partnerId, kind);
  await callApi(admin, 'POST', `/billing/invoices/${draft.id}/issue`);
  return draft.id;
}
