/**
 * The typed contract between the shell (host) and every remote. The shell registers one
 * single-spa application per remote and hands it `PlatformProps`; a remote's exposed
 * `./lifecycles` module answers with `AreaLifecycles`. Nothing else crosses the boundary.
 */
import type { Plan } from '@atelier/api-contract';

/** The roles of the platform (spec 000, section 6). */
export type Role = 'freelancer' | 'client' | 'supplier' | 'admin';

/** The three roles a user may choose for themselves after sign-up. */
export type SelfServiceRole = Exclude<Role, 'admin'>;

/** The signed-in user's profile as auth-service returns it. */
export interface UserProfile {
  id: string;
  email: string;
  fullName: string;
  role: Role | null;
  /** The public profile's address, once chosen in Manage Profile (lower case). */
  username?: string | null;
}

/** What every area may know about the session (spec 000, section 4: auth state). */
export type SessionSnapshot =
  | { status: 'loading' }
  | { status: 'signedOut' }
  | { status: 'signedIn'; profile: UserProfile | null; isPremium: boolean };

export interface NavigateOptions {
  /** Replace the current history entry instead of pushing a new one. */
  replace?: boolean;
}

/** The props the shell passes to each area's lifecycles (next to single-spa's own). */
export interface PlatformProps {
  /** single-spa application name, e.g. `mf_landing`. */
  name: string;
  /** The element the area renders into; it belongs to the area alone. */
  domElement: HTMLElement;
  /** The session as it is now. */
  getSession: () => SessionSnapshot;
  /** Calls `listener` whenever the session changes; returns the unsubscribe function. */
  subscribeToSession: (listener: () => void) => () => void;
  /** A fresh access token for auth-service, or null when signed out. */
  getAccessToken: () => Promise<string | null>;
  /** Ends the session everywhere and goes to `/`. */
  signOut: () => Promise<void>;
  /** Moves to another path of the platform without reloading the page. */
  navigate: (path: string, options?: NavigateOptions) => void;
}

/** single-spa lifecycles as every remote exposes them under `./lifecycles`. */
export interface AreaLifecycles {
  bootstrap: (props: PlatformProps) => Promise<void>;
  mount: (props: PlatformProps) => Promise<void>;
  unmount: (props: PlatformProps) => Promise<void>;
}

/**
 * The version of this contract (`PlatformProps`, `AreaLifecycles`, `AREA_EXPOSED_MODULE`), as
 * `major.minor`. The major changes with any change that breaks a shell or a remote of the other
 * version: a member removed, renamed or retyped, a new member a remote requires. The minor changes
 * with additions both sides tolerate. A remote exports the version it was built against (from
 * this file, compiled into the remote, never taken from the shared singleton) as
 * `contractVersion` next to its lifecycles; the shell refuses a remote of another major, which
 * then shows its area's fallback with that reason (shell/src/app/areaContract.ts).
 * scripts/release-compat checks each member against the previous release.
 */
export const CONTRACT_VERSION = '1.0';

/** What a remote's `./lifecycles` module exports: its lifecycles and its contract version. */
export interface AreaModule extends AreaLifecycles {
  /** `CONTRACT_VERSION` as the remote was built; absent in remotes built before it existed. */
  contractVersion?: string;
}

/**
 * A plan of the API's catalogue (`GET /api/plans`; spec 000, section 3: pricing plan), as the
 * landing page's pricing and the subscription pages read it: the API contract's type (type-only,
 * nothing of the contract is shipped). Prices are in cents (599 is $5.99; Starter plans are 0).
 */
export type PricingPlan = Plan;

/** The federation module every remote exposes. */
export const AREA_EXPOSED_MODULE = './lifecycles';

/** The remote registry served by the gateway: remote name to manifest URL. */
export type RemoteRegistry = Record<string, string>;

/** Where the gateway serves the registry. */
export const REMOTE_REGISTRY_PATH = '/registry.json';

/**
 * The element holding a page's prerendered first screen, when the gateway serves one (the
 * landing page: the gateway includes mf-landing's `prerendered/landing.html` in the shell's
 * page). The first area to render on the page removes it in the same frame as its own content
 * appears; until then it is the page, links and all.
 */
export const PRERENDERED_CONTENT_ID = 'atelier-prerendered';
