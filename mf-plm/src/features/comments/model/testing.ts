// Tests only: a tech pack with one row of each kind a comment may be about.
import type { StyleContent } from '@atelier/api-contract';
import { emptyStyleContent } from '@atelier/api-contract/values';

export function contentWithRows(): StyleContent {
  const empty = emptyStyleContent(new Date('2026-11-29T00:00:00Z'));
  return {
    ...empty,
    bom: [
      {
        id: 'shell',
        type: 'fabric',
        name: 'Shell fabric',
        supplierName: '',
        supplierId: null,
        content: [],
        placement: '',
        quantityMilli: 1500,
        unit: 'm',
        unitCostCents: 500,
        wastageBasisPoints: 0,
        colours: {},
      },
    ],
    pointsOfMeasure: [
      {
        id: 'chest',
        code: 'A',
        name: 'Chest width',
        howToMeasure: '',
        toleranceMicrometres: 5000,
        baseMicrometres: 500_000,
        grade: { kind: 'even', incrementMicrometres: 20_000 },
        overrides: {},
      },
    ],
    sketches: [
      {
        id: 'front',
        view: 'front',
        imageId: '0123456789abcdef0123456789abcdef',
        callouts: [{ id: 'c1', x: 0.5, y: 0.5, note: 'Double-needle topstitch' }],
      },
    ],
  };
}
