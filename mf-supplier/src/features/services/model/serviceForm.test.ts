import { EMPTY_SERVICE, priceRangeOf, toServiceBody, validateService } from './serviceForm';
import { SERVICE_FORM_MESSAGES } from './texts';

const valid = {
  ...EMPTY_SERVICE,
  title: 'Jersey knitting',
  type: 'Garment Manufacturer',
  categories: ['Activewear' as const],
  description: 'Organic jersey.',
};

describe('validateService', () => {
  it.each([
    ['a complete service', {}, []],
    ['no title', { title: ' ' }, [SERVICE_FORM_MESSAGES.title]],
    ['no type', { type: '' }, [SERVICE_FORM_MESSAGES.type]],
    ['no category', { categories: [] }, [SERVICE_FORM_MESSAGES.categories]],
    ['no description', { description: '' }, [SERVICE_FORM_MESSAGES.description]],
    ['prices upside down', { priceMin: '12', priceMax: '5' }, [SERVICE_FORM_MESSAGES.priceRange]],
    [
      'lead time upside down',
      { leadTimeMinDays: '30', leadTimeMaxDays: '7' },
      [SERVICE_FORM_MESSAGES.leadTime],
    ],
    [
      'everything, in order',
      {
        title: '',
        type: '',
        categories: [],
        description: '',
        priceMin: '9',
        priceMax: '1',
        leadTimeMinDays: '9',
        leadTimeMaxDays: '1',
      },
      Object.values(SERVICE_FORM_MESSAGES),
    ],
  ])('%s', (_case, overrides, messages) => {
    expect(validateService({ ...valid, ...overrides }).map((e) => e.message)).toEqual(messages);
  });
});

it('sends prices in minor units and whole numbers, empty as null', () => {
  expect(
    toServiceBody({
      ...valid,
      priceMin: '5',
      priceMax: '12.5',
      moq: '300',
      leadTimeMinDays: '',
      certifications: 'GOTS, gots,',
    }),
  ).toMatchObject({
    priceMin: 500,
    priceMax: 1250,
    moq: 300,
    leadTimeMinDays: null,
    certifications: ['GOTS'],
  });
});

it.each([
  [{ priceMin: 500, priceMax: 1200, currency: 'EUR' as const }, '€5.00 - €12.00'],
  [{ priceMin: 500, priceMax: null, currency: 'USD' as const }, 'From $5.00'],
  [{ priceMin: null, priceMax: 900, currency: 'GBP' as const }, 'Up to £9.00'],
  [{ priceMin: null, priceMax: null, currency: 'USD' as const }, 'Price on request'],
])('shows the price range %j as %s', (service, text) => {
  expect(priceRangeOf(service)).toBe(text);
});
