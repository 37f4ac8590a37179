/** @jest-environment node */
import * as runtimeCore from '@module-federation/runtime-core';
import { provideEnhancedRuntime } from './enhancedRemote';

interface RuntimeCoreGlobal {
  __FEDERATION_RUNTIME_VERSION__?: string;
  _FEDERATION_RUNTIME_CORE?: unknown;
  _FEDERATION_RUNTIME_CORE_FROM?: { name: string; version: string };
}

const globalRef = globalThis as RuntimeCoreGlobal;
// build-config's DefinePlugin sets it in the shell's build; read when the runtime is provided.
globalRef.__FEDERATION_RUNTIME_VERSION__ = '2.9.2';

afterEach(() => {
  delete globalRef._FEDERATION_RUNTIME_CORE;
  delete globalRef._FEDERATION_RUNTIME_CORE_FROM;
});

describe('provideEnhancedRuntime', () => {
  it('gives the remotes of earlier releases the runtime core where they read it', () => {
    provideEnhancedRuntime();
    const provided = globalRef._FEDERATION_RUNTIME_CORE as typeof runtimeCore;
    expect(provided.ModuleFederation).toBe(runtimeCore.ModuleFederation);
    expect(provided.loadScript).toBe(runtimeCore.loadScript);
    expect(globalRef._FEDERATION_RUNTIME_CORE_FROM).toEqual({ name: 'shell', version: '2.9.2' });
  });

  it('keeps a runtime core the page already has', () => {
    const other = { ModuleFederation: 'another runtime' };
    globalRef._FEDERATION_RUNTIME_CORE = other;
    provideEnhancedRuntime();
    expect(globalRef._FEDERATION_RUNTIME_CORE).toBe(other);
  });
});
