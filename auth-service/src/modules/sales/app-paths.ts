/**
 * The app's pages a checkout sends the buyer back to, as shared-ui's route table builds them
 * (`purchasePath`, `productCheckoutCancelledPath` in shared-ui/src/contract/routes.ts, which this service's build
 * cannot import); test/modules/sales/app-paths.test.ts checks that they agree.
 */
export const purchasePagePath = (purchaseId: string) =>
  `/marketplace/purchases/${encodeURIComponent(purchaseId)}`;

/** The product's page (an e-mail about a review opens it). */
export const productPagePath = (productId: string) =>
  `/marketplace/product/${encodeURIComponent(productId)}`;

/** The product's page, told that the checkout was cancelled ('You have not been charged.'). */
export const checkoutCancelledPagePath = (productId: string) =>
  `${productPagePath(productId)}?checkout=cancelled`;
