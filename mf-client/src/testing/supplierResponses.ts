import type { SupplierResponse } from '@atelier/api-contract';
import { allowedMoves } from '@atelier/api-contract/values';

export const aSupplierResponse = (overrides: Partial<SupplierResponse> = {}): SupplierResponse => ({
  id: '00000000-0000-4000-8000-000000000001',
  requestId: '00000000-0000-4000-8000-0000000000aa',
  requestTitle: 'Organic cotton jersey',
  supplierId: '00000000-0000-4000-8000-0000000000bb',
  supplierName: 'Fabrica Norte',
  status: 'new',
  declineReason: null,
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
  currency: 'EUR',
  message: 'We can deliver within five weeks.',
  attachments: [],
  ndaVersion: '2026-11',
  ndaAcceptedAt: '2026-11-20T10:00:00.000Z',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  // As the API answers: the moves its status allows.
  allowedMoves: allowedMoves(overrides.status ?? 'new'),
  ...overrides,
});
