// The contract's constants by their own path, not through the shared-ui singleton: this module
// also runs before the share scope is ready (see areaPreload.ts).
import {
  AREA_EXPOSED_MODULE,
  type AreaModule,
  type RemoteRegistry,
} from '@atelier/shared-ui/contract';
import { fetchRemoteRegistry } from './remoteRegistry';
import {
  exposedModuleFiles,
  needsEnhancedRuntime,
  parseRemoteManifest,
  remoteEntryUrl,
  type RemoteManifest,
} from './remoteManifest';
import type { AreaLoader } from './resilientArea';

/** Webpack's container protocol, as the shell's build provides it (webpack's own federation). */
declare const __webpack_init_sharing__: (scope: string) => Promise<void>;
declare const __webpack_share_scopes__: Record<string, unknown>;

/** A remote's federation container: what its remote entry puts on the page's global object. */
interface RemoteContainer {
  init(shareScope: unknown): Promise<void> | void;
  get(module: string): Promise<() => unknown>;
}

let registryRequest: Promise<RemoteRegistry> | null = null;

/** The registry, read once per page; a failed read is tried again on the next request. */
export function remoteRegistry(): Promise<RemoteRegistry> {
  registryRequest ??= fetchRemoteRegistry().catch((error: unknown) => {
    registryRequest = null;
    throw error;
  });
  return registryRequest;
}

/** A request that is forgotten when it fails, so that the next call tries again. */
function retried<T>(cache: Map<string, Promise<T>>, key: string, start: () => Promise<T>) {
  const existing = cache.get(key);
  if (existing !== undefined) return existing;
  const request = start();
  cache.set(key, request);
  request.catch(() => {
    if (cache.get(key) === request) cache.delete(key);
  });
  return request;
}

const manifests = new Map<string, Promise<{ url: string; manifest: RemoteManifest }>>();

/** An area's manifest, from the URL its registry line names. */
function areaManifest(name: string): Promise<{ url: string; manifest: RemoteManifest }> {
  return retried(manifests, name, async () => {
    const registry = await remoteRegistry();
    const url = registry[name];
    if (url === undefined) throw new Error(`${name} is not in the remote registry`);
    const response = await fetch(url);
    if (!response.ok) {
      throw new Error(`The manifest of ${name} could not be read (HTTP ${response.status})`);
    }
    return { url: response.url || url, manifest: parseRemoteManifest(await response.json()) };
  });
}

const scripts = new Map<string, Promise<void>>();

/** Runs the script at `url` once per page (again after a failure). */
function loadScript(url: string): Promise<void> {
  return retried(
    scripts,
    url,
    () =>
      new Promise<void>((resolve, reject) => {
        const script = document.createElement('script');
        script.src = url;
        script.onload = () => resolve();
        script.onerror = () => {
          script.remove();
          reject(new Error(`The remote entry ${url} could not be loaded`));
        };
        document.head.appendChild(script);
      }),
  );
}

const containers = new Map<string, Promise<RemoteContainer>>();

/** An area's container, its remote entry run and joined to the page's share scope. */
function areaContainer(name: string): Promise<RemoteContainer> {
  return retried(containers, name, async () => {
    const { url, manifest } = await areaManifest(name);
    if (needsEnhancedRuntime(manifest)) {
      const { provideEnhancedRuntime } = await import('./enhancedRemote');
      provideEnhancedRuntime();
    }
    await loadScript(remoteEntryUrl(manifest, url));
    const container = (globalThis as Record<string, unknown>)[manifest.metaData.globalName] as
      RemoteContainer | undefined;
    if (container === undefined) {
      throw new Error(
        `${name}'s remote entry defines no container ${manifest.metaData.globalName}`,
      );
    }
    await __webpack_init_sharing__('default');
    await container.init(__webpack_share_scopes__.default);
    return container;
  });
}

/** The files already asked for by a preload on this page. */
const preloaded = new Set<string>();

/** Asks the browser for `url` now, to be run later by the script that loads it. */
function preloadScript(url: string): void {
  if (preloaded.has(url)) return;
  preloaded.add(url);
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'script';
  link.href = url;
  document.head.appendChild(link);
}

/**
 * Fetches an area's manifest, remote entry and exposed module without running them, so that
 * mounting it later finds them in the cache. Failures are left to the load, which reports them.
 */
export async function preloadArea(name: string): Promise<void> {
  const { url, manifest } = await areaManifest(name);
  preloadScript(remoteEntryUrl(manifest, url));
  for (const file of exposedModuleFiles(manifest, url, AREA_EXPOSED_MODULE)) preloadScript(file);
}

const isAreaModule = (module: unknown): module is AreaModule =>
  typeof module === 'object' &&
  module !== null &&
  ['bootstrap', 'mount', 'unmount'].every(
    (lifecycle) => typeof (module as Record<string, unknown>)[lifecycle] === 'function',
  );

/** Loads a remote's lifecycles through its federation container, from the registry's manifest URL. */
export function federatedAreaLoader(name: string): AreaLoader {
  return {
    async load() {
      const container = await areaContainer(name);
      const factory = await container.get(AREA_EXPOSED_MODULE);
      const module = factory();
      if (!isAreaModule(module)) {
        throw new Error(`${name} does not expose single-spa lifecycles`);
      }
      return module;
    },
    reset() {
      // Failed requests are already forgotten (`retried`); a Retry reads the registry again.
      registryRequest = null;
      manifests.delete(name);
      containers.delete(name);
    },
  };
}
