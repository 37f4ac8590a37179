import {
  listOf,
  toFormValues,
  toProfileBody,
  validateSupplierProfile,
} from './supplierProfileForm';
import { SUPPLIER_PROFILE_MESSAGES } from './texts';

const valid = {
  ...toFormValues(null),
  companyName: 'Porto Knit Mills',
  capabilities: 'Knitting, Dyeing',
  regions: ['Europe' as const],
};

describe('validateSupplierProfile', () => {
  it.each([
    ['a complete profile', {}, []],
    ['no company name', { companyName: ' ' }, [SUPPLIER_PROFILE_MESSAGES.companyName]],
    ['no capability', { capabilities: ' , ' }, [SUPPLIER_PROFILE_MESSAGES.capabilities]],
    ['no region', { regions: [] }, [SUPPLIER_PROFILE_MESSAGES.regions]],
    ['a bad website', { website: 'no site' }, [SUPPLIER_PROFILE_MESSAGES.website]],
    [
      'everything, in order',
      { companyName: '', capabilities: '', regions: [], website: 'x y' },
      Object.values(SUPPLIER_PROFILE_MESSAGES),
    ],
  ])('%s', (_case, overrides, messages) => {
    expect(validateSupplierProfile({ ...valid, ...overrides }).map((e) => e.message)).toEqual(
      messages,
    );
  });
});

it('reads comma-separated lists trimmed, without empties or repeats', () => {
  expect(listOf(' GOTS, , oeko-tex ,gots, OEKO-TEX')).toEqual(['GOTS', 'oeko-tex']);
  expect(toProfileBody({ ...valid, certifications: 'GOTS,GOTS' }).certifications).toEqual(['GOTS']);
});
