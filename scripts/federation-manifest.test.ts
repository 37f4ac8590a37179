// The manifest a remote is deployed with (build-config/src/federation-manifest.ts), written by a
// real webpack build of a small remote: the fields today's shell reads
// (shell/src/app/remoteManifest.ts) and those a shell of an earlier release, built with
// @module-federation/enhanced, reads to make its snapshot of the remote.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import {
  CONTAINER_RUNTIME,
  exposedChunkName,
  FederationManifestPlugin,
  MANIFEST_FILE,
  REMOTE_ENTRY_FILE,
} from '../build-config/src/federation-manifest';

interface Manifest {
  id: string;
  name: string;
  metaData: {
    name: string;
    buildInfo: { buildVersion: string; buildName: string };
    remoteEntry: { name: string; path: string; type: string };
    types: Record<string, string>;
    globalName: string;
    publicPath: string;
    containerRuntime: string;
  };
  shared: {
    id: string;
    name: string;
    version: string;
    singleton: boolean;
    requiredVersion: string;
  }[];
  exposes: {
    id: string;
    name: string;
    path: string;
    assets: { js: { sync: string[]; async: string[] } };
  }[];
}

let dir: string;
let output: string;
let manifest: Manifest;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'federation-manifest-'));
  output = path.join(dir, 'dist');
  mkdirSync(path.join(dir, 'src'));
  writeFileSync(
    path.join(dir, 'package.json'),
    JSON.stringify({ name: 'mf-fixture', version: '1.2.3' }),
  );
  writeFileSync(
    path.join(dir, 'src', 'lifecycles.js'),
    "export const mount = () => import('./later.js');\n",
  );
  writeFileSync(path.join(dir, 'src', 'later.js'), "export const later = 'LATER_MODULE';\n");
  const exposes = { './lifecycles': './src/lifecycles.js' };
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: {},
    output: { path: output, publicPath: 'auto', uniqueName: 'fixture' },
    plugins: [
      new webpack.container.ContainerPlugin({
        name: 'fixture',
        filename: REMOTE_ENTRY_FILE,
        library: { type: 'global', name: 'fixture' },
        exposes: {
          './lifecycles': {
            import: exposes['./lifecycles'],
            name: exposedChunkName('./lifecycles'),
          },
        },
      }),
      new FederationManifestPlugin(dir, 'fixture', exposes, {
        react: { singleton: true, requiredVersion: '^19.0.0', version: '19.2.0' },
        '@atelier/shared-ui': { requiredVersion: false, shareKey: '@atelier/shared-ui' },
      }),
    ],
  });
  await new Promise<void>((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) reject(error);
      else if (stats?.hasErrors()) reject(new Error(stats.toString('errors-only')));
      else resolve();
    });
  });
  manifest = JSON.parse(readFileSync(path.join(output, MANIFEST_FILE), 'utf8')) as Manifest;
}, 60_000);

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe("a remote's mf-manifest.json", () => {
  it('names the remote entry and says it needs webpack container runtime only', () => {
    expect(manifest.metaData).toMatchObject({
      name: 'fixture',
      globalName: 'fixture',
      publicPath: 'auto',
      remoteEntry: { name: REMOTE_ENTRY_FILE, path: '', type: 'global' },
      buildInfo: { buildVersion: '1.2.3', buildName: 'mf-fixture' },
      containerRuntime: CONTAINER_RUNTIME,
    });
    expect(existsSync(path.join(output, REMOTE_ENTRY_FILE))).toBe(true);
  });

  it("lists the exposed module's first files, and the files it loads later", () => {
    expect(manifest.exposes).toHaveLength(1);
    const [exposed] = manifest.exposes;
    expect(exposed).toMatchObject({
      id: 'fixture:lifecycles',
      name: 'lifecycles',
      path: './lifecycles',
    });
    const { sync, async } = exposed?.assets.js ?? { sync: [], async: [] };
    expect(sync.length).toBeGreaterThan(0);
    expect(async.length).toBeGreaterThan(0);
    const read = (file: string) => readFileSync(path.join(output, file), 'utf8');
    expect(async.some((file) => read(file).includes('LATER_MODULE'))).toBe(true);
    expect(sync.some((file) => read(file).includes('LATER_MODULE'))).toBe(false);
  });

  it('lists the shared libraries the remote consumes, as enhanced hosts read them', () => {
    expect(manifest.shared).toEqual([
      expect.objectContaining({
        id: 'fixture:react',
        name: 'react',
        version: '19.2.0',
        singleton: true,
        requiredVersion: '^19.0.0',
      }),
      expect.objectContaining({
        id: 'fixture:@atelier/shared-ui',
        name: '@atelier/shared-ui',
        singleton: false,
        requiredVersion: '',
      }),
    ]);
    expect(manifest.metaData.types).toEqual({ path: '', name: '', zip: '', api: '' });
  });
});
