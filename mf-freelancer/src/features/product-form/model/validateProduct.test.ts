import { PRODUCT_FORM_DEFAULTS, type ProductFormValues } from './productForm';
import { refusedField, validateProduct } from './validateProduct';
import { VALIDATION_MESSAGES as M } from './texts';

const image = { key: 'a'.repeat(32), name: 'front.png', size: 10, type: 'image/png' };
const file = { key: 'b'.repeat(32), name: 'pack.pdf', size: 20, type: 'application/pdf' };
const valid: ProductFormValues = {
  ...PRODUCT_FORM_DEFAULTS,
  title: 'Tech pack',
  category: 'Design Templates',
  description: 'A template',
  price: '29',
  images: [image],
  files: [file],
};

describe('validateProduct (spec 001 section 5, in order)', () => {
  it.each<[string, Partial<ProductFormValues>, string[]]>([
    ['a complete ready-made product', {}, []],
    [
      'an empty form, every message in the spec order',
      { ...PRODUCT_FORM_DEFAULTS },
      [M.title, M.category, M.description, M.price, M.images, M.files],
    ],
    ['a title of spaces only', { title: '   ' }, [M.title]],
    ['no category', { category: '' }, [M.category]],
    ['a description of spaces only', { description: ' \n ' }, [M.description]],
    ['no price', { price: '' }, [M.price]],
    ['a price of 0', { price: '0' }, [M.price]],
    ['a negative price', { price: '-1' }, [M.price]],
    ['a price that is not a number', { price: 'abc' }, [M.price]],
    ['a price of one cent', { price: '0.01' }, []],
    ['no preview image', { images: [] }, [M.images]],
    ['a ready-made product without files', { files: [] }, [M.files]],
    ['a custom product without files', { productType: 'custom', files: [] }, []],
    ['price and images missing: price first', { images: [], price: '' }, [M.price, M.images]],
    ['custom with 0 revisions', { productType: 'custom', revisions: '0' }, []],
    ['custom with 10 revisions', { productType: 'custom', revisions: '10' }, []],
    ['custom with 12 revisions', { productType: 'custom', revisions: '12' }, [M.revisions]],
    ['custom with -1 revisions', { productType: 'custom', revisions: '-1' }, [M.revisions]],
    ['custom with 2.5 revisions', { productType: 'custom', revisions: '2.5' }, [M.revisions]],
    ['custom with no revisions', { productType: 'custom', revisions: '' }, [M.revisions]],
    ['ready-made ignores revisions', { revisions: '12' }, []],
    [
      'revisions after the spec’s messages',
      { productType: 'custom', revisions: '11', title: '' },
      [M.title, M.revisions],
    ],
  ])('%s', (_name, change, messages) => {
    expect(validateProduct({ ...valid, ...change }).map((error) => error.message)).toEqual(
      messages,
    );
  });
});

describe('refusedField', () => {
  it.each<[string, string | null]>([
    [M.price, 'price'],
    ['body/revisions must be <= 10', 'revisions'],
    ['body/unknown must be string', null],
    ['Connect a payout account first.', null],
  ])('%s names %p', (message, field) => {
    expect(refusedField(message)).toBe(field);
  });
});
