/**
 * The shell's runtime plugins for @module-federation/enhanced's runtime (its plugin API): what
 * the platform adds to loading a remote. Registered once, on the page's one federation instance
 * (federatedAreaLoader.ts).
 *
 * - `retryPlugin`: a remote's manifest and entry are asked for again after a network failure or
 *   a server error, a few times with a growing pause, before the area shows its fallback. A
 *   gateway restarting or a deploy replacing files is then a short wait, not a Retry click.
 *   (enhanced's own @module-federation/retry-plugin is published here only for its 0.x runtime,
 *   whose hooks differ: the two hooks below are that plugin's job on the 2.x runtime.)
 * - `areaContractPlugin`: an area built against another major of the shell-to-remote contract
 *   is refused as it loads, before anything of it mounts: the load fails with the reason, which
 *   the area's fallback shows (resilientArea.tsx).
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { AREA_EXPOSED_MODULE } from '@atelier/shared-ui/contract';
import { contractIncompatibility } from './areaContract';

export interface RetryOptions {
  /** Attempts after the first. */
  retries: number;
  /** The pause before the first retry; each next one waits this much longer. */
  delayMs: number;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Whether a response is worth asking for again: the server failed, not the request. */
const isServerFailure = (response: Response) => response.status >= 500;

export function retryPlugin(
  { retries, delayMs }: RetryOptions = { retries: 2, delayMs: 400 },
): ModuleFederationRuntimePlugin {
  return {
    name: 'atelier-retry',
    // The manifest (the runtime's only fetch): network errors and 5xx are tried again.
    async fetch(url, init) {
      for (let attempt = 0; ; attempt += 1) {
        try {
          const response = await globalThis.fetch(url, init);
          if (!isServerFailure(response) || attempt >= retries) return response;
        } catch (error) {
          if (attempt >= retries) throw error;
        }
        await pause(delayMs * (attempt + 1));
      }
    },
    // The remote entry's script did not load: load it again (the runtime asks once). The hook's
    // declared result is a promise of a promise; resolving with one adopts it.
    loadEntryError: (args) =>
      new Promise((resolve) => {
        resolve(reloadEntry(args, { retries, delayMs }));
      }),
  };
}

type EntryErrorArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>>[0];

/** Loads a remote's entry again, the failed load forgotten first, up to `retries` times. */
async function reloadEntry(
  { getRemoteEntry, origin, remoteInfo, globalLoading, uniqueKey }: EntryErrorArgs,
  { retries, delayMs }: RetryOptions,
): Promise<Awaited<ReturnType<EntryErrorArgs['getRemoteEntry']>> & object> {
  let lastError: unknown;
  for (let attempt = 0; attempt < retries; attempt += 1) {
    await pause(delayMs * (attempt + 1));
    // The failed load is forgotten, or the runtime would hand it back.
    Reflect.deleteProperty(globalLoading, uniqueKey);
    try {
      const entry = await getRemoteEntry({ origin, remoteInfo });
      if (entry) return entry;
    } catch (error) {
      lastError = error;
    }
  }
  Reflect.deleteProperty(globalLoading, uniqueKey);
  throw lastError instanceof Error
    ? lastError
    : new Error(`The remote entry of ${remoteInfo.name} could not be loaded`);
}

/** A remote refused for its contract version: the message is the reason users read. */
export class AreaContractError extends Error {
  override name = 'AreaContractError';
}

const contractVersionOf = (module: unknown): unknown =>
  typeof module === 'object' && module !== null
    ? (module as { contractVersion?: unknown }).contractVersion
    : undefined;

/** `labelOf`: what users call the area a remote is (the area table's label). */
export function areaContractPlugin(
  labelOf: (remoteName: string) => string,
): ModuleFederationRuntimePlugin {
  return {
    name: 'atelier-area-contract',
    onLoad(args) {
      if (args.expose !== AREA_EXPOSED_MODULE) return;
      const incompatibility = contractIncompatibility(
        labelOf(args.remote.name),
        contractVersionOf(args.exposeModule),
      );
      if (incompatibility !== null) throw new AreaContractError(incompatibility);
    },
  };
}
