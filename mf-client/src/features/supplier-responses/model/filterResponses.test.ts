import type { SupplierResponse } from '@atelier/api-contract';
import { aSupplierResponse } from '../../../testing/supplierResponses';
import { filterResponses } from './filterResponses';

const responses: SupplierResponse[] = [
  aSupplierResponse({
    id: 'a',
    supplierName: 'Fabrica Norte',
    requestTitle: 'Jersey',
    status: 'new',
  }),
  aSupplierResponse({
    id: 'b',
    supplierName: 'Mill Co',
    requestTitle: 'Denim twill',
    status: 'shortlisted',
  }),
  aSupplierResponse({
    id: 'c',
    supplierName: 'Knits Ltd',
    message: 'GOTS certified',
    status: 'rejected',
  }),
];

describe('filterResponses', () => {
  it.each([
    ['', 'all', ['a', 'b', 'c']],
    ['fabrica', 'all', ['a']],
    ['  DENIM ', 'all', ['b']],
    ['gots', 'all', ['c']],
    ['', 'shortlisted', ['b']],
    ['fabrica', 'shortlisted', []],
  ] as const)('%j with %s keeps %j', (search, status, ids) => {
    expect(filterResponses(responses, search, status).map((r) => r.id)).toEqual(ids);
  });
});
