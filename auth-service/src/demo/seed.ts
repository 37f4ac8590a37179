/**
 * Demo data (`SEED_DEMO_DATA=true`, config.ts): the demo freelancer's profile row, public profile
 * (without a username: ./profile.ts) and products
 * (and the demo client's requests, ./requests.ts, and the demo suppliers, ./suppliers.ts),
 * made at start-up through the modules' services, so they are what a freelancer would have made:
 * images generated with sharp (the product's title on its colour) and placeholder files, stored
 * as real uploads through the uploads datastore. Idempotent: a product whose title the demo
 * freelancer already has is skipped, so a restart (or a second instance) adds nothing.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import sharp from 'sharp';
import { validatePosting } from '../modules/jobs/posting';
import { DEMO_CLIENT, DEMO_FREELANCER } from './accounts';
import { DEMO_JOBS } from './jobs';
import { DEMO_FREELANCER_PROFILE } from './profile';
import { DEMO_PRODUCTS, type DemoProduct } from './products';
import { seedDemoRequests } from './requests';
import { seedDemoSuppliers } from './suppliers';

const IMAGE = { width: 800, height: 600 };

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** A PNG in the product's hue with its title. */
function demoImage({ title, hue }: DemoProduct): Promise<Buffer> {
  const fontSize = Math.min(44, Math.floor((IMAGE.width * 1.6) / title.length));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${IMAGE.width}" height="${IMAGE.height}"><rect width="100%" height="100%" fill="hsl(${hue}, 55%, 42%)"/><text x="50%" y="50%" text-anchor="middle" dominant-baseline="middle" font-family="sans-serif" font-size="${fontSize}" font-weight="600" fill="#fff">${escapeXml(title)}</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const slugOf = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Seeds what is missing; answers the titles it created. */
export async function seedDemoData(fastify: FastifyInstance): Promise<string[]> {
  const { profiles, catalogue, uploads } = fastify;
  const profile = await profiles.ensureProfile({ ...DEMO_FREELANCER, role: 'freelancer' });
  await fastify.publicProfiles.insertSeeded(profile.id, 'freelancer', DEMO_FREELANCER_PROFILE);
  const author = { id: profile.id, name: profile.fullName ?? DEMO_FREELANCER.fullName };
  // A completed sandbox connected account, so the demo products are published and buyable. With
  // Stripe, a sandbox account would take no payment: the products stay drafts until the demo
  // freelancer connects a real (test mode) account.
  const connected = fastify.config.paymentsProvider !== 'stripe';
  if (connected) await fastify.payouts.insertSeededAccount(author.id);
  const existing = new Set((await catalogue.listOwn(author.id)).map((row) => row.title));
  const created: string[] = [];
  for (const demo of DEMO_PRODUCTS) {
    if (existing.has(demo.title)) continue;
    const slug = slugOf(demo.title);
    const imageBytes = await demoImage(demo);
    const imageName = `${slug}.png`;
    const imageKey = await uploads.store(author.id, 'image', imageName, imageBytes);
    const files = [];
    for (const type of demo.fileTypes) {
      const name = `${slug}.${type.toLowerCase()}`;
      const bytes = Buffer.from(`Atelier demo file: ${demo.title} (${type})\n`);
      const key = await uploads.store(author.id, 'product-file', name, bytes);
      files.push({ key, name, size: bytes.length });
    }
    const outcome = await catalogue.create(author, {
      title: demo.title,
      description: demo.description,
      category: demo.category,
      subcategory: demo.subcategory,
      price: demo.price,
      originalPrice: demo.originalPrice,
      ...(demo.custom === undefined
        ? { productType: 'ready-made' as const }
        : { productType: 'custom' as const, ...demo.custom }),
      license: demo.license,
      tags: demo.tags,
      status: connected ? 'published' : 'draft',
      images: [{ key: imageKey, name: imageName, size: imageBytes.length }],
      files,
    });
    if (!('product' in outcome)) {
      await Promise.all(
        [imageKey, ...files.map((file) => file.key)].map((key) => uploads.remove(key)),
      );
      const reason =
        'invalid' in outcome
          ? outcome.invalid
          : 'conflict' in outcome
            ? outcome.conflict
            : 'not found';
      throw new Error(`Demo product "${demo.title}" refused: ${reason}`);
    }
    created.push(demo.title);
  }
  return created;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The demo client's published jobs that are missing (by title); answers the titles created. */
export async function seedDemoJobs(fastify: FastifyInstance, now = new Date()): Promise<string[]> {
  await fastify.profiles.ensureProfile({ ...DEMO_CLIENT, role: 'client' });
  const existing = new Set((await fastify.jobs.listOwn(DEMO_CLIENT.id)).map((row) => row.title));
  const created: string[] = [];
  for (const demo of DEMO_JOBS) {
    if (existing.has(demo.title)) continue;
    const publishedAt = new Date(now.getTime() - demo.postedAgoMs);
    const deadline =
      demo.deadlineInDays === undefined
        ? null
        : new Date(now.getTime() + demo.deadlineInDays * DAY_MS).toISOString().slice(0, 10);
    const valid = validatePosting(
      {
        status: 'published',
        title: demo.title,
        company: demo.company,
        location: demo.location,
        type: demo.type,
        remote: demo.remote,
        category: demo.category,
        experience: demo.experience,
        description: demo.description,
        requirements: demo.requirements,
        skills: demo.skills,
        benefits: demo.benefits ?? [],
        salaryType: demo.salary === undefined ? 'not-specified' : 'range',
        salaryMin: demo.salary?.min ?? null,
        salaryMax: demo.salary?.max ?? null,
        salaryFixed: null,
        salaryCurrency: demo.salary?.currency ?? 'USD',
        salaryPeriod: demo.salary?.period ?? 'year',
        deadline,
        featured: demo.featured,
        urgent: demo.urgent,
        visibility: 'public',
      },
      now,
    );
    if (!valid.ok) throw new Error(`Demo job "${demo.title}" refused: ${valid.message}`);
    const expiresAt =
      deadline === null
        ? new Date(now.getTime() + 30 * DAY_MS)
        : new Date(`${deadline}T23:59:59.999Z`);
    await fastify.jobs.insertSeeded(DEMO_CLIENT.id, valid.value, publishedAt, expiresAt);
    created.push(demo.title);
  }
  return created;
}

/** The demo freelancer's application to one of the demo client's jobs. */
export const DEMO_APPLICATION = {
  jobTitle: 'Freelance Pattern Maker',
  coverLetter:
    'I draft and grade womenswear patterns in Gerber every day and can deliver DXF files within two weeks.',
} as const;

/**
 * The demo freelancer's application (so View Applications, My Applications and Send Message from
 * an application have something to show on `npm start` and in the browser tests), without
 * spending the freelancer's monthly application. Skipped when it exists.
 */
export async function seedDemoApplication(fastify: FastifyInstance): Promise<boolean> {
  const job = (await fastify.jobs.listOwn(DEMO_CLIENT.id)).find(
    (row) => row.title === DEMO_APPLICATION.jobTitle,
  );
  if (job === undefined) return false;
  const id = await fastify.jobs.insertSeededApplication({
    jobId: job.id,
    freelancerId: DEMO_FREELANCER.id,
    freelancerName: DEMO_FREELANCER.fullName,
    coverLetter: DEMO_APPLICATION.coverLetter,
    rate: { amount: 55, currency: 'USD', period: 'hour' },
    attachments: [],
    ndaVersion: null,
  });
  return id !== undefined;
}

/** Runs the seed at start-up when the configuration asks for it. */
export default fp(
  async (fastify) => {
    if (!fastify.config.seedDemoData) return;
    const created = [...(await seedDemoData(fastify)), ...(await seedDemoJobs(fastify))];
    if (await seedDemoApplication(fastify)) created.push(DEMO_APPLICATION.jobTitle);
    const requests = await seedDemoRequests(fastify);
    const suppliers = await seedDemoSuppliers(fastify);
    fastify.log.info(
      { created: created.length, requests: requests.length, suppliers: suppliers.length },
      'Demo data seeded',
    );
  },
  {
    name: 'demo-data',
    dependencies: ['profiles', 'payouts', 'catalogue', 'uploads', 'jobs', 'requests', 'companies'],
  },
);
