import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { menuItemSchema } from '../../../src/schema/license';
import { errorEnvelopeSchema } from '../../../src/schema/protocol';

export const docsPath = '/api/v1/docs';

/** Only the API and the sign-in service are documented; the web app's file routes are not an API. */
const documentedPrefixes = ['/api/v1', '/id'];

/** Error answers in the one envelope, for a route's `response` schema: `...errorResponses(400, 401)`. */
export const errorResponses = <const Codes extends readonly number[]>(...codes: Codes) =>
  Object.fromEntries(codes.map((code) => [code, errorEnvelopeSchema])) as Record<Codes[number], typeof errorEnvelopeSchema>;

/** A route's security requirement in the OpenAPI document: a bearer access token. */
export const bearerAuth = [{ bearerAuth: [] }];

/**
 * Recursive schemas need a name in the document: without one the generator points at a components entry
 * it never writes. Named schemas land in components.schemas and are referenced from the routes.
 */
const namedSchemas = [{ schema: menuItemSchema, id: 'MenuItem' }];

/** The OpenAPI document, generated from the same zod schemas that validate requests, and its UI. */
export const openApiPlugin = fp(async (app) => {
  for (const { schema, id } of namedSchemas) if (!z.globalRegistry.has(schema)) z.globalRegistry.add(schema, { id });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'BranchBook API',
        description: 'The management API (`/api/v1`) and the sign-in service (`/id`). Errors share one envelope.',
        version: '1',
      },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: (input) => {
      if (!documentedPrefixes.some((prefix) => input.url === prefix || input.url.startsWith(`${prefix}/`))) {
        return { schema: { ...input.schema, hide: true }, url: input.url };
      }
      return jsonSchemaTransform(input);
    },
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: docsPath,
    // No validator badge: it would load an image from validator.swagger.io, which the CSP forbids.
    uiConfig: { validatorUrl: null, deepLinking: true },
  });
});
