import type { AreaModule } from '@atelier/shared-ui/contract';

/** The page as the loader sees it: webpack's sharing globals, the registry and the remotes. */
interface PageGlobals {
  __FEDERATION_RUNTIME_VERSION__?: string;
  __webpack_init_sharing__?: (scope: string) => Promise<void>;
  __webpack_share_scopes__?: Record<string, unknown>;
  _FEDERATION_RUNTIME_CORE?: unknown;
  mf_landing?: unknown;
}
const page = globalThis as unknown as PageGlobals;
// build-config's DefinePlugin sets it in the shell's build.
page.__FEDERATION_RUNTIME_VERSION__ = '2.9.2';

const MANIFEST_URL = '/remotes/landing/v2/mf-manifest.json';
const ENTRY_URL = 'http://localhost/remotes/landing/v2/remoteEntry.js';
const EXPOSED_URL = 'http://localhost/remotes/landing/v2/__federation_expose_lifecycles.1a.js';

function manifest(containerRuntime: string | undefined) {
  return {
    metaData: {
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      globalName: 'mf_landing',
      publicPath: 'auto',
      ...(containerRuntime === undefined ? {} : { containerRuntime }),
    },
    exposes: [
      {
        path: './lifecycles',
        assets: { js: { sync: ['__federation_expose_lifecycles.1a.js'], async: [] } },
      },
    ],
  };
}

const lifecycles: AreaModule = {
  bootstrap: () => Promise.resolve(),
  mount: () => Promise.resolve(),
  unmount: () => Promise.resolve(),
};

const shareScope = { react: {} };
let container: { init: jest.Mock; get: jest.Mock };
let entryFails: boolean;
/** What the page had when the remote's entry ran. */
let runtimeCoreWhenEntryRan: unknown;
let fetched: string[];

/** Runs a remote entry appended to the page: defines the container, or fails to load. */
function runScripts(): void {
  jest.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
    if (node instanceof HTMLScriptElement && node.src === ENTRY_URL) {
      runtimeCoreWhenEntryRan = page._FEDERATION_RUNTIME_CORE;
      if (entryFails) {
        node.onerror?.(new Event('error'));
      } else {
        page.mf_landing = container;
        node.onload?.(new Event('load'));
      }
    }
    return node;
  });
}

function servePage(remoteManifest: unknown): void {
  fetched = [];
  global.fetch = jest.fn((url: string) => {
    fetched.push(url);
    const body =
      url === '/registry.json' ? { mf_landing: MANIFEST_URL } : (remoteManifest as object);
    // jsdom has no Response: what the loader reads of one.
    return Promise.resolve({ ok: true, status: 200, url: '', json: () => Promise.resolve(body) });
  }) as unknown as typeof fetch;
}

/** A fresh copy of the loader (its caches are per page). */
function loader(): typeof import('./federatedAreaLoader') {
  let module: typeof import('./federatedAreaLoader') | undefined;
  jest.isolateModules(() => {
    module = jest.requireActual<typeof import('./federatedAreaLoader')>('./federatedAreaLoader');
  });
  if (module === undefined) throw new Error('federatedAreaLoader did not load');
  return module;
}

beforeEach(() => {
  container = {
    init: jest.fn(() => Promise.resolve()),
    get: jest.fn(() => Promise.resolve(() => lifecycles)),
  };
  entryFails = false;
  runtimeCoreWhenEntryRan = undefined;
  page.__webpack_init_sharing__ = jest.fn(() => Promise.resolve());
  page.__webpack_share_scopes__ = { default: shareScope };
  runScripts();
});

afterEach(() => {
  jest.restoreAllMocks();
  delete page.mf_landing;
  delete page._FEDERATION_RUNTIME_CORE;
  document.head.querySelectorAll('link').forEach((link) => link.remove());
});

describe('federatedAreaLoader', () => {
  it("runs the remote's entry from its manifest, joins it to the page's share scope and gets its lifecycles", async () => {
    servePage(manifest('webpack'));
    await expect(loader().federatedAreaLoader('mf_landing').load()).resolves.toBe(lifecycles);
    expect(fetched).toEqual(['/registry.json', MANIFEST_URL]);
    expect(page.__webpack_init_sharing__).toHaveBeenCalledWith('default');
    expect(container.init).toHaveBeenCalledWith(shareScope);
    expect(container.get).toHaveBeenCalledWith('./lifecycles');
    // Today's remotes need nothing of @module-federation/enhanced.
    expect(runtimeCoreWhenEntryRan).toBeUndefined();
  });

  it('gives a remote of an earlier release the enhanced runtime core before its entry runs', async () => {
    servePage(manifest(undefined));
    await expect(loader().federatedAreaLoader('mf_landing').load()).resolves.toBe(lifecycles);
    const runtimeCore = runtimeCoreWhenEntryRan as { ModuleFederation?: unknown } | undefined;
    expect(typeof runtimeCore?.ModuleFederation).toBe('function');
    expect(container.init).toHaveBeenCalledWith(shareScope);
  });

  it('fails when the module is not lifecycles', async () => {
    servePage(manifest('webpack'));
    container.get.mockResolvedValue(() => ({ mount: 'no' }));
    await expect(loader().federatedAreaLoader('mf_landing').load()).rejects.toThrow(
      'mf_landing does not expose single-spa lifecycles',
    );
  });

  it('fails for a remote the registry does not name', async () => {
    servePage(manifest('webpack'));
    await expect(loader().federatedAreaLoader('mf_client').load()).rejects.toThrow(
      'mf_client is not in the remote registry',
    );
  });

  it('tries the registry, the manifest and the entry again after a failed load and a reset', async () => {
    servePage(manifest('webpack'));
    entryFails = true;
    const area = loader().federatedAreaLoader('mf_landing');
    await expect(area.load()).rejects.toThrow(`The remote entry ${ENTRY_URL} could not be loaded`);
    area.reset();
    entryFails = false;
    await expect(area.load()).resolves.toBe(lifecycles);
    expect(fetched).toEqual(['/registry.json', MANIFEST_URL, '/registry.json', MANIFEST_URL]);
  });
});

describe('preloadArea', () => {
  it("asks for the remote's entry and its exposed module's first file, without running them", async () => {
    servePage(manifest('webpack'));
    jest.restoreAllMocks();
    await loader().preloadArea('mf_landing');
    const preloads = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')];
    expect(preloads.map((link) => [link.href, link.as])).toEqual([
      [ENTRY_URL, 'script'],
      [EXPOSED_URL, 'script'],
    ]);
    expect(document.head.querySelector('script')).toBeNull();
  });
});
