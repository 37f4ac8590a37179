import { loadRemote, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
// The contract's constants by their own path, not through the shared-ui singleton: this module
// also runs before the share scope is ready (see areaPreload.ts).
import {
  AREA_EXPOSED_MODULE,
  type AreaModule,
  type RemoteRegistry,
} from '@atelier/shared-ui/contract';
import { fetchRemoteRegistry } from './remoteRegistry';
import type { AreaLoader } from './resilientArea';

let registryRequest: Promise<RemoteRegistry> | null = null;

/** The registry, read once per page; a failed read is tried again on the next request. */
export function remoteRegistry(): Promise<RemoteRegistry> {
  registryRequest ??= fetchRemoteRegistry().catch((error: unknown) => {
    registryRequest = null;
    throw error;
  });
  return registryRequest;
}

/** Each area's registration with the federation runtime, made once per page (or per Retry). */
const registrations = new Map<string, Promise<void>>();

function registerArea(name: string, { force }: { force: boolean }): Promise<void> {
  const existing = registrations.get(name);
  if (existing !== undefined && !force) return existing;
  const registration = remoteRegistry().then((registry) => {
    const entry = registry[name];
    if (entry === undefined) throw new Error(`${name} is not in the remote registry`);
    // `force` drops what the runtime cached of a failed attempt, so Retry really retries.
    registerRemotes([{ name, entry }], { force: existing !== undefined });
  });
  registrations.set(name, registration);
  registration.catch(() => {
    if (registrations.get(name) === registration) registrations.delete(name);
  });
  return registration;
}

/**
 * Fetches an area's manifest, remote entry and exposed module without running them, so that
 * mounting it later finds them in the cache. Failures are left to the load, which reports them.
 */
export function preloadArea(name: string): Promise<void> {
  return registerArea(name, { force: false }).then(() =>
    preloadRemote([{ nameOrAlias: name, exposes: [AREA_EXPOSED_MODULE] }]),
  );
}

const isAreaModule = (module: unknown): module is AreaModule =>
  typeof module === 'object' &&
  module !== null &&
  ['bootstrap', 'mount', 'unmount'].every(
    (lifecycle) => typeof (module as Record<string, unknown>)[lifecycle] === 'function',
  );

/** Loads a remote's lifecycles through Module Federation, from the registry's manifest URL. */
export function federatedAreaLoader(name: string): AreaLoader {
  let stale = false;
  return {
    async load() {
      await registerArea(name, { force: stale });
      stale = false;
      const module = await loadRemote<unknown>(`${name}/${AREA_EXPOSED_MODULE.slice(2)}`);
      if (!isAreaModule(module)) {
        throw new Error(`${name} does not expose single-spa lifecycles`);
      }
      return module;
    },
    reset() {
      stale = true;
    },
  };
}
