import { useEffect, useRef, useSyncExternalStore } from 'react';
import { usePlatform, useSession } from '@atelier/shared-ui';
import { messagingClient, type MessagingState, type StyleEvent } from './MessagingClient';

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

/**
 * Issue 39: calls `listener` with each new comment and revision of style `styleId` while the
 * component is mounted, over the tab's one real-time connection (kept open meanwhile).
 */
export function useStyleEvents(styleId: string, listener: (event: StyleEvent) => void): void {
  useMessagingConnection();
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(
    () =>
      messagingClient.onStyleEvent((event) => {
        if (event.styleId === styleId) latest.current(event);
      }),
    [styleId],
  );
}
