import type { App } from '../../../src/app';
import { tooManyRequestsMessage } from '../../../src/platform/rate-limit';
import { INVALID_EMAIL_MESSAGE } from '../../../src/modules/waitlist/messages';
import { build } from '../../helper';

let app: App;
beforeAll(async () => {
  app = await build();
});
afterAll(() => app.close());

let nextAddress = 1;
/** Each test signs up from its own client address, so the rate limit of one does not leak. */
const signUp = (payload: unknown, remoteAddress = `198.51.100.${nextAddress++}`) =>
  app.inject({ method: 'POST', url: '/api/waitlist', payload: payload as object, remoteAddress });

describe('POST /api/waitlist', () => {
  it('stores the address (lower-cased) and answers 201 subscribed', async () => {
    const response = await signUp({ email: 'Designer@Atelier.TEST', source: 'plm' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ status: 'subscribed' });
    expect((await app.waitlist.list('plm')).map((entry) => entry.email)).toContain(
      'designer@atelier.test',
    );
  });

  it('accepts a duplicate silently, with the same answer', async () => {
    const first = await signUp({ email: 'twice@atelier.test', source: 'newsletter' });
    const second = await signUp({ email: 'TWICE@atelier.test', source: 'newsletter' });
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json()).toEqual(first.json());
    const entries = (await app.waitlist.list('newsletter')).filter(
      (entry) => entry.email === 'twice@atelier.test',
    );
    expect(entries).toHaveLength(1);
  });

  it.each([
    ['no email', { source: 'plm' }],
    ['an empty email', { email: '', source: 'plm' }],
    ['an address without a domain', { email: 'designer@', source: 'plm' }],
    ['two addresses', { email: 'a@b.test, c@d.test', source: 'plm' }],
    ['an address too long', { email: `${'x'.repeat(250)}@b.test`, source: 'plm' }],
    ['an object', { email: { address: 'a@b.test' }, source: 'plm' }],
  ])('answers 400 "Please enter a valid email address" for %s', async (_case, body) => {
    const response = await signUp(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Bad Request', message: INVALID_EMAIL_MESSAGE });
  });

  it('answers 400 naming the allowed sources for an unknown one', async () => {
    const response = await signUp({ email: 'a@b.test', source: 'radio' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'Bad Request',
      message: 'body/source must be equal to one of the allowed values: plm, newsletter',
    });
  });

  it('limits one client address to 10 sign-ups a minute, with a clear 429', async () => {
    const from = '192.0.2.10';
    for (let index = 0; index < 10; index++) {
      expect((await signUp({ email: `n${index}@b.test`, source: 'plm' }, from)).statusCode).toBe(
        201,
      );
    }
    const limited = await signUp({ email: 'eleventh@b.test', source: 'plm' }, from);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      error: 'Too Many Requests',
      message: tooManyRequestsMessage('1 minute'),
    });
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await app.waitlist.list('plm')).map((entry) => entry.email)).not.toContain(
      'eleventh@b.test',
    );
  });

  it('counts the visitor behind the gateway (X-Forwarded-For from a trusted proxy), not the gateway', async () => {
    const viaGateway = (visitor: string, email: string) =>
      app.inject({
        method: 'POST',
        url: '/api/waitlist',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': visitor },
        payload: { email, source: 'plm' },
      });
    for (let index = 0; index < 10; index++) {
      expect((await viaGateway('192.0.2.20', `g${index}@b.test`)).statusCode).toBe(201);
    }
    expect((await viaGateway('192.0.2.20', 'g10@b.test')).statusCode).toBe(429);
    expect((await viaGateway('192.0.2.21', 'other@b.test')).statusCode).toBe(201);
  });
});
