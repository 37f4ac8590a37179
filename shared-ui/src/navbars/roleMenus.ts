// The three role navigation bars as data (spec 001, "Navigation bars"; paths from spec 000 and 001,
// section 2). Labels are the spec's own and must stay exactly as written; tests import this module.

import { ROUTES, portfolioPath, type Role, type UserProfile } from '../core';

/** An entry that goes to a path of the platform. */
export interface NavLinkEntry {
  kind: 'link';
  /** Text shown, exactly as the spec writes it. */
  label: string;
  /** Platform path. */
  path: string;
}

/** A top-level entry that opens a dropdown of links. */
export interface NavGroupEntry {
  kind: 'group';
  /** Text of the dropdown button. */
  label: string;
  /** The dropdown's links, in order. */
  items: readonly NavLinkEntry[];
}

export type NavEntry = NavLinkEntry | NavGroupEntry;

/** Everything one role's navbar shows. */
export interface RoleMenu {
  /** Where the brand goes: the role's dashboard (the spec does not say; the area's home is the natural target). */
  home: string;
  /** The main entries, left to right. */
  primary: readonly NavEntry[];
  /** The account menu's links; 'Log out' follows them. */
  account: readonly NavLinkEntry[];
}

/** The last entry of every account menu; signs out and goes to `/`. */
export const LOG_OUT_LABEL = 'Log out';

/** Atelier PLM's entry in every role's account menu and dashboard (issue 38). */
export const PLM_LINK_LABEL = 'PLM';

/** Text of the account menu button when no name is known. */
export const ACCOUNT_MENU_LABEL = 'Account';

/** The public pages' link to the signed-in user's own dashboard. */
export const DASHBOARD_LINK_LABEL = 'Dashboard';

const link = (label: string, path: string): NavLinkEntry => ({ kind: 'link', label, path });

const group = (label: string, items: readonly NavLinkEntry[]): NavGroupEntry => ({
  kind: 'group',
  label,
  items,
});

const { freelancer, supplier, client } = ROUTES;

/** The freelancer's navbar; 'View Public Profile' needs the freelancer's username. */
export function freelancerMenu(username: string): RoleMenu {
  return {
    home: freelancer.dashboard,
    primary: [
      group('Portfolio', [
        link('Manage Portfolio', freelancer.portfolio),
        link('View Public Profile', portfolioPath(username)),
      ]),
      group('Job Offers', [
        link('Browse Offers', ROUTES.jobs),
        link('My Applications', freelancer.applications),
      ]),
      group('Marketplace', [
        link('Browse Products', ROUTES.marketplace),
        link('Sell Your Work', freelancer.sellProducts),
        link('Manage Products', freelancer.manageProducts),
        // Issue 22: the custom services' orders (the spec's navbar predates them).
        link('Orders', freelancer.orders),
        link('Payments', freelancer.payments),
      ]),
      link('Messages', freelancer.messages),
    ],
    account: [
      link('Dashboard', freelancer.dashboard),
      link('Edit Profile', freelancer.manageProfile),
      link('Subscription', freelancer.subscription),
      link('Payments', freelancer.payments),
      link('Purchases', ROUTES.purchases),
      link(PLM_LINK_LABEL, ROUTES.plm.styles),
      link('Settings', freelancer.settings),
    ],
  };
}

/** The supplier's navbar. */
export const SUPPLIER_MENU: RoleMenu = {
  home: supplier.dashboard,
  primary: [
    link('My Services', supplier.services),
    link('Client Requests', supplier.requests),
    link('Marketplace', ROUTES.marketplace),
    link('Messages', supplier.messages),
  ],
  account: [
    link('Dashboard', supplier.dashboard),
    link('Profile', supplier.profile),
    link('Saved Searches', supplier.savedSearches),
    link('Billing', supplier.billing),
    link('Purchases', ROUTES.purchases),
    link(PLM_LINK_LABEL, ROUTES.plm.styles),
    // Issue 39: the sample rounds of the styles brands shared with the supplier.
    link('Samples', supplier.samples),
    link('Settings', supplier.settings),
  ],
};

/** The client's (brand's) navbar. */
export const CLIENT_MENU: RoleMenu = {
  home: client.dashboard,
  primary: [
    group('Jobs & Requests', [
      link('Post a Job', client.postJob),
      link('Post a Request', client.postRequest),
      link('Manage Listings', client.manageListings),
      link('View Applications', client.applications),
    ]),
    link('Talent & Suppliers', ROUTES.explore),
    link('Marketplace', ROUTES.marketplace),
    link('Messages', client.messages),
  ],
  account: [
    link('Dashboard', client.dashboard),
    link('Company Profile', client.profile),
    link('Team Members', client.team),
    link('Purchases', ROUTES.purchases),
    link(PLM_LINK_LABEL, ROUTES.plm.styles),
    link('Settings', client.settings),
  ],
};

/**
 * The admin's navbar. The spec names /admin/dashboard but no admin navigation: the admin gets the
 * public areas and an account menu with the dashboard and 'Log out', like the other roles.
 */
export const ADMIN_MENU: RoleMenu = {
  home: ROUTES.admin.dashboard,
  primary: [link('Marketplace', ROUTES.marketplace), link('Jobs', ROUTES.jobs)],
  account: [link('Dashboard', ROUTES.admin.dashboard), link('Purchases', ROUTES.purchases)],
};

/**
 * The username in a freelancer's public profile address: the one chosen in Manage Profile, else
 * (not chosen yet) the email's local part.
 */
export function usernameOf(profile: Pick<UserProfile, 'email' | 'id' | 'username'>): string {
  if (profile.username) return profile.username;
  const local = profile.email.split('@')[0] ?? '';
  return local === '' ? profile.id : local;
}

/** The menu of a signed-in user's own role; `username` is the freelancer's. */
export function roleMenuOf(role: Role, username: string): RoleMenu {
  switch (role) {
    case 'freelancer':
      return freelancerMenu(username);
    case 'client':
      return CLIENT_MENU;
    case 'supplier':
      return SUPPLIER_MENU;
    case 'admin':
      return ADMIN_MENU;
  }
}

/**
 * Where a signed-in user's own area starts, and their account menu's links: those of their role;
 * a user who has not chosen a role yet has only role selection.
 */
export function ownMenuOf(profile: UserProfile): Pick<RoleMenu, 'home' | 'account'> {
  if (profile.role === null) {
    return { home: ROUTES.selectRole, account: [link('Dashboard', ROUTES.selectRole)] };
  }
  return roleMenuOf(profile.role, usernameOf(profile));
}
