/**
 * Security review (issue 10), findings 1 and 5: no body is read before the token is checked,
 * bodies are as small and shallow as the routes need, and schemas refuse what they do not name.
 */
import type { App } from '../../src/app';
import { UNAUTHORIZED_MESSAGES } from '../../src/platform/authentication';
import {
  BODY_LIMITS,
  MAX_JSON_DEPTH,
  TOO_DEEP_MESSAGE,
  nestsDeeperThan,
} from '../../src/platform/json-body';
import { build } from '../helper';
import { signedInUser, startFakeKeycloak, type FakeKeycloak } from '../support/keycloak';

let keycloak: FakeKeycloak;
let app: App;

beforeAll(async () => {
  keycloak = await startFakeKeycloak();
  app = await build({ keycloak });
});
afterAll(async () => {
  await app.close();
  await keycloak.close();
});
afterEach(() => jest.restoreAllMocks());

const json = { 'content-type': 'application/json' };
/** About 600 KB of `[`: costly to parse, and invalid. */
const NESTED = '['.repeat(600_000);

const guardedWrites = [
  ['PATCH', '/api/me'],
  ['POST', '/api/me/role'],
  ['PUT', '/api/admin/users/00000000-0000-4000-8000-000000000000/role'],
  ['POST', '/api/checkout/sessions'],
  ['POST', '/api/subscription/cancel'],
  ['POST', '/api/billing/portal'],
] as const;

describe('without a valid token', () => {
  it.each(guardedWrites)('%s %s answers 401 before reading the body', async (method, url) => {
    const parse = jest.spyOn(JSON, 'parse');
    for (const authorization of [undefined, 'Bearer not-a-jwt']) {
      const response = await app.inject({
        method,
        url,
        headers: { ...json, ...(authorization && { authorization }) },
        payload: NESTED,
      });
      expect(response.statusCode).toBe(401);
      expect(response.json<{ message: string }>().message).toBe(
        authorization === undefined
          ? UNAUTHORIZED_MESSAGES.missing
          : UNAUTHORIZED_MESSAGES.malformed,
      );
    }
    // Nothing parsed the body (jose parses the token's JSON header, which is not the body).
    expect(parse.mock.calls.filter(([text]) => text.length > 1000)).toEqual([]);
  });
});

describe('body limits', () => {
  it.each([
    ['PATCH', '/api/me', BODY_LIMITS.profile],
    ['POST', '/api/me/role', BODY_LIMITS.default],
    ['POST', '/api/checkout/sessions', BODY_LIMITS.checkout],
    ['POST', '/api/billing/portal', BODY_LIMITS.portal],
    ['POST', '/api/subscription/cancel', BODY_LIMITS.default],
  ] as const)('%s %s answers 413 JSON over %i bytes', async (method, url, limit) => {
    const user = await signedInUser(keycloak, { roles: ['freelancer'] });
    const payload = JSON.stringify({ fullName: 'x'.repeat(limit) });
    const response = await app.inject({
      method,
      url,
      headers: { ...user.headers, ...json },
      payload,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      error: 'Payload Too Large',
      message: 'Request body is too large',
    });
  });

  it('keeps a public write small too (the waitlist)', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/waitlist',
      headers: json,
      payload: JSON.stringify({
        email: `${'x'.repeat(BODY_LIMITS.default)}@b.test`,
        source: 'plm',
      }),
      remoteAddress: '198.51.100.200',
    });
    expect(response.statusCode).toBe(413);
  });

  it('still takes a full name written with JSON escapes', async () => {
    const user = await signedInUser(keycloak);
    const response = await app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: { ...user.headers, ...json },
      payload: `{"fullName": "${'\\u00e9'.repeat(90)}"}`,
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('JSON nesting', () => {
  const deep = (levels: number) => `{"fullName": ${'['.repeat(levels)}${']'.repeat(levels)}}`;

  it(`answers 400 for a body nested more than ${String(MAX_JSON_DEPTH)} deep`, async () => {
    const user = await signedInUser(keycloak);
    const response = await app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: { ...user.headers, ...json },
      payload: deep(MAX_JSON_DEPTH),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Bad Request', message: TOO_DEEP_MESSAGE });
  });

  it('reaches the schema (not the depth check) at the limit', async () => {
    const user = await signedInUser(keycloak);
    const response = await app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: { ...user.headers, ...json },
      payload: deep(MAX_JSON_DEPTH - 1),
    });
    expect(response.json()).toEqual({
      error: 'Bad Request',
      message: 'body/fullName must be string',
    });
  });

  it('keeps refusing prototype poisoning', async () => {
    const user = await signedInUser(keycloak);
    const response = await app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: { ...user.headers, ...json },
      payload: '{"fullName": "Eve", "__proto__": {"role": "admin"}}',
    });
    expect(response.statusCode).toBe(400);
  });

  it.each([
    ['flat', '{"a": 1}', 1, false],
    ['at the limit', '[[[]]]', 3, false],
    ['one over', '[[[[]]]]', 3, true],
    ['brackets inside strings', '{"a": "[[[[[[{{{{"}', 1, false],
    ['escaped quotes inside strings', '{"a": "\\"[[[["}', 1, false],
    ['objects and arrays mixed', '{"a": [{"b": [1]}]}', 3, true],
    ['a megabyte of [', '['.repeat(1_000_000), 32, true],
  ])('nestsDeeperThan: %s', (_case, text, maxDepth, expected) => {
    expect(nestsDeeperThan(text, maxDepth)).toBe(expected);
  });
});

describe('strict schemas', () => {
  it('refuses an extra body property, naming it', async () => {
    const user = await signedInUser(keycloak);
    const response = await app.inject({
      method: 'POST',
      url: '/api/me/role',
      headers: user.headers,
      payload: { role: 'client', admin: true },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'Bad Request',
      message: 'body must NOT have additional properties: admin',
    });
  });

  it('does not coerce body types', async () => {
    const user = await signedInUser(keycloak);
    const response = await app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: user.headers,
      payload: { fullName: false },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'Bad Request',
      message: 'body/fullName must be string',
    });
  });

  it('refuses an unknown query parameter, and still reads numbers from the query', async () => {
    const unknown = await app.inject({ method: 'GET', url: '/api/plans?role=client&debug=1' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      error: 'Bad Request',
      message: 'querystring must NOT have additional properties: debug',
    });
    const admin = await signedInUser(keycloak, { roles: ['admin'] });
    const paged = await app.inject({
      method: 'GET',
      url: '/api/admin/users?limit=2&offset=0',
      headers: admin.headers,
    });
    expect(paged.statusCode).toBe(200);
    const sorted = await app.inject({
      method: 'GET',
      url: '/api/admin/users?sort=email',
      headers: admin.headers,
    });
    expect(sorted.statusCode).toBe(400);
  });
});
