import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { CreateOfferBody, Creative, Offer, OfferListItem, Session } from '@affnet/contracts';
import { expect } from '@playwright/test';

/** A signed-in caller of the real API: the server's address and a session's token. */
export type ApiCaller = { baseURL: string; session: Session };

/** Test files shared with the server's API tests (real images and fakes). */
export const FIXTURES_DIR = path.resolve(import.meta.dirname, '../../apps/server/test/fixtures');

/** Calls `/api/v1{path}` with JSON or form data; anything but 2xx fails the test with the server's answer. */
export async function callApi<T>(
  { baseURL, session }: ApiCaller,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: unknown,
): Promise<T> {
  const isForm = body instanceof FormData;
  const response = await fetch(`${baseURL}/api/v1${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${session.token}`,
      ...(body === undefined || isForm ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** The id of the partner (staff view) whose company is exactly `company`. */
export async function partnerIdOf(
  caller: ApiCaller,
  kind: 'advertisers' | 'publishers',
  company: string,
): Promise<string> {
  const query = new URLSearchParams({ search: company, perPage: '100' });
  const answer = await callApi<{ data: { id: string; company: string }[] }>(
    caller,
    'GET',
    `/${kind}?${query}`,
  );
  const found = answer.data.find((partner) => partner.company === company);
  if (!found) throw new Error(`No ${kind} named "${company}"`);
  return found.id;
}

/** Creates an offer through the admin API (staff session); the answer is the stored offer. */
export async function createOffer(caller: ApiCaller, body: CreateOfferBody): Promise<Offer> {
  return (await callApi<{ data: Offer }>(caller, 'POST', '/offers', body)).data;
}

/** Offers of the admin list matching a filter query, e.g. `visibility=private`. */
export async function listOffers(caller: ApiCaller, query: string): Promise<OfferListItem[]> {
  return (await callApi<{ data: OfferListItem[] }>(caller, 'GET', `/offers?${query}`)).data;
}

/** The id of the offer named exactly `name` (the admin list's search). */
export async function offerIdNamed(caller: ApiCaller, name: string): Promise<string> {
  const found = (await listOffers(caller, new URLSearchParams({ search: name }).toString())).find(
    (offer) => offer.name === name,
  );
  if (!found) throw new Error(`No offer named "${name}"`);
  return found.id;
}

/** Adds an active, downloadable banner to an offer, uploading a file of FIXTURES_DIR as the form would. */
export async function createBanner(
  caller: ApiCaller,
  offerId: string,
  name: string,
  file: string,
): Promise<Creative> {
  const form = new FormData();
  form.set('offerId', offerId);
  form.set('name', name);
  form.set('type', 'banner');
  form.set('status', 'active');
  form.set('downloadable', '1');
  form.set('file', new Blob([readFileSync(path.join(FIXTURES_DIR, file))], { type: 'image/png' }), file);
  return (await callApi<{ data: Creative }>(caller, 'POST', '/creatives', form)).data;
}

type SignUpQuestion = { id: string; kind: string; required: boolean; options: string[] };

/**
 * Answers to the network's required sign-up questions (setting/registration-form; the demo asks
 * some), for specs that sign a partner up through the API: the first choice, a ticked box, a URL.
 */
export async function requiredSignUpAnswers(
  baseURL: string,
  audience: 'publisher' | 'advertiser',
): Promise<Record<string, string>> {
  const response = await fetch(`${baseURL}/api/v1/registration-form/${audience}`);
  const { data } = (await response.json()) as { data: { fields: SignUpQuestion[] } };
  const answerOf = (question: SignUpQuestion) =>
    question.kind === 'checkbox'
      ? '1'
      : question.kind === 'select'
        ? (question.options[0] ?? '')
        : question.kind === 'url'
          ? 'https://signup.e2e.test'
          : 'An answer';
  return Object.fromEntries(
    data.fields.filter((field) => field.required).map((field) => [field.id, answerOf(field)]),
  );
}

/**
 * Waits until the click engine knows a link's offer: it follows changes through a feed polled
 * about once a second, so an offer created a moment ago may still answer 404. A HEAD request is
 * answered like a click but never recorded as one, so asking changes no figure.
 */
export async function waitForLiveLink(url: string, userAgent: string): Promise<void> {
  await expect
    .poll(
      async () =>
        (await fetch(url, { method: 'HEAD', redirect: 'manual', headers: { 'user-agent': userAgent } }))
          .status,
      { timeout: 30_000 },
    )
    .not.toBe(404);
}

/**
 * A tracking link as this test server answers it. The demo network's links are on its tracking
 * domain (`track.demo-network.example`), a name that never resolves; every host of a network
 * answers tracking paths, so a test follows the same path and query on the server's own address.
 */
export function onTestServer(link: string, baseURL: string): string {
  const url = new URL(link);
  return `${baseURL}${url.pathname}${url.search}`;
}
