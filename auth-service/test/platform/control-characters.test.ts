/**
 * Security review (issue 25): a NUL in any string of a request reached PostgreSQL and answered
 * 500. Every string of every request (query, path parameters, body) is checked by the validation
 * layer, so this walks the whole route table: each string a schema names gets a NUL, and the
 * answer must be a 400 naming that field.
 */
import type { RouteOptions } from 'fastify';
import type { App } from '../../src/app';
import { CONTROL_CHARACTERS_MESSAGE, firstControlCharacter } from '../../src/platform/validator';
import { ROLES } from '../../src/platform/roles';
import { INVALID_EMAIL_MESSAGE } from '../../src/modules/waitlist/messages';
import { build } from '../helper';
import { signedInUser, startFakeKeycloak, type FakeKeycloak } from '../support/keycloak';

let keycloak: FakeKeycloak;
let app: App;
const routes: RouteOptions[] = [];

beforeAll(async () => {
  keycloak = await startFakeKeycloak();
  app = await build({
    keycloak,
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

const UUID = '00000000-0000-4000-8000-000000000000';
const NUL = 'a\u0000b';

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

function admitsString(schema: JsonSchema | undefined): boolean {
  if (schema === undefined) return false;
  if (schema.type === 'string' || (Array.isArray(schema.type) && schema.type.includes('string')))
    return true;
  return [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].some(admitsString);
}

/** A value of `schema` carrying a NUL: the string itself, or an array of one. */
function poisoned(schema: JsonSchema): unknown {
  if (admitsString(schema)) return NUL;
  if (schema.type === 'array' && admitsString(schema.items)) return [NUL];
  return undefined;
}

const methodsOf = (route: RouteOptions) =>
  [route.method].flat().filter((method) => method !== 'HEAD' && method !== 'OPTIONS');

/**
 * `/api/jobs/:id/close` with every parameter filled in (a number where the route takes an
 * integer, such as a revision; an id elsewhere), `name` poisoned when given.
 */
function urlOf(route: RouteOptions, poisonedParam?: string): string {
  const params = (route.schema as { params?: JsonSchema } | undefined)?.params?.properties ?? {};
  return route.url.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    if (name === poisonedParam) return encodeURIComponent(NUL);
    return params[name]?.type === 'integer' ? '1' : UUID;
  });
}

interface Case {
  name: string;
  method: string;
  url: string;
  query?: Record<string, unknown>;
  payload?: Record<string, unknown>;
  field: string;
}

function casesOf(route: RouteOptions): Case[] {
  const schema = (route.schema ?? {}) as {
    querystring?: JsonSchema;
    params?: JsonSchema;
    body?: JsonSchema;
  };
  const cases: Case[] = [];
  for (const method of methodsOf(route)) {
    const label = `${method} ${route.url}`;
    for (const [name, property] of Object.entries(schema.querystring?.properties ?? {})) {
      const value = poisoned(property);
      if (value === undefined) continue;
      cases.push({
        name: `${label} ?${name}`,
        method,
        url: urlOf(route),
        query: { [name]: value },
        // fastify checks the body before the query: a route that reads one gets an empty one
        // (RFC 8058's unsubscribe POST, whose body fields are optional).
        ...(schema.body !== undefined && method !== 'GET' && { payload: {} }),
        field: Array.isArray(value) ? `querystring/${name}/0` : `querystring/${name}`,
      });
    }
    for (const [name, property] of Object.entries(schema.params?.properties ?? {})) {
      if (!admitsString(property)) continue;
      cases.push({
        name: `${label} :${name}`,
        method,
        url: urlOf(route, name),
        field: `params/${name}`,
      });
    }
    for (const [name, property] of Object.entries(schema.body?.properties ?? {})) {
      const value = poisoned(property);
      if (value === undefined) continue;
      cases.push({
        name: `${label} body.${name}`,
        method,
        url: urlOf(route),
        payload: { [name]: value },
        field: Array.isArray(value) ? `body/${name}/0` : `body/${name}`,
      });
    }
  }
  return cases;
}

describe('the route table', () => {
  it('refuses a NUL in every string of every request with a 400 naming the field', async () => {
    const cases = routes.flatMap(casesOf);
    const failures: string[] = [];
    for (const { name, method, url, query, payload, field } of cases) {
      // A fresh user holding every role per request: no role guard and no rate limit answers
      // before the validation does.
      const user = await signedInUser(keycloak, { roles: [...ROLES] });
      const response = await app.inject({
        method: method as 'GET',
        url,
        headers: user.headers,
        ...(query && { query: query as Record<string, string> }),
        ...(payload && { payload }),
      });
      const message = response.json<{ message?: string }>().message ?? '';
      // The waitlist words every fault of its address as the landing page's one message.
      const expected =
        url === '/api/waitlist' && field === 'body/email'
          ? INVALID_EMAIL_MESSAGE
          : `${field} ${CONTROL_CHARACTERS_MESSAGE}`;
      if (response.statusCode !== 400 || message !== expected) {
        failures.push(`${name}: ${response.statusCode} ${message}`);
      }
    }
    expect(failures).toEqual([]);
    // The walk reached the routes of the review's findings, in every part of a request.
    const names = cases.map((entry) => entry.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'GET /api/jobs ?q',
        'GET /api/directory ?q',
        'GET /api/catalogue/products ?q',
        'GET /api/jobs/:id :id',
        'POST /api/conversations/:id/messages body.content',
        'PUT /api/companies/mine body.name',
      ]),
    );
    expect(cases.length).toBeGreaterThan(150);
  });

  it('gives a schema to the parameters of every route that has some', () => {
    // OPTIONS: tus's preflight, which reads no parameter.
    const unchecked = routes
      .filter((route) => route.url.includes('/:') && methodsOf(route).length > 0)
      .filter((route) => route.schema?.params === undefined)
      .map((route) => `${[route.method].flat().join(',')} ${route.url}`);
    expect(unchecked).toEqual([]);
  });
});

describe('which characters', () => {
  it('answers a NUL in the jobs search without a token with 400, not 500', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/jobs?q=a%00b' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'Bad Request',
      message: `querystring/q ${CONTROL_CHARACTERS_MESSAGE}`,
    });
  });

  it('refuses line breaks and tabs in a query, where no text is multi-line', async () => {
    for (const q of ['a\nb', 'a\rb', 'a\tb', 'a\u007fb']) {
      const response = await app.inject({ method: 'GET', url: '/api/jobs', query: { q } });
      expect(response.statusCode).toBe(400);
    }
  });

  it.each([
    ['a line break', 'first\nsecond', undefined],
    ['a CRLF', 'first\r\nsecond', undefined],
    ['a tab', 'first\tsecond', undefined],
    ['a plain text', 'déjà vu ✓', undefined],
    ['a NUL', 'a\u0000b', '/text'],
    ['a bell', 'a\u0007b', '/text'],
    ['an escape', 'a\u001bb', '/text'],
    ['a DEL', 'a\u007fb', '/text'],
    ['a C1 control', 'a\u0085b', '/text'],
  ])('in a body, %s -> %s', (_label, text, expected) => {
    expect(firstControlCharacter({ text }, 'body')).toBe(expected);
  });

  it('names the path of a nested string', () => {
    expect(firstControlCharacter({ items: [{ name: 'ok' }, { name: 'a\u0000' }] }, 'body')).toBe(
      '/items/1/name',
    );
    expect(firstControlCharacter({ 'a/b~c': 'x\u0000' }, 'body')).toBe('/a~1b~0c');
    expect(firstControlCharacter({ tags: ['x', 'y\u0001'] }, 'querystring')).toBe('/tags/1');
    // A key is checked as well as a value, and named without its control character.
    expect(firstControlCharacter({ 'a\u0000': 'x' }, 'body')).toBe('/a\\u0000');
  });
});
