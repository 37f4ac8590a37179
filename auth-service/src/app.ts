/**
 * The auth-service application as one fastify plugin, in the shape of fastify/demo's `app.ts`:
 * error handling first, then platform plugins, then the platform's routes and the domain modules. `server.ts` and the
 * tests build it the same way through `buildApp`.
 */
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Config } from './config';
import { requestLogSerializers } from './platform/request-log';
import analytics from './modules/analytics';
import billing from './modules/billing';
import catalogue from './modules/catalogue';
import companies from './modules/companies';
import plm from './modules/plm';
import jobs from './modules/jobs';
import mail from './modules/mail';
import messaging from './modules/messaging';
import { brandStarterContacts } from './modules/messaging/contact-allowance';
import notifications from './modules/notifications';
import payouts from './modules/payouts';
import realtime from './modules/realtime';
import demoData from './demo/seed';
import type { StripeApiOptions } from './modules/billing/payments/stripe-provider';
import profiles from './modules/profiles';
import requests from './modules/requests';
import sales from './modules/sales';
import savedSearches from './modules/saved-searches';
import uploads from './modules/uploads';
import { applicationFilesOf } from './modules/uploads/application-files';
import { messageAttachmentsOf } from './modules/uploads/message-attachments';
import { requestAttachmentsOf } from './modules/uploads/request-attachments';
import { imagesOf } from './modules/uploads/owned-images';
import { companyFilesOf } from './modules/uploads/company-files';
import { productFilesOf } from './modules/uploads/product-files';
import { purchaseFilesOf } from './modules/uploads/purchase-files';
import { orderFilesOf } from './modules/uploads/order-files';
import orders from './modules/orders';
import portfolio from './modules/portfolio';
import dashboards from './modules/dashboards';
import directory from './modules/directory';
import waitlist from './modules/waitlist';
import agreements from './modules/agreements';
import authentication from './platform/authentication';
import clock, { type Clock } from './platform/clock';
import type { Database } from './platform/database/database';
import declaredStatuses, { type DeclaredStatusesOptions } from './platform/declared-statuses';
import database from './platform/database/plugin';
import { formatSchemaErrors, setErrorHandlers } from './platform/errors';
import jsonBody, { BODY_LIMITS } from './platform/json-body';
import keycloakAdmin from './platform/keycloak-admin';
import rateLimit from './platform/rate-limit';
import scheduledWork from './platform/scheduled-work';
import storage from './platform/storage/plugin';
import { healthRoutes } from './platform/routes/health';
import { openApiRoutes } from './platform/routes/openapi';
import swagger from './platform/swagger';
import { trustProxyHops } from './platform/trust-proxy';
import { strictValidatorFactory } from './platform/validator';

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
  /** The clock deadlines and scheduled work read (tests move a manual one); default: the system's. */
  clock?: Clock;
  /**
   * What an error answer of a status its route does not declare does (the tests fail); default:
   * answers are not checked, which keeps the check off the service's hot path.
   */
  onUndeclaredStatus?: DeclaredStatusesOptions['onUndeclared'];
}

/**
 * fastify-plugin keeps this plugin in the root context, so its error and not-found handlers and
 * decorators apply to every route, including ones a test registers next to it.
 */
export const app = fp<AppOptions>(
  async (
    fastify,
    { config, database: openDatabase, stripeApi, clock: givenClock, onUndeclaredStatus },
  ) => {
    // Handlers go first: child contexts (the modules' route plugins) copy them when created.
    setErrorHandlers(fastify);

    fastify.decorate('config', config);
    // Before any route, so its onRoute hook sees them all.
    await fastify.register(
      declaredStatuses,
      onUndeclaredStatus ? { onUndeclared: onUndeclaredStatus } : {},
    );

    // External plugins.
    await fastify.register(swagger);
    await fastify.register(rateLimit);

    // Platform plugins: JSON bodies, the database (migrated), token checks, Keycloak's admin API.
    await fastify.register(jsonBody);
    await fastify.register(database, openDatabase ? { database: openDatabase } : {});
    // Durable scheduled work (e-mails, deadlines, clean-ups): before the modules that define it.
    await fastify.register(clock, givenClock ? { clock: givenClock } : {});
    await fastify.register(scheduledWork);
    await fastify.register(authentication);
    await fastify.register(keycloakAdmin);
    await fastify.register(storage);

    // Everything under `/api` (the gateway proxies `/api` here unchanged): the platform's own
    // routes, then one plugin per domain module (src/modules/README.md).
    await fastify.register(healthRoutes, { prefix: '/api/health' });
    // Uploads first: profile photos and portfolio images are uploads, reached through a port.
    await fastify.register(uploads);
    await fastify.register(profiles, { images: imagesOf(fastify.uploads) });
    await fastify.register(billing, stripeApi ? { stripeApi } : {});
    // Sellers' connected accounts: the catalogue asks whether a seller can take charges.
    // An account that can no longer take charges: its open checkouts expire (the sales module
    // registers later; the closure runs at event time).
    await fastify.register(payouts, {
      onChargesDisabled: (accountId) => fastify.sales.expireOpenCheckouts({ accountId }),
    });
    await fastify.register(agreements);
    // A product's images and files are uploads: the catalogue reaches them through its port.
    // Its sales figures come from the sales module (registered later), asked at request time.
    await fastify.register(catalogue, {
      files: productFilesOf(fastify.uploads),
      sales: {
        monthlyTrendsOf: (sellerId, productIds) =>
          fastify.sales.monthlyTrendsOf(sellerId, productIds),
        filesStillSold: (productId, keys) => fastify.sales.filesStillSold(productId, keys),
        expireOpenCheckouts: (productId) => fastify.sales.expireOpenCheckouts({ productId }),
      },
    });
    // Testimonials and the clients stat come from the jobs module's hires, asked at request
    // time (jobs registers after the portfolio).
    await fastify.register(portfolio, {
      images: imagesOf(fastify.uploads),
      hires: {
        find: (hireId, clientId) => fastify.jobs.findHire(hireId, clientId),
        clientCount: (freelancerId) => fastify.jobs.hiringClientCount(freelancerId),
      },
    });
    await fastify.register(directory);
    await fastify.register(analytics);
    // Logos are image uploads, a supplier's catalogue an upload of its own purpose.
    await fastify.register(companies, { files: companyFilesOf(fastify.uploads) });
    // Real time (WebSocket, NOTIFY fan-out), then the modules that deliver through it: the
    // hiring loop notifies (jobs, requests) and messaging, whose attachments are uploads reached
    // through its port.
    await fastify.register(realtime);
    // E-mail: notifications decide their e-mails in their own transactions.
    await fastify.register(mail);
    // The waitlist and PLM's launch, whose announcement goes through the mail outbox.
    await fastify.register(waitlist);
    await fastify.register(notifications);
    // Application and request attachments are uploads, each module reaching them through its port.
    await fastify.register(jobs, { files: applicationFilesOf(fastify.uploads) });
    // Saved searches (issue 40) before requests: a published request brings their alerts forward;
    // their alerts run the requests list's own search, asked at run time.
    await fastify.register(savedSearches);
    await fastify.register(requests, {
      files: requestAttachmentsOf(fastify.uploads),
      published: () => fastify.savedSearches.requestPublished(),
    });
    await fastify.register(dashboards);
    // Selling products: checkout on sellers' connected accounts (payouts), Stripe's sale events
    // through billing's webhook, the catalogue's counters, sellers notified of sales.
    // A custom product's purchase is an order's payment: the orders module (registered after
    // sales, which it refunds through) answers, asked at request time and in the webhook's
    // transaction.
    await fastify.register(sales, {
      files: purchaseFilesOf(fastify.uploads),
      orders: {
        placeFor: (trx, purchase, options) => fastify.orders.placeFor(trx, purchase, options),
        refundedFor: (trx, purchase, cents) => fastify.orders.refundedFor(trx, purchase, cents),
        disputeFor: (trx, purchase, change) => fastify.orders.disputeFor(trx, purchase, change),
        ordersOfPurchases: (buyerId, ids) => fastify.orders.ordersOfPurchases(buyerId, ids),
        hasCompletedOrder: (buyerId, productId) =>
          fastify.orders.hasCompletedOrder(buyerId, productId),
      },
    });
    // Custom orders (issue 22) sit after sales (their checkout, webhook events and refunds are
    // sales') and after notifications (every move notifies the other party); their files are
    // uploads of their own purpose, and their deadlines are scheduled work.
    await fastify.register(orders, { files: orderFilesOf(fastify.uploads) });
    await fastify.register(messaging, {
      files: messageAttachmentsOf(fastify.uploads),
      contacts: brandStarterContacts(fastify.billing),
    });
    // PLM (issue 38) after companies (a brand's styles are its company's) and billing (Pro
    // creates styles); its sketches and covers are image uploads, like the portfolio's.
    await fastify.register(plm, {
      images: imagesOf(fastify.uploads),
      requestFiles: {
        store: (ownerId, fileName, bytes) =>
          fastify.uploads.store(ownerId, 'request-attachment', fileName, bytes),
        remove: (key) => fastify.uploads.remove(key),
      },
    });
    // SEED_DEMO_DATA=true only (npm start, the browser tests): the demo freelancer's products.
    await fastify.register(demoData);
    await fastify.register(openApiRoutes, { prefix: '/api' });
  },
  { name: 'auth-service', fastify: '5.x' },
);

/** Fastify options shared by the server and the tests; tests override `logger`. */
export function buildApp(
  config: Config,
  options: FastifyServerOptions = {},
  dependencies: Omit<AppOptions, 'config'> = {},
) {
  const instance = Fastify({
    logger: { level: config.logLevel, serializers: requestLogSerializers },
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
    // A caller's own logger (the tests') keeps the redaction of secrets in URLs.
    ...(typeof options.logger === 'object' && {
      logger: { serializers: requestLogSerializers, ...options.logger },
    }),
  }).withTypeProvider<TypeBoxTypeProvider>();
  void instance.register(app, { config, ...dependencies });
  return instance;
}

export type App = ReturnType<typeof buildApp>;
