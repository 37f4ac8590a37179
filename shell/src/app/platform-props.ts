import type { PlatformProps } from '@atelier/shared-ui';
import { selectSession, sessionResolved } from './session/sessionSlice';
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

/** The props the shell hands every area: the typed contract of shared-ui. */
export function createPlatformProps(store: AppStore, name: string): PlatformProps {
  return {
    name,
    domElement: areaElement(name),
    getSession: () => selectSession(store.getState()),
    subscribeToSession: (listener) => {
      let previous = selectSession(store.getState());
      return store.subscribe(() => {
        const next = selectSession(store.getState());
        if (next !== previous) {
          previous = next;
          listener();
        }
      });
    },
    // Identity arrives with the sign-in issue; until then every visitor is signed out.
    getAccessToken: () => Promise.resolve(null),
    signOut: () => {
      store.dispatch(sessionResolved({ status: 'signedOut' }));
      navigate('/');
      return Promise.resolve();
    },
    navigate,
  };
}
