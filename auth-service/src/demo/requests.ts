/**
 * Demo supplier requests of the demo client (local and test only, with the rest of the demo data):
 * published through the requests module's service, so Client Requests, Manage Listings and
 * Supplier Responses are not empty on `npm start`. None spends an allowance (the e2e tests use
 * the demo supplier's monthly reply). Idempotent by title.
 */
import type { RequestDraftBody } from '@atelier/api-contract';
import type { FastifyInstance } from 'fastify';
import { DEMO_CLIENT, DEMO_SUPPLIER } from './accounts';

const base: Omit<RequestDraftBody, 'title' | 'type' | 'category' | 'description'> = {
  location: 'Lisbon, Portugal',
  quantity: '',
  budget: '',
  deadline: null,
  preferredRegions: [],
  certifications: [],
  languages: ['English'],
  needSamples: true,
  budgetMin: null,
  budgetMax: null,
  budgetCurrency: 'USD',
  visibility: 'public',
  attachments: [],
  status: 'active',
};

export const DEMO_REQUESTS: readonly RequestDraftBody[] = [
  {
    ...base,
    title: 'Organic cotton jersey for a capsule collection',
    type: 'Fabric / Material Supplier',
    category: 'Sustainable',
    quantity: '2,000 m',
    description:
      'GOTS-certified 180 gsm single jersey in three colourways (ecru, sage, charcoal) for a spring capsule. Lab dips before bulk.',
    preferredRegions: ['Europe', 'Asia - India'],
    certifications: ['GOTS', 'OEKO-TEX Standard 100'],
    budgetMin: 12000,
    budgetMax: 18000,
    budgetCurrency: 'EUR',
  },
  {
    ...base,
    title: 'Swimwear manufacturer for recycled nylon line',
    type: 'Garment Manufacturer',
    category: 'Swimwear',
    location: 'Los Angeles, USA',
    quantity: '1,200 pieces across 4 styles',
    description:
      'Cut-and-sew of one-pieces and bikinis in recycled nylon (ECONYL or equal), with fit samples and graded patterns supplied.',
    preferredRegions: ['South America', 'Europe'],
    certifications: ['GRS'],
    budgetMin: 20000,
    budgetMax: 30000,
    visibility: 'confidential',
  },
  {
    ...base,
    title: 'Screen printing for a streetwear drop',
    type: 'Print / Embroidery Service',
    category: 'Streetwear',
    location: 'London, UK',
    quantity: '600 hoodies',
    description: 'Four-colour screen print on front and back of heavyweight hoodies we supply.',
    preferredRegions: ['Europe'],
    budgetCurrency: 'GBP',
    budgetMin: 3000,
    budgetMax: 5000,
  },
];

/** Publishes the demo requests the demo client does not have yet; answers their titles. */
export async function seedDemoRequests(fastify: FastifyInstance): Promise<string[]> {
  const { profiles, requests } = fastify;
  // The demo supplier can be invited (by name or email) before their first sign-in.
  await profiles.ensureProfile({ ...DEMO_SUPPLIER, role: 'supplier' });
  const profile = await profiles.ensureProfile({ ...DEMO_CLIENT, role: 'client' });
  const owner = { id: profile.id, company: profile.fullName ?? DEMO_CLIENT.fullName };
  const existing = new Set((await requests.listOwn(owner.id)).map((row) => row.title));
  const created: string[] = [];
  for (const demo of DEMO_REQUESTS) {
    if (existing.has(demo.title)) continue;
    const outcome = await requests.create(owner, demo);
    if (!('request' in outcome)) {
      const reason = 'invalid' in outcome ? outcome.invalid : 'not found';
      throw new Error(`Demo request "${demo.title}" refused: ${reason}`);
    }
    created.push(demo.title);
  }
  return created;
}
