import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { describeOperation } from './openapi-operation';
import { operationIdOf } from './operation-ids';

/** Whether a route is in the document: the API's own, not the document itself. */
const isDocumented = (route: RouteOptions) => route.url.startsWith('/api/v1/') && route.schema?.hide !== true;

/** OpenAPI 3.1 generated from the routes' zod schemas; every route registered after this appears in it. */
export const openApiPlugin = fp(async (app: FastifyInstance) => {
  // Every operation is named (operation-ids.ts): a route without a name stops the server at start.
  app.addHook('onRoute', (route) => {
    if (!isDocumented(route)) return;
    for (const method of [route.method].flat()) if (method !== 'HEAD') operationIdOf(method, route.url);
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'affnet API',
        version: '1.0.0',
        description:
          'Every endpoint of the affnet platform. Send `Authorization: Bearer <token>` from POST /api/v1/auth/login ' +
          'to the operations that list the bearer security scheme; the others are public. Each operation says who ' +
          'may call it (also as `x-roles` and `x-permission`). Errors answer `{ message, errors?: { field: [messages] } }`.',
      },
      // Relative: each network serves the API on its own panel domain, the one the document came from.
      servers: [{ url: '/', description: 'This network’s panel domain' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    // Security, access and error answers come from each route's own config (openapi-operation.ts).
    transform: (input) =>
      jsonSchemaTransform({ ...input, schema: describeOperation(input.route, input.schema) }),
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Same reason as the app's CSP: a network on plain http (a LAN address) must still load the page.
    // Swagger UI sets inline styles (the app's own CSP allows them too); its scripts stay 'self' only.
    transformStaticCSP: (header) =>
      header
        .replace(/\s*upgrade-insecure-requests;?/, '')
        .replace(/style-src ([^;]*);/, "style-src $1 'unsafe-inline';"),
    uiConfig: { docExpansion: 'list' },
  });
});
