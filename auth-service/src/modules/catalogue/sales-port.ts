/**
 * What the catalogue asks the sales module (src/modules/sales/), which registers after it:
 * app.ts passes closures over `fastify.sales`, called at request time only. Products' counters
 * (sales, revenue, downloads, ratings) are the catalogue's columns, which the sales module
 * changes through this service's functions inside its own transactions; what needs the
 * purchases themselves comes through here.
 */
export interface ProductSalesPort {
  /**
   * Paid sales this month (UTC) against last month, percent with one decimal, for each of the
   * seller's products in `productIds` (a product without sales in either month is absent: 0).
   */
  monthlyTrendsOf(
    sellerId: string,
    productIds: readonly string[],
  ): Promise<Map<string, number | null>>;
  /**
   * Which of `keys`, files of the product `productId`, a purchase still needs (a paid one, or
   * one being paid): the catalogue keeps those uploads when the product drops them or is deleted,
   * and the sales module removes them once no purchase needs them.
   */
  filesStillSold(productId: string, keys: readonly string[]): Promise<Set<string>>;
  /**
   * Expires the checkouts buyers opened of `productId` and have not paid: the product was
   * deleted, unpublished or repriced, so what they would pay no longer stands (issue 36).
   */
  expireOpenCheckouts(productId: string): Promise<void>;
}

/** Before the sales module is wired (tests of the catalogue alone): no sales. */
export const NO_SALES: ProductSalesPort = {
  monthlyTrendsOf: () => Promise.resolve(new Map()),
  filesStillSold: () => Promise.resolve(new Set()),
  expireOpenCheckouts: () => Promise.resolve(),
};
