import * as runtimeCore from '@module-federation/runtime-core';
import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime-core';

// The shell's runtime plugin (build-config/src/provide-runtime-core.ts) hands its runtime core to
// the remotes through the globals that remotes built with `experiments.externalRuntime`, of any
// release, read. The version is the bundler's DefinePlugin value in a build.
interface RuntimeGlobal {
  __FEDERATION_RUNTIME_VERSION__?: string;
  _FEDERATION_RUNTIME_CORE?: unknown;
  _FEDERATION_RUNTIME_CORE_FROM?: { name: string; version: string };
}
const globalRef = globalThis as RuntimeGlobal;
globalRef.__FEDERATION_RUNTIME_VERSION__ = '2.9.2';

async function plugin(): Promise<ModuleFederationRuntimePlugin> {
  const { default: provideRuntimeCore } = await import('../build-config/src/provide-runtime-core');
  return provideRuntimeCore();
}

/** The plugin's beforeInit, as the runtime calls it for the host named `name`. */
async function beforeInit(name: string): Promise<void> {
  const args = { options: { name } } as Parameters<
    NonNullable<ModuleFederationRuntimePlugin['beforeInit']>
  >[0];
  const result = (await plugin()).beforeInit?.(args);
  expect(result).toBe(args);
}

afterEach(() => {
  delete globalRef._FEDERATION_RUNTIME_CORE;
  delete globalRef._FEDERATION_RUNTIME_CORE_FROM;
});

describe("the shell's runtime-core provider", () => {
  it('puts the runtime core where external-runtime remotes read it, and says who provided it', async () => {
    await beforeInit('shell');
    // The same module (jest's CommonJS interop wraps each import's namespace in its own object).
    const provided = globalRef._FEDERATION_RUNTIME_CORE as typeof runtimeCore;
    expect(provided.ModuleFederation).toBe(runtimeCore.ModuleFederation);
    expect(provided.loadScript).toBe(runtimeCore.loadScript);
    expect(globalRef._FEDERATION_RUNTIME_CORE_FROM).toEqual({ name: 'shell', version: '2.9.2' });
  });

  it("keeps another provider's runtime core (one provider per page)", async () => {
    const other = { loadRemote: () => undefined };
    globalRef._FEDERATION_RUNTIME_CORE = other;
    globalRef._FEDERATION_RUNTIME_CORE_FROM = { name: 'another_host', version: '2.9.2' };
    await beforeInit('shell');
    expect(globalRef._FEDERATION_RUNTIME_CORE).toBe(other);
    expect(globalRef._FEDERATION_RUNTIME_CORE_FROM).toEqual({
      name: 'another_host',
      version: '2.9.2',
    });
  });
});
