/**
 * Demo suppliers (local and test only, with the rest of the demo data): the demo supplier's
 * supplier profile and services, and a few more suppliers listed beside it, so `/explore` with
 * Role = Suppliers is not empty for a newcomer (issue 37, item 9). Saved through the companies
 * module's service, as a supplier saving Supplier Profile and Services would, which lists each in
 * the directory. The others are listings only: they have a profile row, no Keycloak account (the
 * realm's five demo accounts stay five), so they can be found and messaged, not signed in as.
 * Idempotent: a supplier that already has a supplier profile is skipped.
 */
import type { ServiceBody, SupplierProfileBody } from '@atelier/api-contract';
import type { FastifyInstance } from 'fastify';
import { DEMO_SUPPLIER } from './accounts';

export interface DemoSupplier {
  account: { id: string; email: string; fullName: string };
  profile: SupplierProfileBody;
  services: readonly ServiceBody[];
}

const profileBase: Omit<
  SupplierProfileBody,
  'companyName' | 'capabilities' | 'regions' | 'description' | 'location'
> = { certifications: [], website: '', logo: null };

const serviceBase: Omit<ServiceBody, 'title' | 'type' | 'description' | 'categories'> = {
  certifications: [],
  priceMin: null,
  priceMax: null,
  currency: 'USD',
  moq: null,
  leadTimeMinDays: null,
  leadTimeMaxDays: null,
};

export const DEMO_SUPPLIERS: readonly DemoSupplier[] = [
  {
    account: DEMO_SUPPLIER,
    profile: {
      ...profileBase,
      companyName: 'Demo Supplier Textiles',
      capabilities: ['Circular knitting', 'Garment dyeing', 'Small runs'],
      certifications: ['OEKO-TEX Standard 100'],
      regions: ['Europe'],
      description: 'Knitted fabrics and garment dyeing for independent brands, from 300 metres.',
      location: 'Porto, Portugal',
    },
    services: [
      {
        ...serviceBase,
        title: 'Organic jersey and rib knits',
        type: 'Fabric / Material Supplier',
        description: 'GOTS-certified single jersey, rib and interlock in 30 stock colours.',
        categories: ['Sustainable', 'Knitwear'],
        certifications: ['GOTS'],
        priceMin: 900,
        priceMax: 1600,
        currency: 'EUR',
        moq: 300,
        leadTimeMinDays: 14,
        leadTimeMaxDays: 28,
      },
    ],
  },
  {
    account: {
      id: 'de300000-0000-4000-8000-000000000013',
      email: 'sewing@suppliers.demo.atelier.test',
      fullName: 'Marlow Sewing Works',
    },
    profile: {
      ...profileBase,
      companyName: 'Marlow Sewing Works',
      capabilities: ['Cut and sew', 'Sampling', 'Swimwear'],
      regions: ['Europe', 'North America'],
      description: 'Cut-and-sew of swimwear and activewear, with fit samples in ten days.',
      location: 'Leicester, UK',
    },
    services: [
      {
        ...serviceBase,
        title: 'Swimwear and activewear production',
        type: 'Garment Manufacturer',
        description: 'Production runs from 200 pieces per style, graded patterns supplied.',
        categories: ['Swimwear', 'Activewear'],
        moq: 200,
        leadTimeMinDays: 30,
        leadTimeMaxDays: 45,
      },
    ],
  },
  {
    account: {
      id: 'de300000-0000-4000-8000-000000000023',
      email: 'print@suppliers.demo.atelier.test',
      fullName: 'Inkwell Print Studio',
    },
    profile: {
      ...profileBase,
      companyName: 'Inkwell Print Studio',
      capabilities: ['Screen printing', 'Embroidery', 'Heat transfer'],
      regions: ['North America'],
      description: 'Screen printing and embroidery on garments you supply, for streetwear drops.',
      location: 'Los Angeles, USA',
    },
    services: [
      {
        ...serviceBase,
        title: 'Screen printing up to six colours',
        type: 'Print / Embroidery Service',
        description: 'Water-based and plastisol inks on hoodies, tees and totes.',
        categories: ['Streetwear'],
        moq: 50,
        leadTimeMinDays: 7,
        leadTimeMaxDays: 14,
      },
    ],
  },
  {
    account: {
      id: 'de300000-0000-4000-8000-000000000033',
      email: 'denim@suppliers.demo.atelier.test',
      fullName: 'Indigo Mill Co.',
    },
    profile: {
      ...profileBase,
      companyName: 'Indigo Mill Co.',
      capabilities: ['Denim weaving', 'Washing', 'Recycled cotton'],
      regions: ['Asia - India'],
      description: 'Rope-dyed selvedge and stretch denim, with recycled cotton blends.',
      location: 'Ahmedabad, India',
    },
    services: [
      {
        ...serviceBase,
        title: 'Selvedge and stretch denim',
        type: 'Fabric / Material Supplier',
        description: '10 to 14 oz denim, lab dips and washed samples before bulk.',
        categories: ['Denim', 'Sustainable'],
        moq: 1000,
        leadTimeMinDays: 45,
        leadTimeMaxDays: 60,
      },
    ],
  },
];

/** Saves the demo suppliers that have no supplier profile yet; answers their company names. */
export async function seedDemoSuppliers(fastify: FastifyInstance): Promise<string[]> {
  const { profiles, companies } = fastify;
  const created: string[] = [];
  for (const demo of DEMO_SUPPLIERS) {
    await profiles.ensureProfile({ ...demo.account, role: 'supplier' });
    if ((await companies.supplierProfileOf(demo.account.id)) !== undefined) continue;
    const saved = await companies.saveSupplierProfile(demo.account.id, demo.profile);
    if (!('ok' in saved)) {
      throw new Error(
        `Demo supplier "${demo.profile.companyName}" refused: ${JSON.stringify(saved)}`,
      );
    }
    for (const service of demo.services) {
      const outcome = await companies.createService(demo.account.id, service);
      if (!('ok' in outcome)) {
        throw new Error(`Demo service "${service.title}" refused: ${JSON.stringify(outcome)}`);
      }
    }
    created.push(demo.profile.companyName);
  }
  return created;
}
