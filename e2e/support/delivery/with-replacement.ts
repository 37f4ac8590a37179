/**
 * A remote's own webpack config (production mode, as it ships) with one text replaced in one
 * source file by a loader, written under `out/folder`: the delivery drill's builds
 * (supplier-versions.config.ts, plm-versions.config.ts). Nothing under the remote's folder changes.
 */
import path from 'node:path';
import type { Configuration } from 'webpack';

type RemoteConfig = (env: Record<string, unknown>, argv: { mode?: 'production' }) => Configuration;

const LOADER = path.join(__dirname, 'replace-text-loader.cjs');

/** The folder the drill's builds are written to (DELIVERY_DRILL_OUT, set by the drill). */
export function drillOut(): string {
  const out = process.env.DELIVERY_DRILL_OUT;
  if (out === undefined) throw new Error('Set DELIVERY_DRILL_OUT to the folder of the builds');
  return out;
}

export function withReplacement(
  remoteConfig: RemoteConfig,
  folder: string,
  file: string,
  from: string,
  to: string,
): RemoteConfig {
  return (env, argv) => {
    const config = remoteConfig(env, argv);
    return {
      ...config,
      name: folder,
      output: { ...config.output, path: path.join(drillOut(), folder) },
      module: {
        ...config.module,
        rules: [
          ...(config.module?.rules ?? []),
          { test: file, enforce: 'pre', use: [{ loader: LOADER, options: { from, to } }] },
        ],
      },
    };
  };
}
