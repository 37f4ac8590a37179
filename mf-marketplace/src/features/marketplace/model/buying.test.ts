import type { ProductPurchaseState } from '@atelier/api-contract';
import type { SessionSnapshot } from '@atelier/shared-ui';
import { BUYING_TEXTS, buyNowState, checkoutFailureMessage, type BuyNowState } from './buying';

const AUTHOR = 'author-1';
const signedIn = (id: string): SessionSnapshot => ({
  status: 'signedIn',
  profile: { id, email: 'a@b.test', fullName: 'A B', role: 'client' },
  isPremium: false,
});
const state = (overrides: Partial<ProductPurchaseState> = {}): ProductPurchaseState => ({
  sellerTakesOrders: true,
  isOwnProduct: false,
  ownedPurchaseId: null,
  disputedPurchaseId: null,
  ...overrides,
});
const READY_MADE = { productType: 'ready-made', authorId: AUTHOR } as const;

describe('buyNowState', () => {
  it.each<[string, Parameters<typeof buyNowState>[0], BuyNowState]>([
    [
      'a custom service: ordered like a product is bought',
      {
        product: { productType: 'custom', authorId: AUTHOR },
        session: signedIn('u'),
        purchaseState: state(),
        purchaseStateLoading: false,
      },
      { kind: 'buy' },
    ],
    [
      'a custom service ordered before: ordered again',
      {
        product: { productType: 'custom', authorId: AUTHOR },
        session: signedIn('u'),
        purchaseState: state({ ownedPurchaseId: 'p-1' }),
        purchaseStateLoading: false,
      },
      { kind: 'buy' },
    ],
    [
      'a product whose purchase is under an open dispute (issue 36)',
      {
        product: READY_MADE,
        session: signedIn('u'),
        purchaseState: state({ disputedPurchaseId: 'p-1' }),
        purchaseStateLoading: false,
      },
      { kind: 'disputed' },
    ],
    [
      'a custom service of a seller not taking orders',
      {
        product: { productType: 'custom', authorId: AUTHOR },
        session: signedIn('u'),
        purchaseState: state({ sellerTakesOrders: false }),
        purchaseStateLoading: false,
      },
      { kind: 'notTakingOrders' },
    ],
    [
      'one’s own custom service',
      {
        product: { productType: 'custom', authorId: AUTHOR },
        session: signedIn(AUTHOR),
        purchaseState: undefined,
        purchaseStateLoading: true,
      },
      { kind: 'own' },
    ],
    [
      'a visitor on a custom service',
      {
        product: { productType: 'custom', authorId: AUTHOR },
        session: { status: 'signedOut' },
        purchaseState: undefined,
        purchaseStateLoading: false,
      },
      { kind: 'signIn' },
    ],
    [
      'the session loading',
      {
        product: READY_MADE,
        session: { status: 'loading' },
        purchaseState: undefined,
        purchaseStateLoading: false,
      },
      { kind: 'waiting' },
    ],
    [
      'a visitor',
      {
        product: READY_MADE,
        session: { status: 'signedOut' },
        purchaseState: undefined,
        purchaseStateLoading: false,
      },
      { kind: 'signIn' },
    ],
    [
      'the seller, before the API answers',
      {
        product: READY_MADE,
        session: signedIn(AUTHOR),
        purchaseState: undefined,
        purchaseStateLoading: true,
      },
      { kind: 'own' },
    ],
    [
      'the API saying it is the caller’s',
      {
        product: READY_MADE,
        session: signedIn('u'),
        purchaseState: state({ isOwnProduct: true }),
        purchaseStateLoading: false,
      },
      { kind: 'own' },
    ],
    [
      'the state loading',
      {
        product: READY_MADE,
        session: signedIn('u'),
        purchaseState: undefined,
        purchaseStateLoading: true,
      },
      { kind: 'waiting' },
    ],
    [
      'a state that could not be read',
      {
        product: READY_MADE,
        session: signedIn('u'),
        purchaseState: undefined,
        purchaseStateLoading: false,
      },
      { kind: 'buy' },
    ],
    [
      'an owned product',
      {
        product: READY_MADE,
        session: signedIn('u'),
        purchaseState: state({ ownedPurchaseId: 'p-1', sellerTakesOrders: false }),
        purchaseStateLoading: false,
      },
      { kind: 'owned', purchaseId: 'p-1' },
    ],
    [
      'a seller not taking orders',
      {
        product: READY_MADE,
        session: signedIn('u'),
        purchaseState: state({ sellerTakesOrders: false }),
        purchaseStateLoading: false,
      },
      { kind: 'notTakingOrders' },
    ],
    [
      'a buyable product',
      {
        product: READY_MADE,
        session: signedIn('u'),
        purchaseState: state(),
        purchaseStateLoading: false,
      },
      { kind: 'buy' },
    ],
  ])('%s', (_case, input, expected) => {
    expect(buyNowState(input)).toEqual(expected);
  });
});

describe('checkoutFailureMessage', () => {
  it.each<[unknown, string]>([
    [{ status: 409, message: 'You already own this product' }, 'You already own this product'],
    [
      { status: 403, message: 'You cannot buy your own product.' },
      'You cannot buy your own product.',
    ],
    // A 404 without a reason of the API's own (the base query leaves the message empty).
    [{ status: 404, error: 'Not Found', message: '' }, BUYING_TEXTS.notForSale],
    [{ status: 500, message: 'Broken.' }, BUYING_TEXTS.checkoutFailed],
    [{ status: 0, message: 'Failed to fetch' }, BUYING_TEXTS.checkoutFailed],
    [undefined, BUYING_TEXTS.checkoutFailed],
  ])('%j says %p', (error, message) => {
    expect(checkoutFailureMessage(error)).toBe(message);
  });
});
