import type { ProductPurchaseState } from '@atelier/api-contract';
import { refusalReason } from '@atelier/shared-ui';
import type { MarketplaceProduct } from './marketplaceProduct';
import type { SessionSnapshot } from '@atelier/shared-ui';

// Buy Now on the product page (issue 20), Order Now on a custom service's (issue 22). Texts in
// one place; tests import them from here.
export const BUYING_TEXTS = {
  buyNow: (price: string) => `Buy Now for ${price}`,
  orderNow: 'Order Now',
  customTerms: 'What you order',
  price: 'Price',
  delivery: 'Delivery',
  deliveryDays: (range: string) => `${range} days`,
  revisions: 'Revisions',
  revisionsIncluded: (count: number) =>
    count === 0
      ? 'No revisions included'
      : `${String(count)} ${count === 1 ? 'revision' : 'revisions'} included`,
  redirecting: 'Going to checkout…',
  /** Back from a checkout cancelled on the payment page (issue 37). */
  checkoutCancelled: 'Payment cancelled. You have not been charged.',
  ownProduct: 'This is your product.',
  manageProduct: 'Edit Product',
  owned: 'You already own this product',
  goToPurchases: 'Go to Purchases',
  notTakingOrders: 'This seller is not taking orders yet.',
  checkoutFailed: 'Checkout could not be started. Please try again.',
  notForSale: 'This product is not for sale.',
  /** The API's refusal of checkout while a purchase of the product is disputed (issue 36). */
  disputed:
    'Your purchase of this product is disputed. You can buy it again if the dispute is closed against you.',
} as const;

/** What Buy Now shows, from the session and the product's purchase state. */
export type BuyNowState =
  /** The session or the product's state is still loading: the button waits, disabled. */
  | { kind: 'waiting' }
  /** A visitor: the button signs in first, then comes back to the product. */
  | { kind: 'signIn' }
  | { kind: 'own' }
  | { kind: 'owned'; purchaseId: string }
  /** A purchase of this digital product is under an open dispute: not to be bought again. */
  | { kind: 'disputed' }
  | { kind: 'notTakingOrders' }
  | { kind: 'buy' };

export interface BuyNowInput {
  product: Pick<MarketplaceProduct, 'productType' | 'authorId'>;
  session: SessionSnapshot;
  /** The API's answer; undefined while loading or when it could not be read. */
  purchaseState: ProductPurchaseState | undefined;
  /** The state is being read (the first time). */
  purchaseStateLoading: boolean;
}

/**
 * The state of Buy Now, or of Order Now on a custom service: the same rules (not one's own
 * product, a visitor signs in first, not while the seller cannot take charges), but a service
 * can be ordered again, so it is never 'owned'. The author's own product is known from the
 * session before the API answers; a state that could not be read leaves the button on
 * (checkout then says what is wrong).
 */
export function buyNowState({
  product: { productType, authorId },
  session,
  purchaseState,
  purchaseStateLoading,
}: BuyNowInput): BuyNowState {
  if (session.status === 'loading') return { kind: 'waiting' };
  if (session.status === 'signedOut') return { kind: 'signIn' };
  if (session.profile?.id === authorId || purchaseState?.isOwnProduct === true) {
    return { kind: 'own' };
  }
  if (purchaseState === undefined)
    return purchaseStateLoading ? { kind: 'waiting' } : { kind: 'buy' };
  if (productType === 'ready-made' && purchaseState.ownedPurchaseId !== null) {
    return { kind: 'owned', purchaseId: purchaseState.ownedPurchaseId };
  }
  if (productType === 'ready-made' && purchaseState.disputedPurchaseId !== null) {
    return { kind: 'disputed' };
  }
  if (!purchaseState.sellerTakesOrders) return { kind: 'notTakingOrders' };
  return { kind: 'buy' };
}

/**
 * What a refused checkout tells the buyer: the API's reason (403 one's own product, 404 not for
 * sale, 409 already owned or the seller not taking orders), or a line of its own.
 */
export function checkoutFailureMessage(error: unknown): string {
  const reason = refusalReason(error);
  if (reason !== null) return reason;
  const status =
    typeof error === 'object' && error !== null && 'status' in error ? error.status : 0;
  return status === 404 ? BUYING_TEXTS.notForSale : BUYING_TEXTS.checkoutFailed;
}
