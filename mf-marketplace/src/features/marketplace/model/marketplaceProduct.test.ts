import { aProduct, aProductSummary } from '../../../testing/factories';
import { fromProduct, fromProductSummary } from './marketplaceProduct';

describe('fromProductSummary', () => {
  it.each([
    ['cents to dollars', { price: 2999, originalPrice: null }, { price: 29.99 }],
    [
      'a discount keeps its original price',
      { price: 2900, originalPrice: 3900 },
      {
        price: 29,
        originalPrice: 39,
      },
    ],
    ['the author by name', { authorName: 'Sarah Chen' }, { author: 'Sarah Chen' }],
    ['no image: no thumbnail, no gallery', { thumbnail: null }, { thumbnail: null, images: [] }],
    [
      'the category Other has no subcategory',
      { category: 'Other', subcategory: null },
      {
        category: 'Other',
        subcategory: null,
      },
    ],
  ])('%s', (_name, overrides, expected) => {
    expect(fromProductSummary(aProductSummary(overrides))).toMatchObject(expected);
  });

  it('has no original price when the product is not discounted', () => {
    expect(fromProductSummary(aProductSummary({ originalPrice: null }))).not.toHaveProperty(
      'originalPrice',
    );
  });
});

describe('fromProduct', () => {
  it('shows every image, from its URL, first one first', () => {
    const product = aProduct(aProductSummary(), ['https://cdn/1.png', 'https://cdn/2.png']);
    expect(fromProduct(product).images).toEqual(['https://cdn/1.png', 'https://cdn/2.png']);
  });

  it("keeps a custom service's terms", () => {
    const product = {
      ...aProduct(aProductSummary({ productType: 'custom' })),
      deliveryTime: '3-7' as const,
      revisions: 1,
      requirements: 'Your sizes',
    };
    expect(fromProduct(product).custom).toEqual({
      deliveryTime: '3-7',
      revisions: 1,
      requirements: 'Your sizes',
    });
  });

  it('has no custom terms on a ready-made product', () => {
    expect(fromProduct(aProduct(aProductSummary())).custom).toBeNull();
  });
});
