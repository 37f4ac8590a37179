import { randomUUID } from 'node:crypto';
import type { Database } from '../../../src/platform/database/database';
import { migrate, readMigrations } from '../../../src/platform/database/migrate';
import {
  createUserProfilesRepository,
  type UserProfilesRepository,
} from '../../../src/modules/profiles/repository';
import {
  createWaitlistRepository,
  type WaitlistRepository,
} from '../../../src/modules/waitlist/repository';
import { BACKENDS, type TestDatabase } from '../../support/databases';

describe.each(BACKENDS)('repositories on %s', (_name, open) => {
  let testDb: TestDatabase;
  let db: Database;
  let profiles: UserProfilesRepository;
  let waitlist: WaitlistRepository;

  beforeAll(async () => {
    testDb = await open();
    db = testDb.db;
    await migrate(db, await readMigrations());
    profiles = createUserProfilesRepository(db);
    waitlist = createWaitlistRepository(db);
  });
  afterAll(() => testDb.drop());

  const newProfile = (overrides: { fullName?: string | null; role?: 'client' | null } = {}) => ({
    id: randomUUID(),
    email: `${randomUUID().slice(0, 8)}@example.test`,
    fullName: 'Grace Hopper',
    role: null,
    ...overrides,
  });

  describe('user profiles', () => {
    it('creates a profile once and returns the same row afterwards', async () => {
      const input = newProfile();
      const created = await profiles.findOrCreate(input);
      expect(created).toEqual({
        ...input,
        username: null,
        createdAt: expect.any(Date) as Date,
        updatedAt: expect.any(Date) as Date,
      });
      const again = await profiles.findOrCreate({ ...input, fullName: 'Someone Else' });
      expect(again).toEqual(created);
      expect(await profiles.findById(input.id)).toEqual(created);
    });

    it('lets concurrent first sightings agree on one row', async () => {
      const input = newProfile();
      const results = await Promise.all(
        Array.from({ length: 5 }, (_, index) =>
          profiles.findOrCreate({ ...input, fullName: `Racer ${index}` }),
        ),
      );
      expect(new Set(results.map((profile) => profile.fullName)).size).toBe(1);
      const { rows } = await db.query('SELECT 1 FROM user_profiles WHERE id = $1', [input.id]);
      expect(rows).toHaveLength(1);
    });

    it('reads concurrent look-ups together when batching, each getting its own row', async () => {
      const batched = createUserProfilesRepository(db, { batchReads: true });
      const [first, second] = await Promise.all([
        profiles.findOrCreate(newProfile()),
        profiles.findOrCreate(newProfile({ role: 'client' })),
      ]);
      const missing = randomUUID();
      const found = await Promise.all([
        batched.findById(first.id),
        batched.findById(missing),
        batched.findById(second.id),
        batched.findById(first.id),
      ]);
      expect(found).toEqual([first, undefined, second, first]);
    });

    it('answers undefined for an unknown id', async () => {
      expect(await profiles.findById(randomUUID())).toBeUndefined();
      expect(await profiles.updateFullName(randomUUID(), 'Nobody')).toBeUndefined();
      expect(await profiles.setRole(randomUUID(), 'client')).toBeUndefined();
    });

    it('updates the full name and moves updated_at, not created_at', async () => {
      const created = await profiles.findOrCreate(newProfile({ fullName: null }));
      const updated = await profiles.updateFullName(created.id, 'Katherine Johnson');
      expect(updated?.fullName).toBe('Katherine Johnson');
      expect(updated?.createdAt).toEqual(created.createdAt);
      expect(updated!.updatedAt.getTime()).toBeGreaterThanOrEqual(created.updatedAt.getTime());
    });

    it('sets and clears the role, and the schema refuses roles that do not exist', async () => {
      const created = await profiles.findOrCreate(newProfile());
      expect((await profiles.setRole(created.id, 'supplier'))?.role).toBe('supplier');
      expect((await profiles.setRole(created.id, null))?.role).toBeNull();
      await expect(
        db.query("UPDATE user_profiles SET role = 'superuser' WHERE id = $1", [created.id]),
      ).rejects.toThrow(/check constraint/);
    });

    it('locks a row inside a transaction, and a rolled-back change leaves it as it was', async () => {
      const created = await profiles.findOrCreate(newProfile());
      await expect(
        db.transaction(async (tx) => {
          const inTx = createUserProfilesRepository(tx);
          expect((await inTx.findByIdForUpdate(created.id))?.id).toBe(created.id);
          await inTx.setRole(created.id, 'client');
          throw new Error('Keycloak said no');
        }),
      ).rejects.toThrow('Keycloak said no');
      expect((await profiles.findById(created.id))?.role).toBeNull();
    });

    it('lists newest first with a total for paging', async () => {
      await db.exec('DELETE FROM user_profiles');
      const ids: string[] = [];
      for (let index = 0; index < 3; index++) {
        const profile = newProfile();
        ids.push(profile.id);
        await db.query(
          `INSERT INTO user_profiles (id, email, full_name, created_at)
           VALUES ($1, $2, $3, now() - make_interval(mins => $4))`,
          [profile.id, profile.email, profile.fullName, 10 - index],
        );
      }
      const firstPage = await profiles.list({ limit: 2, offset: 0 });
      expect(firstPage.total).toBe(3);
      expect(firstPage.users.map((user) => user.id)).toEqual([ids[2], ids[1]]);
      const secondPage = await profiles.list({ limit: 2, offset: 2 });
      expect(secondPage.users.map((user) => user.id)).toEqual([ids[0]]);
      expect(secondPage.total).toBe(3);
    });
  });

  describe('waitlist', () => {
    it('stores an address lower-cased and reports a duplicate without failing', async () => {
      const email = `Designer.${randomUUID().slice(0, 8)}@Example.TEST`;
      expect(await waitlist.add(email, 'plm')).toBe(true);
      expect(await waitlist.add(email.toLowerCase(), 'plm')).toBe(false);
      expect(await waitlist.add(email.toUpperCase(), 'plm')).toBe(false);
      const entries = (await waitlist.list('plm')).filter(
        (entry) => entry.email === email.toLowerCase(),
      );
      expect(entries).toEqual([
        { email: email.toLowerCase(), source: 'plm', createdAt: expect.any(Date) as Date },
      ]);
    });

    it('keeps the PLM waitlist and the newsletter as separate lists', async () => {
      const email = `both-${randomUUID().slice(0, 8)}@example.test`;
      expect(await waitlist.add(email, 'plm')).toBe(true);
      expect(await waitlist.add(email, 'newsletter')).toBe(true);
      expect((await waitlist.list('newsletter')).map((entry) => entry.email)).toContain(email);
    });

    it('refuses an unknown source at the schema level', async () => {
      await expect(
        db.query("INSERT INTO waitlist_signups (email, source) VALUES ('a@b.test', 'radio')"),
      ).rejects.toThrow(/check constraint/);
    });
  });
});
