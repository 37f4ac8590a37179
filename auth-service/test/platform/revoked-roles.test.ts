import { randomUUID } from 'node:crypto';
import { migrate, readMigrations } from '../../src/platform/database/migrate';
import { createRevokedRoles } from '../../src/platform/revoked-roles';
import { BACKENDS, type TestDatabase } from '../support/databases';

describe.each(BACKENDS)('Revoked roles on %s', (_name, open) => {
  let testDb: TestDatabase;

  beforeAll(async () => {
    testDb = await open();
    await migrate(testDb.db, await readMigrations());
  });
  afterAll(() => testDb.drop());

  const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

  it('drops a revoked role from tokens issued until then, here at once and elsewhere on refresh', async () => {
    const here = createRevokedRoles(testDb.db);
    const elsewhere = createRevokedRoles(testDb.db);
    const userId = randomUUID();
    const issuedBefore = seconds(new Date()) - 10;
    const roles = ['supplier', 'client'];
    expect(here.keptOf(userId, roles, issuedBefore)).toBe(roles);

    await here.revoke(userId, ['client']);

    expect(here.keptOf(userId, roles, issuedBefore)).toEqual(['supplier']);
    // A token without `iat` counts as issued before.
    expect(here.keptOf(userId, roles, undefined)).toEqual(['supplier']);
    // Another user keeps theirs.
    expect(here.keptOf(randomUUID(), roles, issuedBefore)).toBe(roles);
    // Another instance learns it on its next read.
    expect(elsewhere.keptOf(userId, roles, issuedBefore)).toBe(roles);
    await elsewhere.refresh();
    expect(elsewhere.keptOf(userId, roles, issuedBefore)).toEqual(['supplier']);
    // A token issued after the revocation (the role given back) keeps it.
    const issuedAfter = seconds(new Date()) + 2;
    expect(here.keptOf(userId, roles, issuedAfter)).toBe(roles);
    expect(elsewhere.keptOf(userId, roles, issuedAfter)).toBe(roles);
  });
});
