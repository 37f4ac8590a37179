import type { Company } from '@atelier/api-contract';
import type { SelfServiceRole } from '@atelier/shared-ui';
import { ROUTES } from '@atelier/shared-ui/routes';
import {
  profileLoading,
  selectEmailUnverified,
  selectIdentityUnavailable,
  signedIn,
  signedOut,
} from '../session/sessionSlice';
import type { AppStore } from '../store';
import {
  acceptInvitation,
  AuthServiceError,
  chooseRole,
  fetchIsPremium,
  fetchPendingInvitation,
  fetchProfile,
  isUnverifiedEmail,
  sendVerificationEmail,
} from './identityRequests';
import { ensureKeycloakAnswers, isKeycloakCallback, sessionHint } from './identityService';
import { isPlatformPath } from './returnPath';

type KeycloakModule = typeof import('./keycloak');

const RETURN_PATH_KEY = 'atelier:return-path';
/**
 * The token of the invitation e-mail's link the visitor came by, kept until role selection
 * joins with it; in local storage, since Keycloak's verification link may open another tab.
 */
const INVITATION_LINK_KEY = 'atelier:invitation-link';

/** What role selection offers: the inviting company, and why a followed link was refused. */
export interface InvitationOffer {
  company: Company | null;
  /** auth-service's reason when the link is used up, withdrawn or for another address. */
  linkRefusal: string | null;
}
/** Default page after sign-in when the visitor did not come from one (spec 000, section 9). */
export const DEFAULT_AFTER_SIGN_IN = ROUTES.freelancer.dashboard;

/**
 * Identity for the shell: Keycloak session, the auth-service profile, token refresh and
 * sign-out, reflected in the session slice of `store`.
 */
export function createIdentity(store: AppStore) {
  let refreshTimer: ReturnType<typeof setTimeout> | undefined;
  /** keycloak-js and its instance, once loaded (see identityService.ts for when). */
  let keycloakModule: KeycloakModule | null = null;

  const loadKeycloak = async (): Promise<KeycloakModule> => {
    keycloakModule ??= await import('./keycloak');
    return keycloakModule;
  };

  const signOutLocally = () => {
    clearTimeout(refreshTimer);
    sessionHint.clear();
    keycloakModule?.keycloak.clearToken();
    store.dispatch(signedOut());
  };

  /** Refreshes the access token a little before it expires (a third of its life, at most 30 s). */
  const scheduleRefresh = () => {
    clearTimeout(refreshTimer);
    const { exp, iat } = keycloakModule?.keycloak.tokenParsed ?? {};
    if (exp === undefined || iat === undefined) return;
    const margin = Math.min(30_000, ((exp - iat) * 1000) / 3);
    const delay = Math.max(0, exp * 1000 - Date.now() - margin);
    refreshTimer = setTimeout(() => void refresh(), delay);
  };

  const refresh = async (): Promise<boolean> => {
    if (keycloakModule === null) return false;
    try {
      await keycloakModule.keycloak.updateToken(-1);
      scheduleRefresh();
      return true;
    } catch (error) {
      // A refresh that fails signs the user out locally (the session is gone or expired).
      console.warn('[shell] The session could not be refreshed', error);
      signOutLocally();
      return false;
    }
  };

  const getAccessToken = async (): Promise<string | null> => {
    const keycloak = keycloakModule?.keycloak;
    if (keycloak?.authenticated !== true) return null;
    try {
      await keycloak.updateToken(10);
      return keycloak.token ?? null;
    } catch {
      signOutLocally();
      return null;
    }
  };

  /** Loads the profile; a user without a profile gets one reload before anything else. */
  const loadProfile = async (): Promise<void> => {
    store.dispatch(profileLoading());
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      const token = await getAccessToken();
      if (token === null) return;
      try {
        const [profile, isPremium] = await Promise.all([
          fetchProfile(token),
          // Premium is a nicety for the session: a failed read means the free plan.
          fetchIsPremium(token).catch(() => false),
        ]);
        store.dispatch(signedIn({ profile, isPremium }));
        return;
      } catch (error) {
        if (isUnverifiedEmail(error)) {
          // Not a failure to retry: the account has to verify its address first.
          store.dispatch(signedIn({ profile: null, emailUnverified: true }));
          return;
        }
        console.error(`[shell] The profile could not be loaded (attempt ${attempt})`, error);
      }
    }
    store.dispatch(signedIn({ profile: null }));
  };

  /**
   * keycloak-js, initialised, before opening Keycloak's pages; null when Keycloak does not
   * answer, which the session then says (the sign-in screen shows the error) instead of the
   * browser landing on the gateway's error page.
   */
  const keycloakForSignIn = async (): Promise<KeycloakModule['keycloak'] | null> => {
    try {
      await ensureKeycloakAnswers();
      const { keycloak, initKeycloak } = await loadKeycloak();
      await initKeycloak({ checkSession: false });
      return keycloak;
    } catch (error) {
      console.warn('[shell] The identity service could not be reached', error);
      store.dispatch(signedOut({ identityUnavailable: true }));
      return null;
    }
  };

  return {
    /** Resolves the session once per page: check-sso, then the profile. */
    async start(): Promise<void> {
      // A browser that never signed in has no session to look for, and unless Keycloak's answer
      // is in the address there is nothing to process: signed out, without keycloak-js.
      const checkSession = sessionHint.present();
      if (!checkSession && !isKeycloakCallback(window.location)) {
        store.dispatch(signedOut());
        return;
      }
      let authenticated: boolean;
      try {
        const { keycloak, initKeycloak } = await loadKeycloak();
        keycloak.onTokenExpired = () => void refresh();
        keycloak.onAuthLogout = signOutLocally;
        authenticated = await initKeycloak({ checkSession });
      } catch (error) {
        // Keycloak unreachable: public pages work, signing in says so.
        console.warn('[shell] The identity service could not be reached', error);
        store.dispatch(signedOut({ identityUnavailable: true }));
        return;
      }
      if (!authenticated) {
        sessionHint.clear();
        store.dispatch(signedOut());
        return;
      }
      sessionHint.set();
      scheduleRefresh();
      await loadProfile();
    },

    getAccessToken,
    retryProfile: loadProfile,

    /** Keycloak could not be reached when the page loaded. */
    isUnavailable: () => selectIdentityUnavailable(store.getState()),
    /** auth-service refuses the account until its address is verified. */
    isEmailUnverified: () => selectEmailUnverified(store.getState()),
    /** Sends the verification e-mail again (Keycloak's, through auth-service). */
    async resendVerificationEmail(): Promise<void> {
      const token = await getAccessToken();
      if (token === null) throw new Error('No user logged in');
      await sendVerificationEmail(token);
    },

    /** The page to come back to after signing in (kept across Keycloak's redirect). */
    rememberReturnPath(path: string): void {
      sessionStorage.setItem(RETURN_PATH_KEY, path);
    },

    /** Keycloak's sign-in; back on /login, `takeReturnPath` says where to go. */
    async signIn(provider?: 'google'): Promise<void> {
      const keycloak = await keycloakForSignIn();
      if (keycloak === null) return;
      // Keycloak's page takes the place of /login in history: Back from it goes to the page
      // before, not to /login, which would only hand over to Keycloak again.
      const url = await keycloak.createLoginUrl({
        redirectUri: `${window.location.origin}/login`,
        ...(provider === undefined ? {} : { idpHint: provider }),
      });
      window.location.replace(url);
    },

    /** Keycloak's registration, then role selection. */
    async signUp(provider?: 'google'): Promise<void> {
      const keycloak = await keycloakForSignIn();
      if (keycloak === null) return;
      // As with sign-in, Keycloak's form takes the place of /signup in history.
      const url = await keycloak.createRegisterUrl({
        redirectUri: `${window.location.origin}/onboarding/select-role`,
        ...(provider === undefined ? {} : { idpHint: provider }),
      });
      window.location.replace(url);
    },

    /** Where to go once signed in: the remembered page, else the default. */
    takeReturnPath(): string {
      const path = sessionStorage.getItem(RETURN_PATH_KEY);
      sessionStorage.removeItem(RETURN_PATH_KEY);
      return path !== null && isPlatformPath(path) ? path : DEFAULT_AFTER_SIGN_IN;
    },

    /**
     * Ends the Keycloak session and lands on `/`. The local session is cleared first, whatever
     * the identity service answers; the logout address keeps the ID token as its hint so that
     * Keycloak does not ask again.
     */
    signOut(): Promise<void> {
      const keycloak = keycloakModule?.keycloak;
      const logoutUrl =
        keycloak?.authenticated === true
          ? keycloak.createLogoutUrl({ redirectUri: `${window.location.origin}/` })
          : null;
      signOutLocally();
      if (logoutUrl !== null) window.location.assign(logoutUrl);
      return Promise.resolve();
    },

    /** The invitation e-mail's link the visitor came by (`/signup?invitation=`). */
    rememberInvitationLink(linkToken: string): void {
      localStorage.setItem(INVITATION_LINK_KEY, linkToken);
    },

    /**
     * The company that invited the signed-in user (the one the remembered link names, else the
     * oldest invitation to their email), what role selection offers to join; a refused link is
     * forgotten and its reason kept. No company when none waits or it cannot be told.
     */
    async pendingInvitation(): Promise<InvitationOffer> {
      const token = await getAccessToken();
      if (token === null) return { company: null, linkRefusal: null };
      const linkToken = localStorage.getItem(INVITATION_LINK_KEY);
      try {
        return { company: await fetchPendingInvitation(token, linkToken), linkRefusal: null };
      } catch (error) {
        if (linkToken === null || !(error instanceof AuthServiceError) || error.status >= 500) {
          return { company: null, linkRefusal: null };
        }
        localStorage.removeItem(INVITATION_LINK_KEY);
        const company = await fetchPendingInvitation(token, null).catch(() => null);
        return { company, linkRefusal: error.message };
      }
    },

    /**
     * Joins the inviting company with the client role (auth-service assigns it in Keycloak), then
     * refreshes the token and the profile, which now carry the role. The link is used up.
     */
    async joinInvitedCompany(): Promise<void> {
      const token = await getAccessToken();
      if (token === null) throw new Error('No user logged in');
      const linkToken = localStorage.getItem(INVITATION_LINK_KEY);
      // Joined or refused, a link is used once.
      localStorage.removeItem(INVITATION_LINK_KEY);
      const company = await acceptInvitation(token, linkToken);
      // The invitation was withdrawn meanwhile: the user chooses a role after all.
      if (company === null) throw new Error('');
      await refresh();
      const fresh = await getAccessToken();
      if (fresh === null) throw new Error('No user logged in');
      store.dispatch(signedIn({ profile: await fetchProfile(fresh) }));
    },

    /** Sets the role once (auth-service assigns it in Keycloak), then refreshes the token. */
    async selectRole(role: SelfServiceRole): Promise<void> {
      const token = await getAccessToken();
      if (token === null) throw new Error('No user logged in');
      const profile = await chooseRole(token, role);
      await refresh();
      store.dispatch(signedIn({ profile }));
    },
  };
}

export type Identity = ReturnType<typeof createIdentity>;
