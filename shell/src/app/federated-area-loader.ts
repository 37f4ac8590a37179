import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { AREA_EXPOSED_MODULE, type AreaLifecycles, type RemoteRegistry } from '@atelier/shared-ui';
import { fetchRemoteRegistry } from './remote-registry';
import type { AreaLoader } from './resilient-area';

let registryRequest: Promise<RemoteRegistry> | null = null;

/** The registry, read once per page; a failed read is tried again on the next request. */
export function remoteRegistry(): Promise<RemoteRegistry> {
  registryRequest ??= fetchRemoteRegistry().catch((error: unknown) => {
    registryRequest = null;
    throw error;
  });
  return registryRequest;
}

const isAreaLifecycles = (module: unknown): module is AreaLifecycles =>
  typeof module === 'object' &&
  module !== null &&
  ['bootstrap', 'mount', 'unmount'].every(
    (lifecycle) => typeof (module as Record<string, unknown>)[lifecycle] === 'function',
  );

/** Loads a remote's lifecycles through Module Federation, from the registry's manifest URL. */
export function federatedAreaLoader(name: string): AreaLoader {
  let registered = false;
  let stale = false;
  return {
    async load() {
      const entry = (await remoteRegistry())[name];
      if (entry === undefined) throw new Error(`${name} is not in the remote registry`);
      if (!registered || stale) {
        // `force` drops what the runtime cached of a failed attempt, so Retry really retries.
        registerRemotes([{ name, entry }], { force: registered });
        registered = true;
        stale = false;
      }
      const module = await loadRemote<unknown>(`${name}/${AREA_EXPOSED_MODULE.slice(2)}`);
      if (!isAreaLifecycles(module)) {
        throw new Error(`${name} does not expose single-spa lifecycles`);
      }
      return module;
    },
    reset() {
      stale = true;
    },
  };
}
