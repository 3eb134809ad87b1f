import type { FastifyInstance } from 'fastify';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The document's paths; each test states the parts of an operation it reads. */
export type OpenApiDocument<Operation> = { paths: Record<string, Record<string, Operation>> };

/** GET /api/v1/openapi.json on a tenant's host, as a client reads it. */
export async function readOpenApiDocument<Operation>(
  app: FastifyInstance,
  host: string,
): Promise<OpenApiDocument<Operation>> {
  const response = await app.inject({ method: 'GET', url: '/api/v1/openapi.json', headers: { host } });
  return response.json() as OpenApiDocument<Operation>;
}

/** Every operation of the document: method, path and what the document says of it. */
export function operationsOf<Operation>(doc: OpenApiDocument<Operation>) {
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      method: method.toUpperCase() as HttpMethod,
      path,
      operation,
    })),
  );
}
