/**
 * Portfolio projects over real uploads: Upload New Project's messages in section 5's order,
 * owner-only writes (404 to others), featured and status changes, delete removing the images,
 * the public profile's grid (published only) and stats, and testimonials keyed by a hire.
 */
import type { MyProjects, PortfolioProject, PublicProfile } from '@atelier/api-contract';
import { randomUUID } from 'node:crypto';
import type { App } from '../../../src/app';
import {
  PORTFOLIO_MESSAGES,
  PROJECT_FORM_MESSAGES,
  PROJECT_UPLOAD_MESSAGES,
} from '../../../src/modules/portfolio/messages';
import { startTestApp, type TestApp } from '../../helper';
import { BACKENDS } from '../../support/databases';
import { signedInUser, type FakeKeycloak } from '../../support/keycloak';
import { smallPng, uploadThroughTus } from '../../support/uploads';
import { validProfile } from '../../support/profiles';

type User = Awaited<ReturnType<typeof signedInUser>>;

const fakeImage = { key: 'f'.repeat(32), name: 'look.png', size: 1000 };
const validProject = (overrides: Record<string, unknown> = {}) => ({
  title: 'Resort 2026 Swim Capsule',
  category: 'Swimwear Design',
  description: 'A capsule of six swim pieces. Printed recycled nylon.',
  client: 'Costa Brava Swim',
  year: 2026,
  tags: ['swimwear', ' resort ', 'Swimwear', ''],
  status: 'published',
  images: [fakeImage],
  ...overrides,
});

describe.each(BACKENDS)('portfolio on %s', (_name, open) => {
  let testApp: TestApp;
  let keycloak: FakeKeycloak;
  let app: App;
  let owner: User;
  let other: User;
  const username = `folio-${Math.random().toString(36).slice(2, 8)}`;

  beforeAll(async () => {
    testApp = await startTestApp({ storagePrefix: 'atelier-portfolio-', database: open });
    ({ app, keycloak } = testApp);
    owner = await signedInUser(keycloak, { roles: ['freelancer'], name: 'Sarah Chen' });
    other = await signedInUser(keycloak, { roles: ['freelancer'], name: 'Marco Rossi' });
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/me/public-profile',
      headers: owner.headers,
      payload: validProfile({ username }),
    });
    expect(saved.statusCode).toBe(200);
  });
  afterAll(() => testApp.close());

  async function imageOf(user: User, name = 'look.png') {
    const bytes = await smallPng();
    return {
      key: await uploadThroughTus(app, user.headers, 'image', name, bytes),
      name,
      size: bytes.length,
    };
  }
  const create = (user: User, body: Record<string, unknown>) =>
    app.inject({
      method: 'POST',
      url: '/api/me/projects',
      headers: user.headers,
      payload: body,
    });
  async function created(user: User, overrides: Record<string, unknown> = {}) {
    const response = await create(
      user,
      validProject({ images: [await imageOf(user)], ...overrides }),
    );
    expect(response.statusCode).toBe(201);
    return response.json<PortfolioProject>();
  }
  const publicPage = async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/profiles/${username}`,
    });
    expect(response.statusCode).toBe(200);
    return response.json<PublicProfile>();
  };

  it.each([
    [
      'a blank title (before the category)',
      { title: '  ', category: '' },
      PROJECT_FORM_MESSAGES.title,
    ],
    [
      'no category (before the description)',
      { category: '', description: '' },
      PROJECT_FORM_MESSAGES.category,
    ],
    ['an unknown category', { category: 'Space Suits' }, PROJECT_FORM_MESSAGES.category],
    [
      'a blank description (before the images)',
      { description: ' ', images: [] },
      PROJECT_FORM_MESSAGES.description,
    ],
    ['no image', { images: [] }, PROJECT_FORM_MESSAGES.images],
    ['an image that is not an upload', {}, PROJECT_UPLOAD_MESSAGES.image('look.png')],
  ])('refuses %s with its message', async (_case, overrides, message) => {
    const response = await create(owner, validProject(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Bad Request', message });
  });

  it("refuses another user's upload and an image twice", async () => {
    const strangers = await imageOf(other);
    expect((await create(owner, validProject({ images: [strangers] }))).json()).toMatchObject({
      message: PROJECT_UPLOAD_MESSAGES.image('look.png'),
    });
    const mine = await imageOf(owner);
    expect((await create(owner, validProject({ images: [mine, mine] }))).json()).toMatchObject({
      message: PROJECT_UPLOAD_MESSAGES.repeated('look.png'),
    });
  });

  it('saves a project with two images, tags trimmed without repeats, a draft by default', async () => {
    const images = [await imageOf(owner, 'front.png'), await imageOf(owner, 'back.png')];
    const project = await created(owner, { images, status: undefined });
    expect(project).toMatchObject({
      status: 'draft',
      featured: false,
      tags: ['swimwear', 'resort'],
      caption: 'A capsule of six swim pieces.',
      thumbnail: `/api/images/${images[0]?.key}/w320.webp`,
    });
    expect(project.images.map((image) => image.name)).toEqual(['front.png', 'back.png']);
    const mine = await app.inject({
      method: 'GET',
      url: '/api/me/projects',
      headers: owner.headers,
    });
    expect(mine.json<MyProjects>().projects.map((one) => one.id)).toContain(project.id);
  });

  it('lets only the owner change or delete a project (404 to others), and shows only published ones', async () => {
    const project = await created(owner, { status: 'draft', title: 'Hidden Draft' });
    expect((await publicPage()).projects.map((one) => one.id)).not.toContain(project.id);

    for (const method of ['PATCH', 'DELETE'] as const) {
      const response = await app.inject({
        method,
        url: `/api/me/projects/${project.id}`,
        headers: other.headers,
        ...(method === 'PATCH' && { payload: { featured: true } }),
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: PORTFOLIO_MESSAGES.projectNotFound });
    }
    const anonymous = await app.inject({
      method: 'DELETE',
      url: `/api/me/projects/${project.id}`,
    });
    expect(anonymous.statusCode).toBe(401);

    const published = await app.inject({
      method: 'PATCH',
      url: `/api/me/projects/${project.id}`,
      headers: owner.headers,
      payload: { status: 'published', featured: true },
    });
    expect(published.json()).toMatchObject({ status: 'published', featured: true });
    const page = await publicPage();
    expect(page.projects[0]?.id).toBe(project.id);
    expect(page.stats.projectsCompleted).toBe(page.projects.length);
    expect(page.projects.every((one) => one.status === 'published')).toBe(true);
  });

  it('deletes a project and its images', async () => {
    const project = await created(owner);
    const keys = project.images.map((image) => image.key);
    const response = await app.inject({
      method: 'DELETE',
      url: `/api/me/projects/${project.id}`,
      headers: owner.headers,
    });
    expect(response.statusCode).toBe(204);
    for (const key of keys) expect(await app.uploads.find(key)).toBeUndefined();
    const again = await app.inject({
      method: 'DELETE',
      url: `/api/me/projects/${project.id}`,
      headers: owner.headers,
    });
    expect(again.statusCode).toBe(404);
  });

  it('lets only freelancers create projects', async () => {
    const client = await signedInUser(keycloak, { roles: ['client'] });
    expect((await create(client, validProject())).statusCode).toBe(403);
  });

  it('shows testimonials only from hires; a client without a hire gets 404 (hires.test.ts: with one)', async () => {
    const client = await signedInUser(keycloak, { roles: ['client'], name: 'Lena Brand' });
    const response = await app.inject({
      method: 'POST',
      url: `/api/hires/${randomUUID()}/testimonial`,
      headers: client.headers,
      payload: { rating: 5, comment: 'Great work.' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: PORTFOLIO_MESSAGES.hireNotFound });

    const hireId = randomUUID();
    await app.portfolio.addTestimonial({
      hireId,
      freelancerId: owner.id,
      clientId: client.id,
      clientName: 'Lena Brand',
      clientAvatarUrl: null,
      projectName: 'Resort capsule',
      rating: 4,
      comment: 'On time and precise.',
    });
    const twice = await app.portfolio.addTestimonial({
      hireId,
      freelancerId: owner.id,
      clientId: client.id,
      clientName: 'Lena Brand',
      clientAvatarUrl: null,
      projectName: 'Resort capsule',
      rating: 1,
      comment: 'Again.',
    });
    expect(twice).toBeUndefined();
    const page = await publicPage();
    expect(page.testimonials).toEqual([
      expect.objectContaining({
        clientName: 'Lena Brand',
        rating: 4,
        projectName: 'Resort capsule',
      }),
    ]);
    // The clients stat counts hiring clients (the jobs module's hires), not testimonials.
    expect(page.stats).toMatchObject({ clientsWorked: 0, rating: 4 });
  });
});
