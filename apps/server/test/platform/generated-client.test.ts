import { writeFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { expect, test } from 'vitest';
import { adminOfNewTenant } from '../helpers/tenant-admin';
import { useTestApp } from '../helpers/test-app';

/*
 * The document generates a working typed client (docs/api.md): openapi-typescript turns the
 * served /api/v1/openapi.json into types, the TypeScript compiler checks a client developer's
 * calls against them (generated-client/client-calls.ts, which also expects two wrong calls to
 * fail), and openapi-fetch makes those calls against the API.
 */

const ctx = useTestApp();
type ClientCalls = {
  callTheApi: (
    fetch: (request: Request) => Promise<Response>,
    credentials: { email: string; password: string },
  ) => Promise<Record<string, unknown>>;
};
const CLIENT_DIR = fileURLToPath(new URL('./generated-client/', import.meta.url));

/** The compiler's complaints about the client's calls, as `file:line message`. */
function typeErrorsOf(file: string): string[] {
  const program = ts.createProgram([file], {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    skipLibCheck: true,
    types: [],
  });
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const where = diagnostic.file?.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
    return `${diagnostic.file?.fileName ?? ''}:${(where?.line ?? 0) + 1} ${message}`;
  });
}

/** A fetch that hands each request to the app in process, on the network's host. */
const fetchThrough =
  (app: FastifyInstance, host: string) =>
  async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const answer = await app.inject({
      method: request.method as 'GET' | 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { ...Object.fromEntries(request.headers), host },
      ...(body ? { payload: body } : {}),
    });
    return new Response(answer.rawPayload, {
      status: answer.statusCode,
      headers: answer.headers as Record<string, string>,
    });
  };

test('a client generated from the document type-checks a client developer’s calls and makes them', async () => {
  const { app, handle } = ctx.current;
  const { tenant, user } = await adminOfNewTenant(app, handle.db);
  const served = await app.inject({
    method: 'GET',
    url: '/api/v1/openapi.json',
    headers: { host: tenant.host },
  });
  const types = astToString(await openapiTS(served.body));
  await writeFile(`${CLIENT_DIR}schema.d.ts`, types);

  expect(typeErrorsOf(`${CLIENT_DIR}client-calls.ts`)).toEqual([]);

  // Imported by its address: the repo's own type check leaves the file out (its types are generated).
  const { callTheApi }: ClientCalls = await import(
    /* @vite-ignore */ pathToFileURL(`${CLIENT_DIR}client-calls.ts`).href
  );
  const results = await callTheApi(fetchThrough(app, tenant.host), {
    email: user.email,
    password: user.password,
  });
  expect(results).toEqual({
    createdName: 'Generated client',
    refusedStatus: 422,
    refusedFields: ['name'],
    listedNames: ['Generated client'],
    notFoundStatus: 404,
    notFoundMessage: expect.stringMatching(/not found/i),
  });
});
