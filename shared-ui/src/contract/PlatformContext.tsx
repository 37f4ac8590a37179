import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { PlatformProps, SessionSnapshot } from './contract';

const PlatformContext = createContext<PlatformProps | null>(null);

/** Makes the shell's props available to the area's components. */
export function PlatformProvider({
  platform,
  children,
}: {
  platform: PlatformProps;
  children: ReactNode;
}) {
  return <PlatformContext.Provider value={platform}>{children}</PlatformContext.Provider>;
}

/** The shell's props; only inside an area rendered by `createAreaLifecycles`. */
export function usePlatform(): PlatformProps {
  const platform = useContext(PlatformContext);
  if (platform === null) {
    throw new Error('usePlatform must be used within a PlatformProvider');
  }
  return platform;
}

/** The current session, re-rendering when the shell reports a change. */
export function useSession(): SessionSnapshot {
  const platform = usePlatform();
  return useSyncExternalStore(
    (listener) => platform.subscribeToSession(listener),
    () => platform.getSession(),
  );
}

const SIGNED_OUT: SessionSnapshot = { status: 'signedOut' };
const NO_SUBSCRIPTION = () => () => undefined;
const signedOut = () => SIGNED_OUT;

/**
 * The current session where a page may also render outside an area (the landing page's
 * prerendered markup, a component's test): there, a signed-out visitor. Inside an area it is
 * `useSession`.
 */
export function useSessionOrSignedOut(): SessionSnapshot {
  const platform = useContext(PlatformContext);
  return useSyncExternalStore(
    platform === null ? NO_SUBSCRIPTION : (listener) => platform.subscribeToSession(listener),
    platform === null ? signedOut : () => platform.getSession(),
    signedOut,
  );
}
