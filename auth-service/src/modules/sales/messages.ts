/** The sales module's texts: refusals of checkout, downloads, reviews and the sandbox's pages. */
import { BILLING_MESSAGES, SANDBOX_MESSAGES } from '../billing/messages';
import { CATALOGUE_MESSAGES } from '../catalogue/messages';

export const SALES_MESSAGES = {
  /** A product the caller may not see (unknown, someone else's draft or private one). */
  productNotFound: CATALOGUE_MESSAGES.notFound,
  ownProduct: 'This is your own product: you cannot buy it.',
  /** The text; the product page links it to Purchases. */
  alreadyOwned: 'You already own this product',
  notTakingOrders: 'This seller is not taking orders yet.',
  purchaseDisputed:
    'Your purchase of this product is disputed. You can buy it again if the dispute is closed against you.',
  paymentsOff: BILLING_MESSAGES.paymentsOff,
  providerFailed: BILLING_MESSAGES.providerFailed,
  purchaseNotFound: 'This purchase does not exist.',
  fileNotFound: 'This file is not part of a purchase you can download.',
  unknownTimeZone: 'Unknown time zone: use an IANA name such as Europe/Paris.',
} as const;

export const REVIEW_MESSAGES = {
  notBuyer: 'Only buyers of this product can review it.',
  notFound: 'This review does not exist.',
  notSeller: "Only the product's seller can reply to its reviews.",
  alreadyReplied: 'You have already replied to this review.',
  emptyReply: 'Please write a reply.',
} as const;

export const SALES_SANDBOX_MESSAGES = {
  unknownCheckout: SANDBOX_MESSAGES.unknownCheckout,
  deliveryFailed: SANDBOX_MESSAGES.deliveryFailed,
  unknownCharge: 'This sandbox charge does not exist on this account.',
  notRefundable: 'This charge is already fully refunded or disputed.',
  noOpenDispute: 'This charge has no open dispute.',
} as const;
