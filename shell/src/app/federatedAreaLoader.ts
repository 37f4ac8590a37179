/**
 * The areas, loaded through @module-federation/enhanced's runtime: the page's one federation
 * instance (the shell's build creates it), each remote registered from the registry's line
 * (`registerRemotes`: a registry line switches or rolls back one area), its lifecycles loaded
 * with `loadRemote`, a public area's files fetched early with `preloadRemote`. The runtime
 * plugins of federationPlugins.ts retry a failed manifest or entry and check the contract.
 */
import {
  loadRemote,
  preloadRemote,
  registerPlugins,
  registerRemotes,
} from '@module-federation/enhanced/runtime';
// The contract's constants by their own path, not through the shared-ui singleton: this module
// also runs before the share scope is ready (preloadPublicArea).
import {
  AREA_EXPOSED_MODULE,
  type AreaModule,
  type RemoteRegistry,
} from '@atelier/shared-ui/contract';
import { AREAS, SHELL_AREA, ownerOf } from './areas';
import { areaContractPlugin, retryPlugin } from './federationPlugins';
import { fetchRemoteRegistry } from './remoteRegistry';
import type { AreaLoader } from './resilientArea';
import { requirementOf } from '../lib/guard';

const labelOf = (remoteName: string) =>
  AREAS.find((area) => area.name === remoteName)?.label ?? remoteName;

registerPlugins([retryPlugin(), areaContractPlugin(labelOf)]);

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
    // `force` drops what the runtime kept of a failed attempt, so that Retry really retries.
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

/**
 * Starts fetching the code of the area that owns `pathname` while the shell's own code and the
 * shared libraries are still downloading, instead of after them. Only for public routes: a
 * guarded area's code waits for the session, so a signed-out visitor never downloads a
 * workspace. Runs before the share scope is ready: nothing here may import a shared library.
 */
export function preloadPublicArea(pathname: string): void {
  const owner = ownerOf(pathname);
  if (owner === null || owner === SHELL_AREA || requirementOf(pathname) !== null) return;
  preloadArea(owner).catch(() => undefined);
}

const isAreaModule = (module: unknown): module is AreaModule =>
  typeof module === 'object' &&
  module !== null &&
  ['bootstrap', 'mount', 'unmount'].every(
    (lifecycle) => typeof (module as Record<string, unknown>)[lifecycle] === 'function',
  );

/** Loads a remote's lifecycles through the federation runtime, from the registry's manifest URL. */
export function federatedAreaLoader(name: string): AreaLoader {
  let stale = false;
  return {
    async load() {
      if (stale) registryRequest = null;
      await registerArea(name, { force: stale });
      stale = false;
      const module = await loadRemote<unknown>(`${name}/${AREA_EXPOSED_MODULE.slice(2)}`);
      if (!isAreaModule(module)) {
        throw new Error(`${name} does not expose single-spa lifecycles`);
      }
      return module;
    },
    reset() {
      // Retry reads the registry again and registers the remote afresh.
      stale = true;
    },
  };
}
