/** What the requests tests (and the dashboards') share: a complete request and a quote. */
import type { RequestDraftBody, ResponseBody } from '@atelier/api-contract';

export const draft = (overrides: Partial<RequestDraftBody> = {}): RequestDraftBody => ({
  title: 'Organic cotton jersey',
  location: 'Lisbon, Portugal',
  type: 'Fabric / Material Supplier',
  category: 'Sustainable',
  quantity: '2,000 m',
  budget: '',
  deadline: null,
  description: 'GOTS-certified 180 gsm jersey in three colours.',
  preferredRegions: ['Europe'],
  certifications: ['GOTS'],
  languages: ['English'],
  needSamples: true,
  budgetMin: 5000,
  budgetMax: 12000,
  budgetCurrency: 'EUR',
  visibility: 'public',
  attachments: [],
  status: 'active',
  ...overrides,
});

export const quoteBody = (overrides: Partial<ResponseBody> = {}): ResponseBody => ({
  quote: {
    tiers: [
      { minQuantity: 500, unitPrice: 450 },
      { minQuantity: 2000, unitPrice: 380 },
    ],
    moq: 500,
    sampleCost: 12000,
    sampleLeadTimeDays: 10,
    productionLeadTimeDays: 35,
    toolingCost: 0,
    incoterm: 'FOB',
    validUntil: '2099-12-31',
    certifications: ['GOTS'],
  },
  message: 'We can deliver within five weeks.',
  attachments: [],
  acceptNda: true,
  ...overrides,
});
