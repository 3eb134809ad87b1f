import createClient from 'openapi-fetch';
// Written by generated-client.test.ts from the served document just before this file is compiled.
import type { paths } from './schema';

/*
 * What a client developer writes against a client generated from /api/v1/openapi.json with
 * openapi-typescript and openapi-fetch. The test type-checks this file against the freshly
 * generated types (so a path, a parameter or a body the document gets wrong fails to compile),
 * then runs it against the API. It is outside the repo's own type check: its types exist only
 * once the test has generated them.
 */

export type Credentials = { email: string; password: string };

export async function callTheApi(fetch: (request: Request) => Promise<Response>, credentials: Credentials) {
  const client = createClient<paths>({ baseUrl: 'http://network.test', fetch });
  const login = await client.POST('/api/v1/auth/login', { body: credentials });
  if (!login.data) throw new Error(`login failed: ${login.response.status}`);
  const headers = { Authorization: `Bearer ${login.data.data.token}` };

  const created = await client.POST('/api/v1/offer-categories', {
    headers,
    body: { name: 'Generated client', description: 'Made through the typed client' },
  });
  const refused = await client.POST('/api/v1/offer-categories', { headers, body: { name: '' } });
  const listed = await client.GET('/api/v1/offer-categories', {
    headers,
    params: { query: { search: 'Generated', perPage: 10 } },
  });
  const notFound = await client.GET('/api/v1/offers/{id}', {
    headers,
    params: { path: { id: '00000000-0000-4000-8000-000000000000' } },
  });

  // @ts-expect-error the document has no such path: a client gets it wrong at compile time
  void client.GET('/api/v1/no-such-path');
  // @ts-expect-error a category's name is text
  void client.POST('/api/v1/offer-categories', { headers, body: { name: 42 } });

  return {
    createdName: created.data?.data.name,
    refusedStatus: refused.response.status,
    refusedFields: Object.keys(refused.error?.errors ?? {}),
    listedNames: listed.data?.data.map((category) => category.name),
    notFoundStatus: notFound.response.status,
    notFoundMessage: notFound.error?.message,
  };
}
