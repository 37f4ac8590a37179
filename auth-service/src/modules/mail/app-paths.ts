/**
 * The app's pages e-mails link to, as shared-ui's route table builds them (`conversationPath`,
 * `notificationsPathOf`, `ROUTES.<role>.settings`, `ROUTES.freelancer.payments`, `orderPath`,
 * `ROUTES.signup`, `ROUTES.plm.styles` in shared-ui/src/contract/routes.ts, which this
 * service's build cannot import); test/modules/mail/app-paths.test.ts checks that they agree.
 */
export type WorkspaceRole = 'freelancer' | 'client' | 'supplier';

export const conversationPagePath = (role: WorkspaceRole, userId: string) =>
  `/${role}/messages?with=${encodeURIComponent(userId)}`;

export const notificationsPagePath = (role: WorkspaceRole) => `/${role}/notifications`;

export const settingsPagePath = (role: WorkspaceRole) => `/${role}/settings`;

/** Payments & Earnings: the sellers' (freelancers') page of sales and earnings. */
export const PAYMENTS_PAGE_PATH = '/freelancer/payments';

/** One custom order's page, its buyer's and its seller's alike. */
export const orderPagePath = (orderId: string) =>
  `/marketplace/orders/${encodeURIComponent(orderId)}`;

/** Someone without a role yet: the role selection, where they choose one. */
export const ROLE_SELECTION_PATH = '/onboarding/select-role';

/** The shell's sign-up page (Keycloak's registration): where an invitation e-mail leads. */
export const SIGN_UP_PATH = '/signup';

/**
 * An invitation e-mail's link: the sign-up page with the token naming the invitation
 * (`?invitation=`, which the shell keeps until role selection joins with it).
 */
export const invitationLink = (publicOrigin: string, linkToken: string | undefined) =>
  linkToken === undefined
    ? `${publicOrigin}${SIGN_UP_PATH}`
    : `${publicOrigin}${SIGN_UP_PATH}?${new URLSearchParams({ invitation: linkToken }).toString()}`;

/** Atelier PLM's first page (its styles): where the launch announcement leads. */
export const PLM_PAGE_PATH = '/plm';

/** A style's comments tab (issue 39): where a mention's e-mail leads (shared-ui `stylePath`). */
export const styleCommentsPagePath = (styleId: string) =>
  `/plm/styles/${encodeURIComponent(styleId)}/comments`;

/** A style's history tab (issue 39): where an approval's e-mail leads (its revisions). */
export const styleHistoryPagePath = (styleId: string) =>
  `/plm/styles/${encodeURIComponent(styleId)}/history`;
/**
 * One supplier request in the supplier's Client Requests (issue 40's alerts): the list with the
 * request opened (`?request=`, read by mf-supplier's SupplierRequests).
 */
export const supplierRequestPagePath = (requestId: string) =>
  `/supplier/requests?request=${encodeURIComponent(requestId)}`;

/** The supplier's Saved searches (issue 40). */
export const SUPPLIER_SAVED_SEARCHES_PATH = '/supplier/saved-searches';
