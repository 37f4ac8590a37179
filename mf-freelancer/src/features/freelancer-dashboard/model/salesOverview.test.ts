import { aProduct } from '../../../testing/products';
import { salesOverview } from './salesOverview';

describe('salesOverview', () => {
  it('adds up revenue, sales, downloads and views, and names the best seller', () => {
    const products = [
      aProduct({ id: 'a', title: 'A', revenue: 5800, totalSales: 2, downloads: 12, views: 40 }),
      aProduct({ id: 'b', title: 'B', revenue: 9000, totalSales: 5, downloads: 3, views: 10 }),
      aProduct({ id: 'c', title: 'C', revenue: 100, totalSales: 5, downloads: 0, views: 1 }),
      aProduct({
        id: 'd',
        title: 'D',
        status: 'draft',
        revenue: 0,
        totalSales: 0,
        downloads: 0,
        views: 0,
      }),
    ];
    expect(salesOverview(products)).toEqual({
      totalRevenue: 14900,
      productsSold: 12,
      downloads: 15,
      views: 51,
      totalProducts: 4,
      topSellingProduct: 'B',
      monthlyGrowth: null,
      newThisMonth: false,
    });
    expect(salesOverview(products, -4.5).monthlyGrowth).toBe(-4.5);
  });

  it.each([
    ['no products', []],
    ['products without sales', [aProduct({ totalSales: 0, revenue: 0 })]],
  ])('has no best seller with %s', (_name, products) => {
    expect(salesOverview(products).topSellingProduct).toBeNull();
  });
});
