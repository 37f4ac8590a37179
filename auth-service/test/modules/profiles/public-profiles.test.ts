/**
 * Public profiles: Manage Profile's rules in the screen's order, the username chosen once and
 * unique under simultaneous claims, the live availability check, the photo as an image upload,
 * privacy of the public profile page, contact details, views, and the directory.
 */
import type {
  DirectoryPage,
  MyPublicProfile,
  PublicProfile,
  UsernameAvailability,
} from '@atelier/api-contract';
import type { App } from '../../../src/app';
import { PUBLIC_PROFILE_MESSAGES as M } from '../../../src/modules/profiles/messages';
import { PORTFOLIO_MESSAGES } from '../../../src/modules/portfolio/messages';
import { startTestApp, type TestApp } from '../../helper';
import { BACKENDS } from '../../support/databases';
import { signedInUser, type FakeKeycloak } from '../../support/keycloak';
import { validProfile } from '../../support/profiles';
import { smallPng, uploadThroughTus } from '../../support/uploads';

type User = Awaited<ReturnType<typeof signedInUser>>;

describe.each(BACKENDS)('public profiles on %s', (_name, open) => {
  let testApp: TestApp;
  let keycloak: FakeKeycloak;
  let app: App;

  beforeAll(async () => {
    testApp = await startTestApp({ storagePrefix: 'atelier-profiles-', database: open });
    ({ app, keycloak } = testApp);
  });
  afterAll(() => testApp.close());

  const freelancer = (name = 'Sarah Chen') =>
    signedInUser(keycloak, { roles: ['freelancer'], name });

  function save(user: User, body: Record<string, unknown>) {
    return app.inject({
      method: 'PUT',
      url: '/api/me/public-profile',
      headers: user.headers,
      payload: body,
    });
  }
  async function saved(user: User, body: Record<string, unknown>): Promise<MyPublicProfile> {
    const response = await save(user, body);
    expect(response.statusCode).toBe(200);
    return response.json<MyPublicProfile>();
  }
  const read = (username: string, user?: User) =>
    app.inject({
      method: 'GET',
      url: `/api/profiles/${username}`,
      ...(user && { headers: user.headers }),
    });
  const unique = (prefix: string) => `${prefix}-${Math.random().toString(36).slice(2, 8)}`;

  it('starts Manage Profile from the account before a first save', async () => {
    const user = await freelancer('Marco Rossi');
    const response = await app.inject({
      method: 'GET',
      url: '/api/me/public-profile',
      headers: user.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      saved: false,
      username: null,
      fullName: 'Marco Rossi',
      contactEmail: user.email,
      isPublic: true,
    });
  });

  it.each([
    ['username missing', { username: undefined }, M.usernameRequired],
    ['username blank', { username: '  ' }, M.usernameRequired],
    ['username too short', { username: 'ab' }, M.usernameFormat],
    ['username with a space', { username: 'sarah chen' }, M.usernameFormat],
    ['full name blank (before profession)', { fullName: ' ', profession: '' }, M.fullName],
    ['profession blank (before bio)', { profession: '  ', bio: '' }, M.profession],
    ['bio blank', { bio: '   ' }, M.bio],
    ['hourly rate below 0', { hourlyRate: -1 }, M.hourlyRate],
    ['years of experience below 0', { yearsExperience: -1 }, M.yearsExperience],
    ['an unknown category', { categories: ['Space Suits'] }, M.category('Space Suits')],
    ['a blank skill', { skills: ['CLO 3D', ' '] }, M.blankItem('your skills')],
    [
      'a repeated service',
      { services: ['Tech packs', 'tech packs'] },
      M.duplicateItem('What I Do', 'tech packs'),
    ],
    [
      'a repeated language',
      { languages: ['English', 'English'] },
      M.duplicateItem('your languages', 'English'),
    ],
    [
      'a LinkedIn link that is no URL',
      { socialLinks: { linkedin: 'sarah', instagram: '', website: '' } },
      M.url('LinkedIn'),
    ],
    [
      'an Instagram link that is no URL',
      { socialLinks: { linkedin: '', instagram: 'ftp://x', website: '' } },
      M.url('Instagram'),
    ],
    [
      'a website that is no URL',
      { socialLinks: { linkedin: '', instagram: '', website: 'www' } },
      M.url('website'),
    ],
    ['a contact email without @', { contactEmail: 'sarah.studio' }, M.contactEmail],
    ['a photo that is not an upload', { photoKey: 'f'.repeat(32) }, M.photo],
  ])('refuses %s with its message', async (_case, overrides, message) => {
    const user = await freelancer();
    const body: Record<string, unknown> = validProfile({ username: unique('sarah'), ...overrides });
    if ('username' in overrides && overrides.username === undefined) delete body.username;
    const response = await save(user, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Bad Request', message });
    // A refused save claims nothing.
    const mine = await app.inject({
      method: 'GET',
      url: '/api/me/public-profile',
      headers: user.headers,
    });
    expect(mine.json()).toMatchObject({ saved: false, username: null });
  });

  it('saves the profile, keeps the username once chosen (any case), refuses another', async () => {
    const user = await freelancer();
    const name = unique('Sarah');
    const profile = await saved(user, validProfile({ username: name }));
    expect(profile).toMatchObject({ saved: true, username: name.toLowerCase(), currency: 'EUR' });
    const me = await app.inject({ method: 'GET', url: '/api/me', headers: user.headers });
    expect(me.json()).toMatchObject({ username: name.toLowerCase() });

    await saved(user, validProfile({ username: name.toUpperCase(), bio: 'Changed.' }));
    await saved(user, validProfile({ bio: 'Without the username.' }));
    const other = await save(user, validProfile({ username: unique('other') }));
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({ message: M.usernameChosen });
  });

  it('checks a username live, case-insensitively', async () => {
    const owner = await freelancer();
    const name = unique('taken');
    await saved(owner, validProfile({ username: name }));
    const asker = await freelancer();
    const check = async (user: User, username: string) => {
      const response = await app.inject({
        method: 'GET',
        url: `/api/usernames/${encodeURIComponent(username)}`,
        headers: user.headers,
      });
      expect(response.statusCode).toBe(200);
      return response.json<UsernameAvailability>();
    };
    expect(await check(asker, name.toUpperCase())).toEqual({
      username: name,
      available: false,
      message: M.usernameTaken,
    });
    expect(await check(owner, name)).toMatchObject({ available: true });
    expect(await check(asker, unique('free'))).toMatchObject({
      available: true,
      message: M.usernameAvailable,
    });
    expect(await check(asker, 'a b')).toMatchObject({
      available: false,
      message: M.usernameFormat,
    });
    const anonymous = await app.inject({ method: 'GET', url: `/api/usernames/${name}` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('gives a username to one of several users claiming it at the same time', async () => {
    const users = await Promise.all(Array.from({ length: 6 }, () => freelancer()));
    const name = unique('race');
    const responses = await Promise.all(
      users.map((user, index) =>
        save(user, validProfile({ username: index % 2 === 0 ? name : name.toUpperCase() })),
      ),
    );
    const codes = responses.map((response) => response.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409, 409]);
    for (const response of responses.filter((one) => one.statusCode === 409)) {
      expect(response.json()).toMatchObject({ message: M.usernameTaken });
    }
  });

  it('refuses a public profile to a client', async () => {
    const client = await signedInUser(keycloak, { roles: ['client'] });
    const response = await save(client, validProfile({ username: unique('client') }));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: M.role });
  });

  it('takes a photo from the owner’s image uploads only, and removes a replaced one', async () => {
    const user = await freelancer();
    const stranger = await freelancer();
    const png = await smallPng('#123456', 64, 64);
    const strangers = await uploadThroughTus(app, stranger.headers, 'image', 'me.png', png);
    const name = unique('photo');
    const refused = await save(user, validProfile({ username: name, photoKey: strangers }));
    expect(refused.json()).toMatchObject({ message: M.photo });

    const first = await uploadThroughTus(app, user.headers, 'image', 'me.png', png);
    const profile = await saved(user, validProfile({ username: name, photoKey: first }));
    expect(profile.photo).toEqual({ key: first, url: `/api/images/${first}/w320.webp` });
    const second = await uploadThroughTus(app, user.headers, 'image', 'me2.png', png);
    await saved(user, validProfile({ photoKey: second }));
    expect(await app.uploads.find(first)).toBeUndefined();
    expect(await app.uploads.find(second)).toBeDefined();
  });

  it('shows a public profile to anyone, counts views by others, contact only when shown', async () => {
    const owner = await freelancer();
    const name = unique('public');
    await saved(owner, validProfile({ username: name }));

    const visitor = await read(name.toUpperCase());
    expect(visitor.statusCode).toBe(200);
    const page = visitor.json<PublicProfile>();
    expect(page).toMatchObject({
      userId: owner.id,
      username: name,
      fullName: 'Sarah Chen',
      contact: null,
      isOwner: false,
      isPro: false,
      stats: { projectsCompleted: 0, clientsWorked: 0, yearsExperience: 8, rating: 0 },
      testimonials: [],
    });
    await read(name, owner);
    const mine = await app.inject({
      method: 'GET',
      url: '/api/me/public-profile',
      headers: owner.headers,
    });
    expect(mine.json()).toMatchObject({ views: 1 });

    await app.inject({
      method: 'PATCH',
      url: '/api/me/public-profile/settings',
      headers: owner.headers,
      payload: { showContactInfo: true },
    });
    expect((await read(name)).json()).toMatchObject({
      contact: { email: 'sarah@studio.test', phone: '+34 600 000 000' },
    });
  });

  it('answers a private profile to its owner only: 404 for visitors and other users', async () => {
    const owner = await freelancer();
    const other = await freelancer();
    const name = unique('private');
    await saved(owner, validProfile({ username: name }));
    const settings = await app.inject({
      method: 'PATCH',
      url: '/api/me/public-profile/settings',
      headers: owner.headers,
      payload: { isPublic: false },
    });
    expect(settings.json()).toMatchObject({ isPublic: false });

    for (const reader of [undefined, other]) {
      const response = await read(name, reader);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: PORTFOLIO_MESSAGES.profileNotFound });
    }
    expect((await read(name, owner)).json()).toMatchObject({ isOwner: true, isPublic: false });
    expect((await read(unique('nobody'))).statusCode).toBe(404);
  });

  it('refuses the settings before a first save (404)', async () => {
    const user = await freelancer();
    const response = await app.inject({
      method: 'PATCH',
      url: '/api/me/public-profile/settings',
      headers: user.headers,
      payload: { isPublic: false },
    });
    expect(response.statusCode).toBe(404);
  });

  describe('the directory', () => {
    let pro: User;
    let starter: User;
    let hidden: User;
    const word = `zz${Math.random().toString(36).slice(2, 7)}`;

    beforeAll(async () => {
      [pro, starter, hidden] = await Promise.all([freelancer(), freelancer(), freelancer()]);
      await saved(
        starter,
        validProfile({
          username: unique('starter'),
          profession: `Knitwear ${word} Designer`,
          categories: ['Knitwear'],
          location: 'Porto, Portugal',
          availability: 'booked',
        }),
      );
      await saved(
        pro,
        validProfile({ username: unique('pro'), profession: `Print ${word} Designer` }),
      );
      await saved(
        hidden,
        validProfile({ username: unique('hidden'), profession: `Hidden ${word}`, isPublic: false }),
      );
      await app.db.query(
        `INSERT INTO subscriptions (user_id, subscription_id, customer_id, status)
         VALUES ($1, $2, $3, 'active')`,
        [pro.id, `sub_${pro.id}`, `cus_${pro.id}`],
      );
    });

    const search = async (query: string) => {
      const response = await app.inject({ method: 'GET', url: `/api/directory?${query}` });
      expect(response.statusCode).toBe(200);
      return response.json<DirectoryPage>();
    };

    it('finds public profiles by a word of the profession, Pro members first', async () => {
      const page = await search(`q=${word}`);
      expect(page.profiles.map((one) => one.userId)).toEqual([pro.id, starter.id]);
      expect(page.profiles.map((one) => one.isPro)).toEqual([true, false]);
      expect(page.total).toBe(2);
    });

    it('says when it shows close spellings because nothing matched every word (issue 37 item 7)', async () => {
      const close = await search(`q=${word}x`);
      expect(close.profiles.map((one) => one.userId)).toEqual([pro.id, starter.id]);
      expect(close.similar).toBe(true);
      expect((await search(`q=${word}`)).similar).toBeUndefined();
    });

    it('filters by category, location, availability and role', async () => {
      const ids = async (query: string) =>
        (await search(`q=${word}&${query}`)).profiles.map((one) => one.userId);
      expect(await ids('category=Knitwear')).toEqual([starter.id]);
      expect(await ids('location=porto')).toEqual([starter.id]);
      expect(await ids('availability=available')).toEqual([pro.id]);
      expect(await ids('role=supplier')).toEqual([]);
    });

    it('pages Pro members first, then the others, across the page boundary', async () => {
      const many = `yy${Math.random().toString(36).slice(2, 7)}`;
      const users = await Promise.all(Array.from({ length: 14 }, () => freelancer()));
      for (const [index, user] of users.entries()) {
        await saved(
          user,
          validProfile({ username: unique(`page${index}`), profession: `Denim ${many} Cutter` }),
        );
      }
      // The two saved first are Pro: without membership they would come last (oldest).
      for (const user of users.slice(0, 2)) {
        await app.db.query(
          `INSERT INTO subscriptions (user_id, subscription_id, customer_id, status)
           VALUES ($1, $2, $3, 'active')`,
          [user.id, `sub_${user.id}`, `cus_${user.id}`],
        );
      }
      const first = await search(`q=${many}`);
      const second = await search(`q=${many}&page=2`);
      expect(first.total).toBe(14);
      expect(first.totalPages).toBe(2);
      const ids = [...first.profiles, ...second.profiles].map((one) => one.userId);
      const newestFirst = users
        .slice(2)
        .map((user) => user.id)
        .reverse();
      expect(ids).toEqual([users[1]?.id, users[0]?.id, ...newestFirst]);
      expect(first.profiles.map((one) => one.isPro).slice(0, 3)).toEqual([true, true, false]);
    });

    it('refuses unknown and unbounded query parameters', async () => {
      for (const query of ['page=0', 'page=10001', 'role=client', 'sort=x']) {
        expect(
          (await app.inject({ method: 'GET', url: `/api/directory?${query}` })).statusCode,
        ).toBe(400);
      }
    });
  });
});
