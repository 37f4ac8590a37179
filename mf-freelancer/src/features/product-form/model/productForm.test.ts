import { aProduct } from '../../../testing/products';
import {
  PRODUCT_FORM_DEFAULTS,
  dollarsToCents,
  fromProduct,
  parseTags,
  toProductBody,
} from './productForm';
import { purposeOfDropped, refusalOf } from './fileRules';

describe('dollarsToCents', () => {
  it.each<[string, number | null]>([
    ['29', 2900],
    ['29.99', 2999],
    ['0.1', 10],
    [' 12.345 ', 1235],
    ['', null],
    ['abc', null],
  ])('%j is %p cents', (text, cents) => {
    expect(dollarsToCents(text)).toBe(cents);
  });
});

describe('parseTags', () => {
  it('trims, drops empties and repeats', () => {
    expect(parseTags(' a, b,, a , c ')).toEqual(['a', 'b', 'c']);
  });
});

describe('toProductBody', () => {
  const values = {
    ...PRODUCT_FORM_DEFAULTS,
    title: ' Pack ',
    category: 'Other',
    description: 'Words',
    price: '19.5',
    originalPrice: '25',
    requirements: 'Sizes',
  };
  it('sends cents and no custom-only fields for ready-made', () => {
    const body = toProductBody(values, 'published');
    expect(body).toMatchObject({
      title: 'Pack',
      price: 1950,
      originalPrice: 2500,
      status: 'published',
    });
    expect(body).not.toHaveProperty('deliveryTime');
    expect(body).not.toHaveProperty('revisions');
    expect(body).not.toHaveProperty('requirements');
  });
  it('sends the custom-only fields for custom', () => {
    const body = toProductBody({ ...values, productType: 'custom' }, 'draft');
    expect(body).toMatchObject({ deliveryTime: '1-3', revisions: 3, requirements: 'Sizes' });
    expect(body.files).toEqual([]);
  });
});

describe('file rules', () => {
  it.each<[string, string, number, 'image' | 'product-file', string | null]>([
    ['a.png', 'image/png', 10, 'image', null],
    ['a.svg', 'image/svg+xml', 10, 'image', 'a.svg is not a valid image file.'],
    [
      'b.png',
      'image/png',
      11 * 1024 * 1024,
      'image',
      'b.png is too large. Maximum file size is 10MB.',
    ],
    [
      'c.zip',
      'application/zip',
      101 * 1024 * 1024,
      'product-file',
      'c.zip is too large. Maximum file size is 100MB.',
    ],
    ['c.zip', 'application/zip', 1024, 'product-file', null],
  ])('%s (%s, %d bytes) as %s', (name, type, size, purpose, refusal) => {
    expect(refusalOf({ name, type, size }, purpose)).toBe(refusal);
  });
  it('sends dropped images to images, the rest to product files', () => {
    expect(purposeOfDropped({ type: 'image/gif' })).toBe('image');
    expect(purposeOfDropped({ type: 'application/pdf' })).toBe('product-file');
  });
});

describe("'Visibility when published'", () => {
  it("is Public on a new product (one of the select's options, never a draft)", () => {
    expect(PRODUCT_FORM_DEFAULTS.visibility).toBe('published');
  });

  it.each([
    ['published', 'published'],
    ['private', 'private'],
    ['draft', 'published'],
  ] as const)('a %s product is edited with visibility %s', (status, visibility) => {
    expect(fromProduct(aProduct({ status })).visibility).toBe(visibility);
  });
});
