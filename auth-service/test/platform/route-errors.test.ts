/**
 * Every route names the error statuses it answers, each with the API's error body (issue 24;
 * docs/conventions.md, "auth-service": no `4xx`/`5xx` wildcards), so the OpenAPI document says what
 * each error is. The route table is walked for what a route's options imply, and every route is
 * called the ways a caller gets refused before its handler decides (no token, no role, a body it
 * does not parse, parameters that fail their schema): each answer's status must be one the route
 * declares.
 */
import Fastify, { type RouteOptions } from 'fastify';
import declaredStatuses from '../../src/platform/declared-statuses';
import type { App } from '../../src/app';
import type { UndeclaredStatus } from '../../src/platform/declared-statuses';
import {
  BODY_REFUSALS,
  ErrorResponse,
  TOKEN_REFUSALS,
  errorResponses,
  sendError,
} from '../../src/platform/errors';
import { build } from '../helper';
import { signedInUser, startFakeKeycloak, type FakeKeycloak } from '../support/keycloak';

let keycloak: FakeKeycloak;
let app: App;
const routes: RouteOptions[] = [];
const undeclared: UndeclaredStatus[] = [];

beforeAll(async () => {
  keycloak = await startFakeKeycloak();
  app = await build({
    keycloak,
    onUndeclaredStatus: (answer) => undeclared.push(answer),
    setup: (instance) => {
      instance.addHook('onRoute', (route) => {
        routes.push(route);
      });
    },
  });
});
afterAll(async () => {
  await app.close();
  await keycloak.close();
});

const BODY_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

const methodsOf = (route: RouteOptions) => [route.method].flat();
const nameOf = (route: RouteOptions) => `${methodsOf(route).join(',')} ${route.url}`;
const responsesOf = (route: RouteOptions) =>
  (route.schema as { response?: Record<string, Schema> }).response ?? {};
const hooksOf = (route: RouteOptions) =>
  [route.onRequest].flat().filter((hook) => typeof hook === 'function');

/** The statuses a route's own options say it can answer before its handler runs. */
function impliedStatuses(route: RouteOptions): number[] {
  const schema = route.schema as Record<string, unknown>;
  const implied = [500, 503];
  if (methodsOf(route).some((method) => BODY_METHODS.includes(method))) {
    implied.push(...BODY_REFUSALS);
  }
  if (['body', 'params', 'querystring', 'headers'].some((part) => schema[part] !== undefined)) {
    implied.push(400);
  }
  const hooks = hooksOf(route).map((hook) => `${hook.name} ${String(hook)}`);
  if (hooks.some((hook) => /^authenticate |authenticate\.call/.test(hook))) {
    implied.push(...TOKEN_REFUSALS);
  }
  if (hooks.some((hook) => hook.startsWith('requireRole '))) implied.push(403);
  if ((route.config as { rateLimit?: unknown } | undefined)?.rateLimit !== undefined) {
    implied.push(429);
  }
  return implied;
}

interface Schema {
  properties?: Record<string, unknown>;
  anyOf?: Schema[];
}

/** `{ error, message }`, or a choice that includes it (the unsubscribe page's 400 is HTML). */
function isErrorBody(schema: Schema): boolean {
  return (
    (schema.properties?.error !== undefined && schema.properties.message !== undefined) ||
    (schema.anyOf ?? []).some(isErrorBody)
  );
}

describe('the route table', () => {
  const apiRoutes = () => routes.filter((route) => route.url.startsWith('/api/'));

  it('walks every route of the service', () => {
    expect(apiRoutes().length).toBeGreaterThan(200);
    expect(apiRoutes().map(nameOf)).toEqual(
      expect.arrayContaining(['POST /api/jobs', 'GET /api/requests/:id', 'POST /api/uploads/']),
    );
  });

  it('gives every route a response schema with named statuses only', () => {
    const offenders = apiRoutes()
      .filter((route) => {
        const statuses = Object.keys(responsesOf(route));
        return statuses.length === 0 || statuses.some((status) => !/^[1-5]\d\d$/.test(status));
      })
      .map(nameOf);
    expect(offenders).toEqual([]);
  });

  it('answers every error status with the error body: error and message', () => {
    const offenders = apiRoutes().flatMap((route) =>
      Object.entries(responsesOf(route))
        .filter(([status]) => Number(status) >= 400)
        .filter(([, schema]) => !isErrorBody(schema))
        .map(([status]) => `${nameOf(route)}: ${status}`),
    );
    expect(offenders).toEqual([]);
  });

  it('declares what its token check, role, body, parameters and rate limit can answer', () => {
    const missing = apiRoutes().flatMap((route) => {
      const declared = Object.keys(responsesOf(route)).map(Number);
      return [...new Set(impliedStatuses(route))]
        .filter((status) => !declared.includes(status))
        .map((status) => `${nameOf(route)}: ${String(status)}`);
    });
    expect(missing).toEqual([]);
  });
});

describe('every route, called the ways a caller is refused before its handler decides', () => {
  /** A path of the route with each parameter `x`: no id the routes' schemas accept. */
  const pathOf = (url: string) => url.replace(/:[A-Za-z]+/g, 'x').replace('*', 'x');

  it('answers only statuses it declares', async () => {
    const { token } = await signedInUser(keycloak);
    const probes = routes
      .filter(
        (route) => route.url.startsWith('/api/') && !('websocket' in route && route.websocket),
      )
      .flatMap((route) =>
        methodsOf(route).flatMap((method) =>
          [{}, { authorization: `Bearer ${token}` }].map((headers) => ({ route, method, headers })),
        ),
      );
    const answers: string[] = [];
    for (const { route, method, headers } of probes) {
      // A body of a type no route parses: 415 unless a refusal comes first.
      const body = BODY_METHODS.includes(method) ? { payload: 'probe' } : {};
      const response = await app.inject({
        method: method as 'GET',
        url: pathOf(route.url),
        headers: { ...headers, 'content-type': 'application/x-probe', 'tus-resumable': '1.0.0' },
        ...body,
      });
      answers.push(`${method} ${route.url}: ${String(response.statusCode)}`);
    }
    expect(undeclared).toEqual([]);
    // The probes reached the refusals they are about.
    expect(answers).toEqual(
      expect.arrayContaining([
        'POST /api/jobs: 401',
        'POST /api/jobs: 403',
        'POST /api/waitlist: 415',
        'GET /api/catalogue/products/:id: 400',
      ]),
    );
  });

  it('reports an error status a route does not declare', async () => {
    undeclared.length = 0;
    const other = await build({
      onUndeclaredStatus: (answer) => undeclared.push(answer),
      setup: (instance) => {
        instance.get(
          '/api/test/conflict',
          { schema: { response: errorResponses(404) } },
          async (_request, reply) => {
            await sendError(reply, 409, 'Taken.');
          },
        );
      },
    });
    try {
      await other.inject({ url: '/api/test/conflict' });
      expect(undeclared).toEqual([{ route: 'GET /api/test/conflict', statusCode: 409 }]);
    } finally {
      await other.close();
    }
  });

  it('refuses to start with a wildcard status', async () => {
    await expect(
      build({
        setup: (instance) => {
          // In a plugin, as a module's routes are: after the app's onRoute hooks.
          void instance.register((child, _options, done) => {
            child.get(
              '/api/test/wildcard',
              { schema: { response: { '4xx': ErrorResponse } } },
              () => undefined,
            );
            done();
          });
        },
      }),
    ).rejects.toThrow('GET /api/test/wildcard declares 4xx');
  });

  it('checks answers only when told what to do with an undeclared status (not in the service)', async () => {
    const hooksOfRoute = async (options: Parameters<typeof declaredStatuses>[1]) => {
      const instance = Fastify({ exposeHeadRoutes: false });
      await instance.register(declaredStatuses, options);
      instance.get('/api/test/answer', { schema: { response: errorResponses() } }, () => 'ok');
      await instance.ready();
      const printed = instance.printRoutes({ includeHooks: true, commonPrefix: false });
      await instance.close();
      return printed;
    };
    expect(await hooksOfRoute({ onUndeclared: () => undefined })).toContain('onSend');
    expect(await hooksOfRoute({})).not.toContain('onSend');
  });
});
