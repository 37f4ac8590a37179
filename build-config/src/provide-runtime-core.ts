/**
 * A federation runtime plugin, bundled into the shell (the host): it hands the host's federation
 * runtime core to the remotes, which are built with `experiments.externalRuntime` and read it
 * from `globalThis._FEDERATION_RUNTIME_CORE` instead of shipping their own copy.
 *
 * It does what @module-federation/inject-external-runtime-core-plugin (added by
 * `experiments.provideExternalRuntime`) does, with the same two globals, so remotes of any
 * release find the runtime where they look for it. That package is CommonJS and reaches the
 * runtime core through two more CommonJS wrappers (runtime-tools, runtime): about 1.7 KB of the
 * shell's first-load JavaScript; this module imports the runtime core's ES build, which the shell
 * already carries.
 */
import { Global } from '@module-federation/runtime-core';
import * as runtimeCore from '@module-federation/runtime-core';
import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime-core';

/** The runtime version the remotes are told about (`_FEDERATION_RUNTIME_CORE_FROM`). */
declare const __FEDERATION_RUNTIME_VERSION__: string;

interface RuntimeCoreGlobal {
  _FEDERATION_RUNTIME_CORE?: unknown;
  _FEDERATION_RUNTIME_CORE_FROM?: { name: string; version: string };
}

export default function provideRuntimeCore(): ModuleFederationRuntimePlugin {
  return {
    name: 'atelier-provide-runtime-core',
    beforeInit(args) {
      const globalRef = Global as RuntimeCoreGlobal;
      const from = globalRef._FEDERATION_RUNTIME_CORE_FROM;
      const name = args.options.name;
      const version = __FEDERATION_RUNTIME_VERSION__;
      // One provider per page: a second host (never on this platform) keeps the first's runtime.
      if (
        globalRef._FEDERATION_RUNTIME_CORE !== undefined &&
        from !== undefined &&
        (from.name !== name || from.version !== version)
      ) {
        return args;
      }
      globalRef._FEDERATION_RUNTIME_CORE = runtimeCore;
      globalRef._FEDERATION_RUNTIME_CORE_FROM = { name, version };
      return args;
    },
  };
}
