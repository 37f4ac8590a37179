import { useEffect, useSyncExternalStore } from 'react';
import { usePlatform, useSession } from '@atelier/shared-ui';
import { messagingClient, type MessagingState } from './MessagingClient';

/** The tab's messaging state, re-rendering on every change. */
export function useMessaging(): MessagingState {
  return useSyncExternalStore(messagingClient.subscribe, messagingClient.getState);
}

/**
 * Keeps the tab's real-time connection open while the signed-in user is on a screen that uses it
 * (the navbar's indicators, the inbox, the notifications page).
 */
export function useMessagingConnection(): MessagingState {
  const platform = usePlatform();
  const session = useSession();
  const me = session.status === 'signedIn' ? (session.profile?.id ?? null) : null;
  useEffect(() => {
    if (me === null) return undefined;
    return messagingClient.acquire(me, platform.getAccessToken);
  }, [me, platform]);
  return useMessaging();
}
