/**
 * The platform route table: every path of Atelier (spec 000 and 001, section 2;
 * docs/architecture.md, "Areas and owners"), as react-router patterns, with typed builders for the
 * ones that take values. The shell's route owners and guard, the navbars and every remote's routes
 * and links read their paths here; no path literal lives anywhere else
 * (scripts/route-literals.test.ts checks it).
 *
 * It is part of shared-ui's core: the shell's first screen needs it, and it is small.
 */
import type { Role } from './contract';

export const ROUTES = {
  /** The landing page (mf-landing). */
  home: '/',
  privacyPolicy: '/privacy-policy',
  termsOfService: '/terms-of-service',
  cookiePolicy: '/cookie-policy',

  // The shell's own screens: identity and billing.
  login: '/login',
  signup: '/signup',
  /** Where a signed-in user without a role goes first (spec 000, section 4). */
  selectRole: '/onboarding/select-role',
  checkoutSuccess: '/checkout/success',
  checkoutCancel: '/checkout/cancel',

  // Public areas (mf-marketplace).
  marketplace: '/marketplace-full',
  product: '/marketplace/product/:productId',
  /** A product path without its id: the spec sends it back to the listing. */
  productWithoutId: '/marketplace/product',
  /** The buyer's library (any signed-in role). */
  purchases: '/marketplace/purchases',
  /** One purchase: where checkout returns (waits for the payment, then offers the download). */
  purchase: '/marketplace/purchases/:purchaseId',
  /** One custom order (issue 22), for its buyer and its seller alike (any signed-in role). */
  order: '/marketplace/orders/:orderId',
  jobs: '/jobs',
  /** One job of the board: its description, requirements, skills, benefits and Apply Now. */
  job: '/jobs/:jobId',

  /** A freelancer's public profile (mf-freelancer). */
  portfolio: '/portfolio/:username',
  /** Talent & Suppliers, for clients (mf-client). */
  explore: '/explore',
  /** A supplier's public page (mf-client, issue 43): readable signed out, like a portfolio. */
  supplierProfile: '/suppliers/:userId',

  // The dashboard previews, public (spec 001, section 2).
  freelancerDashboardPreview: '/freelancer-dashboard-preview',
  clientDashboardPreview: '/client-dashboard-preview',
  supplierDashboardPreview: '/supplier-dashboard-preview',

  admin: {
    dashboard: '/admin/dashboard',
  },
  /** Atelier PLM (mf-plm, issue 38): styles and their tech packs, for every role. */
  plm: {
    styles: '/plm',
    newStyle: '/plm/styles/new',
    style: '/plm/styles/:styleId',
    /** One tab of a style's page (`STYLE_TABS` in the API contract's values). */
    styleTab: '/plm/styles/:styleId/:tab',
  },
  freelancer: {
    dashboard: '/freelancer/dashboard',
    portfolio: '/freelancer/portfolio',
    applications: '/freelancer/applications',
    messages: '/freelancer/messages',
    notifications: '/freelancer/notifications',
    settings: '/freelancer/settings',
    profile: '/freelancer/profile',
    manageProfile: '/freelancer/manage-profile',
    payments: '/freelancer/payments',
    analytics: '/freelancer/analytics',
    uploadProject: '/freelancer/upload-project',
    sellProducts: '/freelancer/sell-products',
    editProduct: '/freelancer/sell-products/:productId',
    manageProducts: '/freelancer/manage-products',
    /** The seller's custom orders (issue 22). */
    orders: '/freelancer/orders',
    /** The shell's. */
    subscription: '/freelancer/subscription',
  },
  client: {
    dashboard: '/client/dashboard',
    messages: '/client/messages',
    postJob: '/client/post-job',
    postRequest: '/client/post-request',
    manageListings: '/client/manage-listings',
    applications: '/client/applications',
    freelancerApplications: '/client/applications/freelancers',
    supplierApplications: '/client/applications/suppliers',
    notifications: '/client/notifications',
    profile: '/client/profile',
    team: '/client/team',
    settings: '/client/settings',
    /** The shell's. */
    subscription: '/client/subscription',
  },
  supplier: {
    dashboard: '/supplier/dashboard',
    messages: '/supplier/messages',
    notifications: '/supplier/notifications',
    services: '/supplier/services',
    requests: '/supplier/requests',
    /** Issue 39: the sample rounds the supplier makes for styles shared with them (PLM). */
    samples: '/supplier/samples',
    /** The supplier's saved searches of Client Requests, with their alerts (issue 40). */
    savedSearches: '/supplier/saved-searches',
    profile: '/supplier/profile',
    /** The shell's: the subscription page under the account menu's name. */
    billing: '/supplier/billing',
    settings: '/supplier/settings',
    /** The shell's. */
    subscription: '/supplier/subscription',
  },
} as const;

/**
 * The sections a remote owns as a whole: every path under the prefix is that remote's (an unknown
 * one redirects to `/`). `pattern` matches them all in react-router's syntax.
 */
export const SECTIONS = {
  freelancer: { prefix: '/freelancer/', pattern: '/freelancer/:screen/*' },
  client: { prefix: '/client/', pattern: '/client/:screen/*' },
  supplier: { prefix: '/supplier/', pattern: '/supplier/:screen/*' },
  marketplace: { prefix: '/marketplace/', pattern: '/marketplace/:section/*' },
  plm: { prefix: '/plm/', pattern: '/plm/:section/*' },
} as const;

/** Fills a pattern's `:name` segments. */
const fill = (pattern: string, values: Record<string, string>): string =>
  pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));

/** The page of one product of the marketplace. */
export const productPath = (productId: string): string => fill(ROUTES.product, { productId });

/** The product page's query parameter (and its value) of a checkout cancelled on the payment page. */
export const CHECKOUT_PARAM = 'checkout';
export const CHECKOUT_CANCELLED = 'cancelled';

/** A product's page as a checkout cancelled on the payment page comes back to it. */
export const productCheckoutCancelledPath = (productId: string): string =>
  `${productPath(productId)}?${CHECKOUT_PARAM}=${CHECKOUT_CANCELLED}`;

/** The marketplace listing's query parameter that narrows it to one seller's products. */
export const MARKETPLACE_SELLER_PARAM = 'seller';

/** The marketplace listing of one seller's products: a public profile's My Shop. */
export const shopPath = (sellerId: string): string =>
  `${ROUTES.marketplace}?${MARKETPLACE_SELLER_PARAM}=${encodeURIComponent(sellerId)}`;

/** One purchase of the buyer's library (checkout's return page). */
export const purchasePath = (purchaseId: string): string => fill(ROUTES.purchase, { purchaseId });

/** One custom order's page (its buyer's and its seller's). */
export const orderPath = (orderId: string): string => fill(ROUTES.order, { orderId });

/** A style's page in Atelier PLM, on one of its tabs (the first, Overview, when none is named). */
export const stylePath = (styleId: string, tab?: string): string =>
  tab === undefined
    ? fill(ROUTES.plm.style, { styleId })
    : fill(ROUTES.plm.styleTab, { styleId, tab });

/** A freelancer's public profile. */
export const portfolioPath = (username: string): string => fill(ROUTES.portfolio, { username });

/** A supplier's public page: company, services, catalogue and Send Message. */
export const supplierProfilePath = (userId: string): string =>
  fill(ROUTES.supplierProfile, { userId });

/** Sell Your Products: a new product, or the edit page of `productId`. */
export const sellProductPath = (productId?: string): string =>
  productId === undefined
    ? ROUTES.freelancer.sellProducts
    : fill(ROUTES.freelancer.editProduct, { productId });

/** One job's own page (the address a job card shares and links to). */
export const jobPath = (jobId: string): string => fill(ROUTES.job, { jobId });

/** The query parameter of the board's earlier shared links (`/jobs?job=<id>`): opens the job. */
export const SHARED_JOB_PARAM = 'job';

/** Post a Job opened on the client's own job `jobId`: a draft to complete, or a job to edit. */
export const editJobPath = (jobId: string): string =>
  `${ROUTES.client.postJob}?edit=${encodeURIComponent(jobId)}`;

/** Post a Request opened on the client's own draft request `requestId`, to complete it. */
export const editRequestPath = (requestId: string): string =>
  `${ROUTES.client.postRequest}?edit=${encodeURIComponent(requestId)}`;

/** Sign-in, coming back to `returnTo` afterwards (the shell reads `redirect`). */
export const loginPath = (returnTo: string): string =>
  `${ROUTES.login}?redirect=${encodeURIComponent(returnTo)}`;

/**
 * Keycloak's account pages, where a signed-in user changes their email and password (full page
 * loads, outside the platform's routes).
 */
export const ACCOUNT_PAGES = {
  personalInfo: '/auth/realms/atelier/account',
  signingIn: '/auth/realms/atelier/account/account-security/signing-in',
} as const;

type WorkspaceRole = Exclude<Role, 'admin'>;

/** A role's inbox. */
export const messagesPathOf = (role: WorkspaceRole): string => ROUTES[role].messages;

/**
 * A role's inbox opened on the one conversation with `userId` (created on the first visit): what
 * every Send Message button links to.
 */
export const conversationPath = (role: WorkspaceRole, userId: string): string =>
  `${ROUTES[role].messages}?with=${encodeURIComponent(userId)}`;

/** A role's notifications page. */
export const notificationsPathOf = (role: WorkspaceRole): string => ROUTES[role].notifications;

/** Each role's own dashboard. */
export const DASHBOARD_OF: Readonly<Record<Role, string>> = {
  freelancer: ROUTES.freelancer.dashboard,
  client: ROUTES.client.dashboard,
  supplier: ROUTES.supplier.dashboard,
  admin: ROUTES.admin.dashboard,
};

/** The subscription page of a self-service role (the shell's). */
export const subscriptionPathOf = (role: Exclude<Role, 'admin'>): string =>
  ROUTES[role].subscription;
