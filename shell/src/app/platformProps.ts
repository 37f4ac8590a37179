import type { PlatformProps } from '@atelier/shared-ui';
import type { Identity } from './identity/identity';
import { selectSession } from './session/sessionSlice';
import type { AppStore } from './store';

/** The element an area renders into; one per area, created on first use, kept in page order. */
export function areaElement(name: string): HTMLElement {
  const id = `area-${name}`;
  const existing = document.getElementById(id);
  if (existing !== null) return existing;
  const element = document.createElement('div');
  element.id = id;
  element.dataset.area = name;
  const root = document.getElementById('root') ?? document.body;
  root.append(element);
  return element;
}

/** Moves within the platform; single-spa sees the history change and reroutes, no reload. */
export function navigate(path: string, options?: { replace?: boolean }): void {
  if (options?.replace === true) window.history.replaceState(null, '', path);
  else window.history.pushState(null, '', path);
}

/** Calls `listener` when the session snapshot changes (not on every store update). */
export function subscribeToSession(store: AppStore, listener: () => void): () => void {
  let previous = selectSession(store.getState());
  return store.subscribe(() => {
    const next = selectSession(store.getState());
    if (next !== previous) {
      previous = next;
      listener();
    }
  });
}

/** The props the shell hands every area: the typed contract of shared-ui. */
export function createPlatformProps(
  store: AppStore,
  identity: Identity,
  name: string,
): PlatformProps {
  return {
    name,
    domElement: areaElement(name),
    getSession: () => selectSession(store.getState()),
    subscribeToSession: (listener) => subscribeToSession(store, listener),
    getAccessToken: identity.getAccessToken,
    signOut: async () => {
      await identity.signOut();
      navigate('/');
    },
    navigate,
  };
}
