/**
 * The app's pages a checkout sends the buyer back to, as shared-ui's route table builds them
 * (`purchasePath`, `productPath` in shared-ui/src/contract/routes.ts, which this service's build
 * cannot import); test/modules/sales/app-paths.test.ts checks that they agree.
 */
export const purchasePagePath = (purchaseId: string) =>
  `/marketplace/purchases/${encodeURIComponent(purchaseId)}`;

export const productPagePath = (productId: string) =>
  `/marketplace/product/${encodeURIComponent(productId)}`;
