/**
 * Demo data (`SEED_DEMO_DATA=true`, config.ts): the demo freelancer's profile row and products,
 * made at start-up through the modules' services, so they are what a freelancer would have made:
 * images generated with sharp (the product's title on its colour) and placeholder files, stored
 * as real uploads through the uploads datastore. Idempotent: a product whose title the demo
 * freelancer already has is skipped, so a restart (or a second instance) adds nothing.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import sharp from 'sharp';
import { DEMO_FREELANCER } from './accounts';
import { DEMO_PRODUCTS, type DemoProduct } from './products';

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
  const author = { id: profile.id, name: profile.fullName ?? DEMO_FREELANCER.fullName };
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
      status: 'published',
      images: [{ key: imageKey, name: imageName, size: imageBytes.length }],
      files,
    });
    if (!('product' in outcome)) {
      await Promise.all(
        [imageKey, ...files.map((file) => file.key)].map((key) => uploads.remove(key)),
      );
      const reason = 'invalid' in outcome ? outcome.invalid : 'not found';
      throw new Error(`Demo product "${demo.title}" refused: ${reason}`);
    }
    created.push(demo.title);
  }
  return created;
}

/** Runs the seed at start-up when the configuration asks for it. */
export default fp(
  async (fastify) => {
    if (!fastify.config.seedDemoData) return;
    const created = await seedDemoData(fastify);
    fastify.log.info({ created: created.length }, 'Demo data seeded');
  },
  { name: 'demo-data', dependencies: ['profiles', 'catalogue', 'uploads'] },
);
