/**
 * What a remote of an earlier release needs before its entry runs. Those remotes were built with
 * @module-federation/enhanced and its `experiments.externalRuntime`: their entry reads the
 * enhanced runtime core from `globalThis._FEDERATION_RUNTIME_CORE` as it runs (the shell of their
 * release provided it). Their container takes webpack's share scope like today's remotes
 * (`init(shareScope)`, `get(module)`), so the page's shared libraries stay one copy.
 *
 * A chunk of its own, loaded only for such a remote (its manifest says so:
 * remoteManifest.ts, `needsEnhancedRuntime`), never on the landing's first load.
 */
import * as runtimeCore from '@module-federation/runtime-core';

/** The installed runtime core's version (build-config's DefinePlugin). */
declare const __FEDERATION_RUNTIME_VERSION__: string;

interface RuntimeCoreGlobal {
  _FEDERATION_RUNTIME_CORE?: unknown;
  _FEDERATION_RUNTIME_CORE_FROM?: { name: string; version: string };
}

/** Sets the two globals such a remote reads (what its release's shell set), once per page. */
export function provideEnhancedRuntime(): void {
  const globalRef = globalThis as RuntimeCoreGlobal;
  if (globalRef._FEDERATION_RUNTIME_CORE !== undefined) return;
  globalRef._FEDERATION_RUNTIME_CORE = runtimeCore;
  globalRef._FEDERATION_RUNTIME_CORE_FROM = {
    name: 'shell',
    version: __FEDERATION_RUNTIME_VERSION__,
  };
}
