/**
 * A remote's `mf-manifest.json`: what the shell reads to find the remote's entry (the registry
 * names manifests), and what a shell of an earlier release, built with
 * @module-federation/enhanced, reads to build its snapshot of the remote
 * (`generateSnapshotFromManifest` in @module-federation/sdk: `metaData.remoteEntry`,
 * `globalName`, `publicPath`, `buildInfo`, `types`, `shared`, `exposes`). Written for
 * webpack's own container (create-federated-config.ts), which emits no manifest.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sources, type Compilation, type Compiler } from 'webpack';
import { tapProcessAssets } from './process-assets';
import type { SharedConfig } from './shared-singletons';

/** The chunk an exposed module is built into, named as the manifest's `exposes` lists it. */
export function exposedChunkName(exposedPath: string): string {
  return `__federation_expose_${exposedPath.replace(/^\.\//, '').replace(/[^\w-]/g, '_')}`;
}

/** What a remote's manifest says its entry needs: webpack's container protocol, nothing else. */
export const CONTAINER_RUNTIME = 'webpack';

export const MANIFEST_FILE = 'mf-manifest.json';
export const REMOTE_ENTRY_FILE = 'remoteEntry.js';

interface Assets {
  js: { sync: string[]; async: string[] };
  css: { sync: string[]; async: string[] };
}

/** The JavaScript files of a named chunk group (an exposed module), and those it loads later. */
function chunkGroupAssets(compilation: Compilation, name: string): Assets {
  const group = compilation.namedChunkGroups.get(name);
  const sync = new Set<string>();
  const async = new Set<string>();
  if (group !== undefined) {
    for (const chunk of group.chunks) for (const file of chunk.files) sync.add(file);
    for (const chunk of group.getChildren().flatMap((child) => child.chunks)) {
      for (const file of chunk.files) if (!sync.has(file)) async.add(file);
    }
  }
  const js = (files: Set<string>) => [...files].filter((file) => file.endsWith('.js'));
  return { js: { sync: js(sync), async: js(async) }, css: { sync: [], async: [] } };
}

export class FederationManifestPlugin {
  constructor(
    private readonly appDir: string,
    private readonly name: string,
    private readonly exposes: Record<string, string>,
    private readonly shared: Record<string, SharedConfig>,
  ) {}

  apply(compiler: Compiler) {
    tapProcessAssets(
      compiler,
      'FederationManifestPlugin',
      compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE,
      (compilation) => {
        const pkg = JSON.parse(readFileSync(path.join(this.appDir, 'package.json'), 'utf8')) as {
          name: string;
          version: string;
        };
        const none: Assets = { js: { sync: [], async: [] }, css: { sync: [], async: [] } };
        const manifest = {
          id: this.name,
          name: this.name,
          metaData: {
            name: this.name,
            type: 'app',
            buildInfo: { buildVersion: pkg.version, buildName: pkg.name },
            remoteEntry: { name: REMOTE_ENTRY_FILE, path: '', type: 'global' },
            types: { path: '', name: '', zip: '', api: '' },
            globalName: this.name,
            pluginVersion: `webpack ${compiler.webpack.version}`,
            publicPath: 'auto',
            // Read by today's shell: a remote without it was built by an earlier release with
            // @module-federation/enhanced and needs that runtime (shell/src/app/remoteManifest.ts).
            containerRuntime: CONTAINER_RUNTIME,
          },
          shared: Object.entries(this.shared).map(([key, config]) => ({
            id: `${this.name}:${config.shareKey ?? key}`,
            name: config.shareKey ?? key,
            version: config.version ?? '',
            singleton: config.singleton === true,
            requiredVersion: config.requiredVersion === false ? '' : (config.requiredVersion ?? ''),
            assets: none,
            fallback: '',
          })),
          remotes: [],
          exposes: Object.keys(this.exposes).map((exposed) => {
            const name = exposed.replace(/^\.\//, '');
            return {
              id: `${this.name}:${name}`,
              name,
              assets: chunkGroupAssets(compilation, exposedChunkName(exposed)),
              path: exposed,
            };
          }),
        };
        compilation.emitAsset(
          MANIFEST_FILE,
          new sources.RawSource(`${JSON.stringify(manifest, null, 2)}\n`),
        );
      },
    );
  }
}
