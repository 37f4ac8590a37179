/**
 * A remote's `mf-manifest.json` (build-config/src/federation-manifest.ts writes it; remotes of
 * earlier releases were given theirs by @module-federation/enhanced, in the same format): the
 * part the shell reads to load the remote's container.
 */
export interface RemoteManifest {
  metaData: {
    remoteEntry: { name: string; path: string; type: string };
    globalName: string;
    publicPath: string;
    /** `webpack` in today's remotes (build-config/src/federation-manifest.ts). */
    containerRuntime?: string;
  };
  exposes: { path: string; assets: { js: { sync: string[] } } }[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function parseRemoteManifest(value: unknown): RemoteManifest {
  const metaData = isRecord(value) ? value.metaData : undefined;
  const remoteEntry = isRecord(metaData) ? metaData.remoteEntry : undefined;
  if (
    !isRecord(metaData) ||
    !isRecord(remoteEntry) ||
    typeof remoteEntry.name !== 'string' ||
    typeof metaData.globalName !== 'string'
  ) {
    throw new Error('The remote manifest names no remote entry');
  }
  const exposes = isRecord(value) && Array.isArray(value.exposes) ? value.exposes : [];
  return {
    metaData: {
      remoteEntry: {
        name: remoteEntry.name,
        path: typeof remoteEntry.path === 'string' ? remoteEntry.path : '',
        type: typeof remoteEntry.type === 'string' ? remoteEntry.type : 'global',
      },
      globalName: metaData.globalName,
      publicPath: typeof metaData.publicPath === 'string' ? metaData.publicPath : 'auto',
      ...(typeof metaData.containerRuntime === 'string'
        ? { containerRuntime: metaData.containerRuntime }
        : {}),
    },
    exposes: exposes.filter(isRecord).map((exposed) => {
      const assets = isRecord(exposed.assets) ? exposed.assets : {};
      const js = isRecord(assets.js) ? assets.js : {};
      const sync = Array.isArray(js.sync)
        ? js.sync.filter((file): file is string => typeof file === 'string')
        : [];
      return {
        path: typeof exposed.path === 'string' ? exposed.path : '',
        assets: { js: { sync } },
      };
    }),
  };
}

/** Where the remote's files are: its manifest's folder unless the manifest names another. */
function publicPath(manifest: RemoteManifest, manifestUrl: string): string {
  const { publicPath: declared } = manifest.metaData;
  const base = new URL(manifestUrl, window.location.href);
  return declared === 'auto' || declared === ''
    ? new URL('.', base).href
    : new URL(declared, base).href;
}

/** The URL of the remote's entry (`remoteEntry.js`). */
export function remoteEntryUrl(manifest: RemoteManifest, manifestUrl: string): string {
  const { name, path } = manifest.metaData.remoteEntry;
  const folder = path.replace(/^\.?\/+/, '').replace(/\/?$/, path === '' ? '' : '/');
  return new URL(`${folder}${name}`, publicPath(manifest, manifestUrl)).href;
}

/** The files of an exposed module the remote loads first when it is asked for. */
export function exposedModuleFiles(
  manifest: RemoteManifest,
  manifestUrl: string,
  exposedPath: string,
): string[] {
  const exposed = manifest.exposes.find((candidate) => candidate.path === exposedPath);
  const base = publicPath(manifest, manifestUrl);
  return (exposed?.assets.js.sync ?? []).map((file) => new URL(file, base).href);
}

/**
 * Whether the remote was built by an earlier release with @module-federation/enhanced, whose
 * entry needs that runtime on the page (enhancedRemote.ts). Today's remotes say `webpack`.
 */
export function needsEnhancedRuntime(manifest: RemoteManifest): boolean {
  return manifest.metaData.containerRuntime !== 'webpack';
}
