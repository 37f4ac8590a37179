/**
 * Security review (issue 25): a supplier who joined a company became [supplier, client] for
 * good, and after the owner removed them could still post jobs. The client role a membership
 * granted now goes with the membership; a role the user held before joining stays.
 */
import type { App } from '../../../src/app';
import { build } from '../../helper';
import { signedInUser, startFakeKeycloak, type FakeKeycloak } from '../../support/keycloak';

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

type User = Awaited<ReturnType<typeof signedInUser>>;

const call = (
  user: User,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => app.inject({ method, url, headers: user.headers, ...(payload && { payload }) });

async function companyWith(invitee: User) {
  const owner = await signedInUser(keycloak, { roles: ['client'], name: 'Team Owner' });
  await call(owner, 'GET', '/api/me');
  const saved = await call(owner, 'PUT', '/api/companies/mine', {
    name: 'Team Brand',
    website: '',
    location: '',
    description: '',
    logo: null,
  });
  expect(saved.statusCode).toBe(200);
  const invited = await call(owner, 'POST', '/api/companies/mine/team/invitations', {
    email: invitee.email,
  });
  expect(invited.statusCode).toBe(201);
  await call(invitee, 'GET', '/api/me');
  const accepted = await call(invitee, 'POST', '/api/companies/invitations/accept');
  expect(accepted.statusCode).toBe(200);
  return owner;
}

const rolesOf = (user: User) => [...(keycloak.roles.get(user.id) ?? [])].sort();

it('takes back the client role a membership granted when the member is removed', async () => {
  const supplier = await signedInUser(keycloak, { roles: ['supplier'], name: 'Joining Supplier' });
  const owner = await companyWith(supplier);
  expect(rolesOf(supplier)).toEqual(['client', 'supplier']);

  const removed = await call(owner, 'DELETE', `/api/companies/mine/team/members/${supplier.id}`);
  expect(removed.statusCode).toBe(200);
  expect(rolesOf(supplier)).toEqual(['supplier']);
});

it("refuses the removed role to the member's token issued before the removal, at once", async () => {
  const supplier = await signedInUser(keycloak, { roles: ['supplier'], name: 'Token Supplier' });
  const owner = await companyWith(supplier);
  // The member's token after joining carries the client role the membership gave.
  const joined = await keycloak.sign({
    sub: supplier.id,
    email: supplier.email,
    roles: ['supplier', 'client'],
  });
  const asMember = { ...supplier, headers: { authorization: `Bearer ${joined}` } };
  expect((await call(asMember, 'GET', '/api/jobs/mine')).statusCode).toBe(200);

  const removed = await call(owner, 'DELETE', `/api/companies/mine/team/members/${supplier.id}`);
  expect(removed.statusCode).toBe(200);

  const refused = await call(asMember, 'GET', '/api/jobs/mine');
  expect([refused.statusCode, refused.json<{ message: string }>().message]).toEqual([
    403,
    'This action needs the client role.',
  ]);
  // The supplier role the token also carries is untouched.
  expect((await call(asMember, 'GET', '/api/suppliers/me/services')).statusCode).not.toBe(403);

  // A token issued after the role was given back (joining again) keeps it.
  const later = await keycloak.sign({
    sub: supplier.id,
    email: supplier.email,
    roles: ['supplier', 'client'],
    issuedIn: 2,
  });
  const again = await call(
    { ...supplier, headers: { authorization: `Bearer ${later}` } },
    'GET',
    '/api/jobs/mine',
  );
  expect(again.statusCode).toBe(200);
});

it('leaves a client role the member held before joining', async () => {
  const client = await signedInUser(keycloak, { roles: ['client'], name: 'Joining Client' });
  const owner = await companyWith(client);
  expect(rolesOf(client)).toEqual(['client']);
  const removed = await call(owner, 'DELETE', `/api/companies/mine/team/members/${client.id}`);
  expect(removed.statusCode).toBe(200);
  expect(rolesOf(client)).toEqual(['client']);
});

it('keeps the member when Keycloak cannot take the role back (502), so the owner can repeat', async () => {
  const supplier = await signedInUser(keycloak, { roles: ['supplier'], name: 'Kept Supplier' });
  const owner = await companyWith(supplier);
  keycloak.failWith = 500;
  keycloak.failMethod = 'DELETE';
  try {
    const refused = await call(owner, 'DELETE', `/api/companies/mine/team/members/${supplier.id}`);
    expect(refused.statusCode).toBe(502);
  } finally {
    keycloak.failWith = undefined;
    keycloak.failMethod = undefined;
  }
  const team = await call(owner, 'GET', '/api/companies/mine/team');
  expect(team.body).toContain(supplier.id);
  const removed = await call(owner, 'DELETE', `/api/companies/mine/team/members/${supplier.id}`);
  expect(removed.statusCode).toBe(200);
  expect(rolesOf(supplier)).toEqual(['supplier']);
});
