/**
 * The auth-service application as one fastify plugin, in the shape of fastify/demo's `app.ts`:
 * error handling first, then external plugins, then app plugins, then routes. `server.ts` and the
 * tests build it the same way through `buildApp`.
 */
import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import Fastify, { type FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Config } from './config';
import type { Database } from './platform/database/database';
import type { StripeApiOptions } from './modules/billing/payments/stripe-provider';
import authentication from './platform/authentication';
import billingRepository from './modules/billing/repository';
import database from './platform/database/plugin';
import jsonBody, { BODY_LIMITS } from './platform/json-body';
import keycloakAdmin from './platform/keycloak-admin';
import payments from './modules/billing/payments/plugin';
import userProfilesRepository from './modules/profiles/repository';
import waitlistRepository from './modules/waitlist/repository';
import rateLimit from './platform/rate-limit';
import swagger from './platform/swagger';
import { apiRoutes } from './api';
import { formatSchemaErrors, type ErrorResponse } from './platform/errors';
import { strictValidatorFactory } from './platform/validator';
import { trustProxyHops } from './platform/trust-proxy';

declare module 'fastify' {
  interface FastifyInstance {
    /** The validated start-up configuration. */
    config: Config;
  }
}

export interface AppOptions {
  config: Config;
  /** An open database to use instead of the configured one (tests run both backends). */
  database?: Database;
  /** Where the Stripe SDK sends API requests (stripe-mock in tests); default: Stripe. */
  stripeApi?: StripeApiOptions;
}

/** The only text a caller ever sees for a 5xx: details go to the log, keyed by request id. */
export const INTERNAL_ERROR_MESSAGE = 'Something went wrong. Please try again.';

function statusCodeOf(error: unknown): number {
  const statusCode =
    typeof error === 'object' && error !== null && 'statusCode' in error
      ? error.statusCode
      : undefined;
  return typeof statusCode === 'number' && statusCode >= 400 && statusCode <= 599
    ? statusCode
    : 500;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** `/api/nope?x=1` -> `/api/nope`: the 404 text names the route, not the query. */
function pathOf(url: string): string {
  const queryStart = url.indexOf('?');
  return queryStart === -1 ? url : url.slice(0, queryStart);
}

/**
 * fastify-plugin keeps this plugin in the root context, so its error and not-found handlers and
 * decorators apply to every route, including ones a test registers next to it.
 */
export const app = fp<AppOptions>(
  async (fastify, { config, database: openDatabase, stripeApi }) => {
    // Handlers go first: child contexts (the route plugins below) copy them when they are created.
    fastify.setErrorHandler((error, request, reply) => {
      const statusCode = statusCodeOf(error);
      if (statusCode >= 500) {
        // request.log carries the request id, so the answer can stay generic.
        request.log.error({ err: error }, 'Request failed');
        const body: ErrorResponse = {
          error: STATUS_CODES[statusCode] ?? 'Internal Server Error',
          message: INTERNAL_ERROR_MESSAGE,
        };
        return reply.code(statusCode).send(body);
      }
      request.log.info({ err: error }, 'Request rejected');
      const body: ErrorResponse = {
        error: STATUS_CODES[statusCode] ?? 'Bad Request',
        message: messageOf(error),
      };
      return reply.code(statusCode).send(body);
    });

    fastify.setNotFoundHandler((request, reply) => {
      const body: ErrorResponse = {
        error: 'Not Found',
        message: `Route ${request.method} ${pathOf(request.url)} not found`,
      };
      return reply.code(404).send(body);
    });

    fastify.decorate('config', config);

    // External plugins.
    await fastify.register(swagger);
    await fastify.register(rateLimit);

    // App plugins: JSON bodies, the database (migrated), repositories on it, token checks,
    // Keycloak's admin API.
    await fastify.register(jsonBody);
    await fastify.register(database, openDatabase ? { database: openDatabase } : {});
    await fastify.register(userProfilesRepository);
    await fastify.register(waitlistRepository);
    await fastify.register(billingRepository);
    await fastify.register(authentication);
    await fastify.register(keycloakAdmin);
    await fastify.register(payments, stripeApi ? { stripeApi } : {});

    // Routes.
    await fastify.register(apiRoutes, { prefix: '/api' });
  },
  { name: 'auth-service', fastify: '5.x' },
);

/** Fastify options shared by the server and the tests; tests override `logger`. */
export function buildApp(
  config: Config,
  options: FastifyServerOptions = {},
  dependencies: { database?: Database; stripeApi?: StripeApiOptions } = {},
) {
  const instance = Fastify({
    logger: { level: config.logLevel },
    // The gateway sets X-Request-Id on every /api request, so its access log and ours share ids;
    // a request that did not come through the gateway gets a UUID.
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    // Client addresses (rate limits) come from X-Forwarded-For when the gateway is in front:
    // only its last entry, the one the gateway wrote; earlier ones are the client's to invent.
    trustProxy: trustProxyHops(config.trustProxy),
    // Routes that read more set their own limit (BODY_LIMITS).
    bodyLimit: BODY_LIMITS.default,
    schemaController: { compilersFactory: { buildValidator: strictValidatorFactory() } },
    schemaErrorFormatter: formatSchemaErrors,
    // Creating a PGlite database (initdb in WASM) takes several seconds on a small machine.
    pluginTimeout: 60_000,
    ...options,
  }).withTypeProvider<TypeBoxTypeProvider>();
  void instance.register(app, { config, ...dependencies });
  return instance;
}

export type App = ReturnType<typeof buildApp>;
