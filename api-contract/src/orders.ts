/**
 * Custom services as orders (issue 22; `ServiceOrder`, billing already has a subscription `Order`). A custom product is bought through the same checkout as a
 * digital one (`POST /api/sales/products/:id/checkout`, a direct charge on the seller's connected
 * account): the purchase holds the payment, and the order is created when it is paid, with the
 * product's terms at checkout (price, delivery time, revisions, requirements text). The order
 * then moves through one status machine kept by the API (auth-service/src/modules/orders/
 * order-status.ts); every answer names the moves the viewer may take now (`allowedMoves`), so no
 * screen keeps its own copy of the machine.
 *
 * Routes (all signed in; an order is seen by its buyer and its seller only, 404 to anyone else):
 * - `GET  /api/orders/:orderId`                         the order (ServiceOrder)
 * - `POST /api/orders/:orderId/requirements`            buyer: SubmitRequirementsBody
 * - `POST /api/orders/:orderId/deliveries`              seller: DeliverOrderBody
 * - `POST /api/orders/:orderId/revision-requests`       buyer: RequestRevisionBody
 * - `POST /api/orders/:orderId/acceptance`              buyer: no body
 * - `POST /api/orders/:orderId/cancellation-proposal`   either party: ProposeCancellationBody
 * - `POST /api/orders/:orderId/cancellation-proposal/acceptance`  the other party: no body
 * - `POST /api/orders/:orderId/cancellation-proposal/withdrawal`  the proposer: no body
 * - `POST /api/orders/:orderId/cancellation-proposal/refusal`     the other party: no body
 * - `POST /api/orders/:orderId/late-cancellation`       buyer, while late: CancelLateOrderBody
 * - `GET  /api/orders/:orderId/files/:fileId`           302 to a 60-second link (the two parties)
 * - `GET  /api/orders/selling?status=`                  the seller's orders (SellerOrderList)
 * - `GET  /api/orders/selling/summary`                  the dashboard's figures (SellerOrderSummary)
 * (`GET /api/orders` without an id is billing's list of subscription orders, unrelated.)
 * Every move answers 200 with the moved ServiceOrder; an illegal move is a 409 whose message says why
 * (`ORDER_MESSAGES` in the service); a move only the other party may take is a 403.
 *
 * The buyer's side: custom orders stay purchases, so they appear in Purchases
 * (`GET /api/purchases`), each with `order` (its id, status, due date and 'Late'; null for a
 * digital product). Checkout's return page (`/marketplace/purchases/:purchaseId`) learns the
 * order's id the same way once the payment arrives.
 *
 * Files: requirement attachments and deliveries are uploads of purpose `order-file` (tus,
 * `/api/uploads`), named by their upload id in the bodies; both parties download them through
 * `OrderFile.url`.
 *
 * 'Message': `counterpart` is the other party; the screen opens the one conversation between the
 * two with messaging's `POST /api/conversations` `{ userId: counterpart.id }` (idempotent).
 */
import { Type, type Static } from '@sinclair/typebox';
import { DELIVERY_TIMES } from './catalogue';
import { Nullable, StringEnum, Timestamp } from './common';
import { ORDER_STATUSES, type OrderStatus } from './values/orders';

/** What a party may do to an order; `allowedMoves` lists those open to the viewer now. */
export const ORDER_MOVES = [
  /** Buyer, awaiting requirements: answers and attachments; the due date starts. */
  'submit-requirements',
  /** Seller, in progress or revision requested: a message and files. */
  'deliver',
  /** Buyer, delivered, while revisions remain: a reason. */
  'request-revision',
  /** Buyer, delivered: the order is completed. */
  'accept',
  /** Either party, before completion, no proposal pending. */
  'propose-cancellation',
  /** The other party of a pending proposal: the order is cancelled and refunded in full. */
  'accept-cancellation',
  /** The proposer of a pending proposal. */
  'withdraw-cancellation',
  /** The other party of a pending proposal. */
  'decline-cancellation',
  /** Buyer, while the order is late (past due, not delivered): cancelled and refunded. */
  'cancel-late',
] as const;
export type OrderMove = (typeof ORDER_MOVES)[number];

export const ORDER_PARTY_ROLES = ['buyer', 'seller'] as const;

/**
 * A dispute of the order's payment (issue 36): open (the order is paused: no moves, messages
 * still), won (it resumed) or lost (it ended as `disputed`).
 */
export const ORDER_DISPUTE_STATES = ['open', 'won', 'lost'] as const;
export type OrderDisputeState = (typeof ORDER_DISPUTE_STATES)[number];
export type OrderPartyRole = (typeof ORDER_PARTY_ROLES)[number];

/** What a timeline entry records. */
export const ORDER_EVENT_KINDS = [
  /** The payment arrived: the order exists (actor: the buyer). */
  'placed',
  'requirements-submitted',
  'delivered',
  'revision-requested',
  /** The buyer accepted a delivery. */
  'accepted',
  /** No answer within the configured days after a delivery (actor: null, the platform). */
  'auto-completed',
  'cancellation-proposed',
  'cancellation-withdrawn',
  'cancellation-declined',
  /** The other party accepted a proposal: cancelled. */
  'cancelled-by-agreement',
  /** The buyer cancelled a late order. */
  'cancelled-late',
  /** The provider reported the refund of the payment (actor: null). */
  'refunded',
  /** The buyer disputed the payment with their bank: the order is paused (actor: null). */
  'dispute-opened',
  /** The dispute closed in the seller's favour: the order resumes (actor: null). */
  'dispute-won',
  /** The dispute closed in the buyer's favour: the order ends as disputed (actor: null). */
  'dispute-lost',
] as const;
export type OrderEventKind = (typeof ORDER_EVENT_KINDS)[number];

export const ORDER_TEXT_MAX = 5000;
export const ORDER_REASON_MAX = 1000;
export const ORDER_FILES_MAX = 10;
export const SELLER_ORDERS_PAGE_SIZE = 20;

const UserRef = Type.Object(
  { id: Type.String({ format: 'uuid' }), name: Type.String() },
  { additionalProperties: false },
);

export const OrderFile = Type.Object(
  {
    id: Type.String({ description: 'The upload id.' }),
    name: Type.String(),
    size: Type.Integer(),
    url: Type.String({
      description: 'GET it (signed in, a party): redirects to a 60-second link.',
    }),
  },
  { additionalProperties: false },
);
export type OrderFile = Static<typeof OrderFile>;

/** The product's terms at checkout; they never change afterwards. */
export const OrderTerms = Type.Object(
  {
    priceCents: Type.Integer({ description: 'Paid, US cents.' }),
    currency: Type.String(),
    deliveryTime: StringEnum(DELIVERY_TIMES, { description: 'Days, as the product offered.' }),
    deliveryDays: Type.Integer({ description: "The delivery time's upper bound (the due date)." }),
    revisionsIncluded: Type.Integer({ minimum: 0, maximum: 10 }),
    requirementsText: Type.String({ description: "The seller's questions ('' when none)." }),
  },
  { additionalProperties: false },
);
export type OrderTerms = Static<typeof OrderTerms>;

export const OrderActor = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    name: Type.String(),
    role: StringEnum(ORDER_PARTY_ROLES),
  },
  { additionalProperties: false },
);
export type OrderActor = Static<typeof OrderActor>;

export const OrderTimelineEntry = Type.Object(
  {
    id: Type.String(),
    kind: StringEnum(ORDER_EVENT_KINDS),
    /** Null: the platform (automatic completion, the provider's refund). */
    actor: Nullable(OrderActor),
    at: Timestamp,
    /** The requirements' answers, a delivery's message, a reason; null when none. */
    message: Nullable(Type.String()),
    files: Type.Array(OrderFile),
  },
  { additionalProperties: false },
);
export type OrderTimelineEntry = Static<typeof OrderTimelineEntry>;

export const OrderRequirements = Type.Object(
  { answers: Type.String(), files: Type.Array(OrderFile), submittedAt: Timestamp },
  { additionalProperties: false },
);
export type OrderRequirements = Static<typeof OrderRequirements>;

export const OrderDelivery = Type.Object(
  {
    id: Type.String(),
    message: Type.String(),
    files: Type.Array(OrderFile),
    at: Timestamp,
  },
  { additionalProperties: false },
);
export type OrderDelivery = Static<typeof OrderDelivery>;

export const CancellationProposal = Type.Object(
  { by: StringEnum(ORDER_PARTY_ROLES), reason: Type.String(), at: Timestamp },
  { additionalProperties: false },
);
export type CancellationProposal = Static<typeof CancellationProposal>;

/** `GET /api/orders/:orderId` and every move's answer. */
export const ServiceOrder = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    purchaseId: Type.String({ format: 'uuid' }),
    productId: Type.String({ format: 'uuid' }),
    productTitle: Type.String({ description: 'As ordered.' }),
    productImage: Nullable(Type.String({ description: "The product's thumbnail now." })),
    buyer: UserRef,
    seller: UserRef,
    /** The viewer's side of the order. */
    viewerRole: StringEnum(ORDER_PARTY_ROLES),
    /** The other party: 'Message' opens the conversation with them. */
    counterpart: UserRef,
    terms: OrderTerms,
    revisionsUsed: Type.Integer({ minimum: 0 }),
    revisionsRemaining: Type.Integer({ minimum: 0 }),
    status: StringEnum(ORDER_STATUSES),
    createdAt: Timestamp,
    /** Set when the requirements arrive: then + terms.deliveryDays days. */
    dueAt: Nullable(Timestamp),
    /** Past due and not delivered (the server's clock); false once delivered or ended. */
    late: Type.Boolean(),
    /** When a delivered order completes by itself unless the buyer answers; null otherwise. */
    autoCompleteAt: Nullable(Timestamp),
    completedAt: Nullable(Timestamp),
    cancelledAt: Nullable(Timestamp),
    /** The refund of a cancelled order, as the provider reported it (cents; 0 until then). */
    refundedCents: Type.Integer({ minimum: 0 }),
    /** A dispute of the payment, if one was opened; null when none. */
    dispute: Nullable(StringEnum(ORDER_DISPUTE_STATES)),
    cancellationProposal: Nullable(CancellationProposal),
    /** The moves the viewer may take now, computed by the API. */
    allowedMoves: Type.Array(StringEnum(ORDER_MOVES)),
    requirements: Nullable(OrderRequirements),
    /** Oldest first. */
    deliveries: Type.Array(OrderDelivery),
    /** Every move with who and when, oldest first. */
    timeline: Type.Array(OrderTimelineEntry),
  },
  { additionalProperties: false },
);
export type ServiceOrder = Static<typeof ServiceOrder>;

export const OrderIdParams = Type.Object(
  { orderId: Type.String({ format: 'uuid' }) },
  { additionalProperties: false },
);
export type OrderIdParams = Static<typeof OrderIdParams>;

const UploadIds = Type.Array(Type.String({ pattern: '^[0-9a-f]{32}$', maxLength: 32 }), {
  maxItems: ORDER_FILES_MAX,
  uniqueItems: true,
  default: [],
  description: "Upload ids (purpose 'order-file') of the caller's complete uploads.",
});

/** `POST /api/orders/:orderId/requirements` (buyer). */
export const SubmitRequirementsBody = Type.Object(
  {
    answers: Type.String({ minLength: 1, maxLength: ORDER_TEXT_MAX }),
    files: UploadIds,
  },
  { additionalProperties: false },
);
export type SubmitRequirementsBody = Static<typeof SubmitRequirementsBody>;

/** `POST /api/orders/:orderId/deliveries` (seller). */
export const DeliverOrderBody = Type.Object(
  {
    message: Type.String({ minLength: 1, maxLength: ORDER_TEXT_MAX }),
    files: UploadIds,
  },
  { additionalProperties: false },
);
export type DeliverOrderBody = Static<typeof DeliverOrderBody>;

const Reason = Type.String({ minLength: 1, maxLength: ORDER_REASON_MAX });

/** `POST /api/orders/:orderId/revision-requests` (buyer). */
export const RequestRevisionBody = Type.Object({ reason: Reason }, { additionalProperties: false });
export type RequestRevisionBody = Static<typeof RequestRevisionBody>;

/** `POST /api/orders/:orderId/cancellation-proposal` (either party). */
export const ProposeCancellationBody = Type.Object(
  { reason: Reason },
  { additionalProperties: false },
);
export type ProposeCancellationBody = Static<typeof ProposeCancellationBody>;

/** `POST /api/orders/:orderId/late-cancellation` (buyer, late order). */
export const CancelLateOrderBody = Type.Object(
  { reason: Type.Optional(Type.String({ maxLength: ORDER_REASON_MAX })) },
  { additionalProperties: false },
);
export type CancelLateOrderBody = Static<typeof CancelLateOrderBody>;

/** One row of the seller's `/freelancer/orders`. */
export const SellerOrderItem = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    productId: Type.String({ format: 'uuid' }),
    productTitle: Type.String(),
    productImage: Nullable(Type.String()),
    buyer: UserRef,
    priceCents: Type.Integer(),
    currency: Type.String(),
    status: StringEnum(ORDER_STATUSES),
    createdAt: Timestamp,
    dueAt: Nullable(Timestamp),
    late: Type.Boolean(),
    /** A cancellation proposal waits for an answer. */
    cancellationPending: Type.Boolean(),
    /** A dispute of the payment is open: the order is paused. */
    disputeOpen: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type SellerOrderItem = Static<typeof SellerOrderItem>;

/** `GET /api/orders/selling?status=&late=&page=`: active first (earliest due first), then ended, newest first. */
export const SellerOrdersQuery = Type.Object(
  {
    status: Type.Optional(StringEnum(ORDER_STATUSES)),
    /** Only the orders past due and not delivered (the 'Overdue' filter). */
    late: Type.Optional(Type.Boolean()),
    page: Type.Integer({ minimum: 1, maximum: 10_000, default: 1 }),
  },
  { additionalProperties: false },
);
export type SellerOrdersQuery = Static<typeof SellerOrdersQuery>;

const Count = Type.Integer({ minimum: 0 });
/** One count for each status (values/orders.ts). */
export const OrderStatusCounts = Type.Object(
  Object.fromEntries(ORDER_STATUSES.map((status) => [status, Count])) as Record<
    OrderStatus,
    typeof Count
  >,
  { additionalProperties: false },
);
export type OrderStatusCounts = Static<typeof OrderStatusCounts>;

export const SellerOrderList = Type.Object(
  {
    orders: Type.Array(SellerOrderItem),
    /** The seller's orders by status, whatever the filter (the filter's counts). */
    counts: OrderStatusCounts,
    late: Type.Integer({ minimum: 0, description: 'Active orders past due.' }),
    total: Type.Integer({ description: 'Rows the filter matches.' }),
    page: Type.Integer(),
    pageSize: Type.Integer(),
    totalPages: Type.Integer(),
  },
  { additionalProperties: false },
);
export type SellerOrderList = Static<typeof SellerOrderList>;

/**
 * `GET /api/orders/selling/summary`: the dashboard's custom-order figures (spec 001 section 3,
 * projectEarnings): completed orders and what they brought, and `pendingPayments`, paid orders
 * not completed yet.
 */
export const SellerOrderSummary = Type.Object(
  {
    completedOrders: Type.Integer({ minimum: 0 }),
    completedEarnings: Type.Integer({
      minimum: 0,
      description: 'Cents, completed orders (a payment under dispute is not earned).',
    }),
    activeOrders: Type.Integer({ minimum: 0 }),
    lateOrders: Type.Integer({ minimum: 0 }),
    pendingPayments: Type.Integer({
      minimum: 0,
      description: 'Cents of paid orders not yet completed (nor cancelled, nor under dispute).',
    }),
    pendingOrders: Type.Integer({ minimum: 0, description: 'How many those are.' }),
  },
  { additionalProperties: false },
);
export type SellerOrderSummary = Static<typeof SellerOrderSummary>;

/** A purchase's custom order, as Purchases shows it (`Purchase.order`). */
export const PurchaseOrder = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    status: StringEnum(ORDER_STATUSES),
    dueAt: Nullable(Timestamp),
    late: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type PurchaseOrder = Static<typeof PurchaseOrder>;
