import type { AreaModule } from '@atelier/shared-ui/contract';
import { ROUTES } from '@atelier/shared-ui/routes';

// enhanced's runtime, as the loader uses it: the page's federation instance is the build's.
const runtime = {
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
  loadRemote: jest.fn<Promise<unknown>, [string]>(),
  preloadRemote: jest.fn<Promise<void>, [unknown]>(() => Promise.resolve()),
};
jest.mock('@module-federation/enhanced/runtime', () => runtime);

const lifecycles: AreaModule = {
  bootstrap: () => Promise.resolve(),
  mount: () => Promise.resolve(),
  unmount: () => Promise.resolve(),
};

let registry: Record<string, string>;
let registryReads: number;

type Loader = typeof import('./federatedAreaLoader');

/** The loader module afresh (its registrations are per page). */
function freshLoader(): Loader {
  let loader: Loader | undefined;
  jest.isolateModules(() => {
    loader = jest.requireActual<Loader>('./federatedAreaLoader');
  });
  if (loader === undefined) throw new Error('not loaded');
  return loader;
}

beforeEach(() => {
  jest.clearAllMocks();
  registry = { mf_landing: '/remotes/landing/v2/mf-manifest.json' };
  registryReads = 0;
  globalThis.fetch = jest.fn(() => {
    registryReads += 1;
    return Promise.resolve({
      ok: true,
      status: 200,
      json: () => Promise.resolve({ ...registry }),
    } as Response);
  });
  runtime.loadRemote.mockResolvedValue(lifecycles);
});

describe('federatedAreaLoader', () => {
  it("registers the shell's runtime plugins once, on the page's federation instance", () => {
    freshLoader();
    expect(runtime.registerPlugins).toHaveBeenCalledTimes(1);
    const [plugins] = runtime.registerPlugins.mock.calls[0] as [{ name: string }[]];
    expect(plugins.map((plugin) => plugin.name)).toEqual([
      'atelier-retry',
      'atelier-area-contract',
    ]);
  });

  it("registers the remote from the registry's line and loads its lifecycles", async () => {
    const { federatedAreaLoader } = freshLoader();
    await expect(federatedAreaLoader('mf_landing').load()).resolves.toBe(lifecycles);
    expect(runtime.registerRemotes).toHaveBeenCalledWith(
      [{ name: 'mf_landing', entry: '/remotes/landing/v2/mf-manifest.json' }],
      { force: false },
    );
    expect(runtime.loadRemote).toHaveBeenCalledWith('mf_landing/lifecycles');
  });

  it('refuses a remote that exposes no lifecycles', async () => {
    runtime.loadRemote.mockResolvedValue({ mount: () => undefined });
    const { federatedAreaLoader } = freshLoader();
    await expect(federatedAreaLoader('mf_landing').load()).rejects.toThrow(
      'mf_landing does not expose single-spa lifecycles',
    );
  });

  it('fails with the reason when the registry has no line for the area', async () => {
    const { federatedAreaLoader } = freshLoader();
    await expect(federatedAreaLoader('mf_client').load()).rejects.toThrow(
      'mf_client is not in the remote registry',
    );
    expect(runtime.loadRemote).not.toHaveBeenCalled();
  });

  it('after a failure, Retry reads the registry again and registers the remote afresh', async () => {
    runtime.loadRemote.mockRejectedValueOnce(new Error('RUNTIME-008'));
    const { federatedAreaLoader } = freshLoader();
    const loader = federatedAreaLoader('mf_landing');
    await expect(loader.load()).rejects.toThrow('RUNTIME-008');

    registry = { mf_landing: '/remotes/landing/v1/mf-manifest.json' };
    loader.reset();
    await expect(loader.load()).resolves.toBe(lifecycles);
    expect(registryReads).toBe(2);
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'mf_landing', entry: '/remotes/landing/v1/mf-manifest.json' }],
      { force: true },
    );
  });

  it('reads the registry once per page for every area', async () => {
    registry.mf_marketplace = '/remotes/marketplace/mf-manifest.json';
    const { federatedAreaLoader } = freshLoader();
    await federatedAreaLoader('mf_landing').load();
    await federatedAreaLoader('mf_marketplace').load();
    expect(registryReads).toBe(1);
  });
});

describe('preloadPublicArea', () => {
  it("preloads a public route's area: its manifest, entry and lifecycles, not run", async () => {
    const { preloadPublicArea } = freshLoader();
    preloadPublicArea(ROUTES.home);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(runtime.preloadRemote).toHaveBeenCalledWith([
      { nameOrAlias: 'mf_landing', exposes: ['./lifecycles'] },
    ]);
    expect(runtime.loadRemote).not.toHaveBeenCalled();
  });

  it("never preloads a guarded workspace or the shell's own routes", async () => {
    const { preloadPublicArea } = freshLoader();
    preloadPublicArea(ROUTES.client.dashboard);
    preloadPublicArea(ROUTES.login);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(runtime.preloadRemote).not.toHaveBeenCalled();
    expect(registryReads).toBe(0);
  });
});
