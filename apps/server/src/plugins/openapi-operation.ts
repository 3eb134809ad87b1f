import { ErrorResponseSchema } from '@affnet/contracts';
import type { FastifySchema, RouteOptions } from 'fastify';
import { z } from 'zod';
import { operationIdOf } from './operation-ids';
import type { RouteAuth } from './request-context';
import { OPEN_WHEN_SUSPENDED } from './tenant';

/** What each error status means in this API; every one answers the error envelope. */
export const ERROR_DESCRIPTIONS = {
  400: 'Malformed body: not valid JSON, or form data that cannot be decoded.',
  401: 'No valid session: send `Authorization: Bearer <token>` from POST /api/v1/auth/login.',
  403: 'Signed in without the role or permission this needs, or the network is suspended.',
  404: 'No such record in this network, or no network at this address (the Host header).',
  409: 'It conflicts with a record that exists (a name or e-mail already taken, a record in use).',
  422: 'Invalid input: `errors` names each field (dotted paths for lists: `events.2.key`).',
  429: 'Too many attempts, or too many reports under way: wait the seconds in the Retry-After header.',
} as const;
type ErrorStatus = keyof typeof ERROR_DESCRIPTIONS;

const errorResponse = (status: ErrorStatus) => ({
  description: ERROR_DESCRIPTIONS[status],
  content: { 'application/json': { schema: ErrorResponseSchema } },
});

const ROLE_NAMES = {
  admin: 'admins',
  employee: 'employees',
  publisher: 'publishers',
  advertiser: 'advertisers',
};

/** "Who may call" in words, for the operation's description. */
function accessText(auth: RouteAuth): string {
  if (auth === 'public') return 'Public: no sign-in needed.';
  const roles = auth.roles.map((role) => ROLE_NAMES[role]);
  const who = roles.length > 1 ? `${roles.slice(0, -1).join(', ')} and ${roles.at(-1)}` : (roles[0] ?? '');
  const permission =
    auth.permission && auth.roles.includes('employee')
      ? ` Employees need the permission \`${auth.permission}\` (admins hold every permission).`
      : '';
  return `Signed-in ${who} only.${permission}`;
}

/** The error answers a route can give, from what it declares: auth, inputs, rate limits, heavy reads. */
function errorStatuses(route: RouteOptions, schema: FastifySchema): ErrorStatus[] {
  const statuses = new Set<ErrorStatus>();
  for (const code of Object.keys((schema.response as object | undefined) ?? {})) {
    if (code in ERROR_DESCRIPTIONS) statuses.add(Number(code) as ErrorStatus);
  }
  const auth = route.config?.auth;
  if (auth && auth !== 'public') {
    statuses.add(401);
    statuses.add(403);
  } else {
    // A public route never asks for a session, whatever its module's shared error list says.
    statuses.delete(401);
  }
  if (!OPEN_WHEN_SUSPENDED.has(route.url)) statuses.add(403);
  // The network is found by the Host header before anything else (plugins/tenant.ts).
  statuses.add(404);
  if (schema.body) statuses.add(400);
  if (schema.body || schema.querystring || schema.params) statuses.add(422);
  if (route.config?.rateLimit?.length || route.config?.heavyRead) statuses.add(429);
  return [...statuses].sort((a, b) => a - b);
}

/** A download's answer: the file, in each media type the route declares (`config.file`). */
const fileAnswer = (mediaTypes: readonly string[]) => ({
  description: 'The file, as an attachment.',
  content: Object.fromEntries(mediaTypes.map((type) => [type, { schema: z.file() }])),
});

const methodOf = (route: RouteOptions) => (Array.isArray(route.method) ? route.method[0] : route.method);

/**
 * Completes a route's schema for the OpenAPI document from the route's own declarations, in one
 * place: its operation id (operation-ids.ts), security (`[]` on public routes, bearer otherwise), who may call it (in the description
 * and as `x-roles` / `x-permission`), and every error answer it can give with the error envelope.
 */
export function describeOperation(route: RouteOptions, schema: FastifySchema | undefined): FastifySchema {
  const auth = route.config?.auth;
  // A hidden route (the document itself) is not an operation of the document.
  if (!schema || !auth || schema.hide) return schema ?? {};
  const errors = Object.fromEntries(
    errorStatuses(route, schema).map((status) => [status, errorResponse(status)]),
  );
  // Declared error schemas are replaced by the described ones (and a public route's 401 dropped).
  const answers = Object.entries((schema.response as object | undefined) ?? {}).filter(
    ([code]) => !(code in ERROR_DESCRIPTIONS),
  );
  const file = route.config?.file;
  return {
    ...schema,
    operationId: operationIdOf(String(methodOf(route)), route.url),
    description: [schema.description, accessText(auth)].filter(Boolean).join('\n\n'),
    security: auth === 'public' ? [] : [{ bearer: [] }],
    ...(auth === 'public' ? {} : { 'x-roles': auth.roles }),
    ...(auth !== 'public' && auth.permission ? { 'x-permission': auth.permission } : {}),
    response: { ...(file ? { 200: fileAnswer(file) } : {}), ...Object.fromEntries(answers), ...errors },
  };
}
