/**
 * Addresses come from Keycloak's tokens: an account whose token says its address is not verified
 * can use nothing but the route that sends the verification e-mail again, and the profile follows
 * the address of the latest verified token (where e-mails go).
 */
import { UNVERIFIED_EMAIL_MESSAGE } from '@atelier/api-contract';
import { randomUUID } from 'node:crypto';
import type { App } from '../../../src/app';
import { build } from '../../helper';
import { startFakeKeycloak, type FakeKeycloak } from '../../support/keycloak';

let keycloak: FakeKeycloak;
let app: App;

beforeAll(async () => {
  keycloak = await startFakeKeycloak();
  app = await build({ keycloak, config: { publicOrigin: 'https://atelier.example' } });
});

afterAll(async () => {
  await app.close();
  await keycloak.close();
});

const bearer = async (claims: Parameters<FakeKeycloak['sign']>[0]) => ({
  authorization: `Bearer ${await keycloak.sign(claims)}`,
});

it('refuses an unverified account everywhere but the new verification e-mail', async () => {
  const sub = randomUUID();
  keycloak.roles.set(sub, new Set());
  const headers = await bearer({ sub, email: 'new@example.test', emailVerified: false });
  for (const url of ['/api/me', '/api/companies/invitations/pending', '/api/notifications']) {
    const response = await app.inject({ method: 'GET', url, headers });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'Forbidden', message: UNVERIFIED_EMAIL_MESSAGE });
  }
  const resend = await app.inject({
    method: 'POST',
    url: '/api/me/verification-email',
    headers,
  });
  expect(resend.statusCode).toBe(204);
  const sent = keycloak.requests.filter((line) => line.includes('/send-verify-email'));
  expect(sent).toEqual([`PUT /auth/admin/realms/atelier/users/${sub}/send-verify-email`]);
});

it('keeps the profile’s address on the latest verified token', async () => {
  const sub = randomUUID();
  keycloak.roles.set(sub, new Set(['freelancer']));
  const me = async (claims: Parameters<FakeKeycloak['sign']>[0]) =>
    (await app.inject({ method: 'GET', url: '/api/me', headers: await bearer(claims) })).json<{
      email: string;
    }>();
  expect(
    (await me({ sub, email: 'first@example.test', emailVerified: true, roles: ['freelancer'] }))
      .email,
  ).toBe('first@example.test');
  // Changed in Keycloak's account console and verified there: e-mails follow.
  expect(
    (await me({ sub, email: 'second@example.test', emailVerified: true, roles: ['freelancer'] }))
      .email,
  ).toBe('second@example.test');
  // A token that does not say it is verified changes nothing.
  expect((await me({ sub, email: 'third@example.test', roles: ['freelancer'] })).email).toBe(
    'second@example.test',
  );
});
