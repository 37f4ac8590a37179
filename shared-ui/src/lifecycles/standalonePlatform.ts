import type { PlatformProps, SessionSnapshot } from '../contract/contract';

/**
 * Platform props for a remote running alone (`npm run dev -w <remote>`): a signed-out visitor
 * unless a session is given, navigation through the History API, sign-out back to `/`.
 */
export function createStandalonePlatform(
  name: string,
  domElement: HTMLElement,
  session: SessionSnapshot = { status: 'signedOut' },
): PlatformProps {
  const navigate = (path: string, options?: { replace?: boolean }) => {
    if (options?.replace === true) window.history.replaceState(null, '', path);
    else window.history.pushState(null, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  };
  return {
    name,
    domElement,
    getSession: () => session,
    subscribeToSession: () => () => undefined,
    getAccessToken: () => Promise.resolve(null),
    signOut: () => {
      navigate('/');
      return Promise.resolve();
    },
    navigate,
  };
}
