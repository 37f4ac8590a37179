/**
 * One webpack configuration for every app of the platform: the shell (the federation host) and
 * each remote. Each app's webpack.config.ts calls this with its federation.config.ts, so the
 * bundler set-up lives in one place while exposes/shared stay with the app that owns them.
 */
import path from 'node:path';
import { readFileSync, readdirSync } from 'node:fs';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { ConsumeSharedPlugin } from '@module-federation/enhanced';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { sources, type Compiler, type Configuration, type WebpackPluginInstance } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { tapProcessAssets } from './process-assets';
import {
  SHARED_LIBRARY_CHUNKS,
  sharedSingletons,
  sharedUiWithFallback,
  wholeLibraryAliases,
} from './shared-singletons';

export interface FederationConfig {
  /** Federation container name, e.g. `mf_landing`. */
  name: string;
  /** Modules a remote exposes (a host exposes none). */
  exposes?: Record<string, string>;
  /** Port of `npm run dev` for this app. */
  devPort: number;
  /** True for the shell, which hosts the remotes and owns the page. */
  host?: boolean;
  /** Values the app's `public/index.html` template reads as `<%= name %>`. */
  htmlParameters?: Record<string, string>;
}

interface Env {
  WEBPACK_SERVE?: boolean;
}

interface Argv {
  mode?: 'production' | 'development' | 'none';
}

interface PackageJson {
  dependencies?: Record<string, string>;
}

/** The federation runtime packages that ship both a CommonJS and an ES build. */
const FEDERATION_RUNTIME_PACKAGES = [
  '@module-federation/runtime',
  '@module-federation/runtime-core',
  '@module-federation/sdk',
  '@module-federation/error-codes',
  '@module-federation/webpack-bundler-runtime',
  '@module-federation/runtime-tools',
];

interface FederationPackageJson {
  exports: Record<string, { import?: { default?: string } | string }>;
}

/**
 * Aliases from each federation runtime package to its ES build. The bundler runtime that
 * enhanced's plugin adds requires the runtime (CommonJS) while the shell imports
 * `@module-federation/enhanced/runtime` (ES): without these, both builds of the runtime would
 * ship. Resolved from enhanced's own folder, where npm may have nested them.
 */
function federationRuntimeAliases(): Record<string, string> {
  // A package's folder, from its main entry (enhanced's packages do not export package.json).
  const packageDir = (name: string, paths: string[]) => {
    const entry = require.resolve(name, { paths });
    return entry.slice(0, entry.lastIndexOf(`${name}/`) + name.length);
  };
  const enhancedDir = packageDir('@module-federation/enhanced', [__dirname]);
  const runtimeDir = packageDir('@module-federation/runtime', [enhancedDir]);
  const aliases: Record<string, string> = {};
  for (const name of FEDERATION_RUNTIME_PACKAGES) {
    const dir = packageDir(name, [runtimeDir, enhancedDir]);
    const manifest = JSON.parse(
      readFileSync(path.join(dir, 'package.json'), 'utf8'),
    ) as FederationPackageJson;
    const esm = manifest.exports['.']?.import;
    const file = typeof esm === 'string' ? esm : esm?.default;
    if (file !== undefined) aliases[`${name}$`] = path.join(dir, file);
  }
  return aliases;
}

/**
 * The apps' federation, by @module-federation/enhanced's webpack plugin (its container, its
 * `mf-manifest.json`, its runtime). The shell is the host: it provides every shared library and
 * loads the remotes through enhanced's runtime (shell/src/app/federatedAreaLoader.ts), and it
 * provides that runtime to the remotes (`provideExternalRuntime`), which are built with
 * `externalRuntime` and so carry no copy of it. A deployed remote only consumes: the shared
 * libraries from the page (`import: false`), shared-ui and the feature packages from the page
 * when their version fits, else from its own copy (sharedUiWithFallback, enhanced's
 * ConsumeSharedPlugin: consumed, never provided). A remote served alone by `npm run dev` keeps
 * its own runtime and provides its libraries, to run without a shell.
 */
function federationPlugins(
  federation: FederationConfig,
  dependencies: Record<string, string>,
  { isHost, serving }: { isHost: boolean; serving: boolean },
): WebpackPluginInstance[] {
  const plugin = new ModuleFederationPlugin({
    name: federation.name,
    ...(isHost
      ? { remotes: {} }
      : { filename: 'remoteEntry.js', exposes: federation.exposes ?? {} }),
    shared: sharedSingletons(dependencies, { provides: isHost || serving }),
    shareStrategy: 'loaded-first',
    // The shell needs no manifest: nothing loads it as a remote.
    manifest: isHost ? false : { fileName: 'mf-manifest.json' },
    dts: false,
    dev: false,
    experiments: isHost
      ? { provideExternalRuntime: true, optimization: { target: 'web' } }
      : // A remote loads no remotes itself, so its build of the runtime leaves remote loading out.
        { externalRuntime: !serving, optimization: { target: 'web', disableRemote: true } },
  });
  if (isHost || serving) return [plugin];
  return [
    plugin,
    new ConsumeSharedPlugin({
      shareScope: 'default',
      consumes: sharedUiWithFallback(dependencies),
    }),
  ];
}

/**
 * The app's page: `public/index.html` with its `<%= name %>` values filled in. Done here rather
 * than by html-webpack-plugin's template compilation, a child compilation that would also build
 * the modules shared by file (shared-ui's parts, the library subsets) into stray chunks.
 */
export function renderPage(appDir: string, parameters: Record<string, string>): string {
  const template = readFileSync(path.join(appDir, 'public/index.html'), 'utf8');
  return template.replace(/<%=\s*(\w+)\s*%>/g, (_, name: string) => {
    const value = parameters[name];
    if (value === undefined) throw new Error(`public/index.html: no value for <%= ${name} %>`);
    return value;
  });
}

/** Copies the static files of `public/` (other than the html template) into the build. */
class PublicFilesPlugin {
  constructor(private readonly publicDir: string) {}

  apply(compiler: Compiler) {
    tapProcessAssets(
      compiler,
      'PublicFilesPlugin',
      compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
      (compilation) => {
        for (const file of readdirSync(this.publicDir)) {
          if (file === 'index.html') continue;
          compilation.emitAsset(
            file,
            new sources.RawSource(readFileSync(path.join(this.publicDir, file))),
          );
        }
      },
    );
  }
}

export function createFederatedConfig(appDir: string, federation: FederationConfig) {
  return (
    env: Env = {},
    argv: Argv = {},
  ): Configuration & { devServer?: DevServerConfiguration } => {
    const production = argv.mode !== 'development';
    const serving = env.WEBPACK_SERVE === true;
    const pkg = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8')) as PackageJson;
    const isHost = federation.host === true;

    return {
      context: appDir,
      mode: production ? 'production' : 'development',
      // No eval-based source maps in development: the platform's Content-Security-Policy, under
      // which a remote served by `npm run dev` runs inside the local platform, forbids eval.
      // Production maps are written for ops but hidden (no `sourceMappingURL` comment): the
      // gateway never serves them, so a comment would only be a 404 in every DevTools session.
      devtool: production ? 'hidden-source-map' : 'cheap-module-source-map',
      // A remote's own page exists only to run it alone (`npm run dev`); in production a remote is
      // nothing but its federation container (remoteEntry.js, manifest and chunks).
      entry: isHost || serving ? { main: './src/index.ts' } : {},
      output: {
        path: path.join(appDir, 'dist'),
        // The shell is served from `/`; a remote's chunks load relative to its own remoteEntry.
        publicPath: isHost ? '/' : 'auto',
        // The federation runtime chunk refuses [contenthash] in `filename`; hash the chunks.
        filename: '[name].js',
        chunkFilename: '[name].[contenthash:10].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        uniqueName: federation.name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js'],
        alias: { ...federationRuntimeAliases(), ...wholeLibraryAliases() },
      },
      module: {
        rules: [
          {
            test: /\.[jt]sx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  // `react/jsx-runtime`, not the development `jsxDEV`, in every mode: a remote served
                  // by `npm run dev` also runs inside the local platform, on the shell's
                  // production React, which has no `jsxDEV`.
                  transform: { react: { runtime: 'automatic', development: false } },
                  target: 'es2020',
                },
              },
            },
          },
          { test: /\.(png|jpe?g|svg|webp|avif)$/, type: 'asset' },
        ],
      },
      plugins: [
        ...federationPlugins(federation, pkg.dependencies ?? {}, { isHost, serving }),
        ...(isHost || serving
          ? [
              new HtmlWebpackPlugin({
                templateContent: () => renderPage(appDir, federation.htmlParameters ?? {}),
                // html-webpack-plugin's production minification, keeping the gateway's SSI
                // directives (`<!--# ... -->`).
                minify: production && {
                  collapseWhitespace: true,
                  keepClosingSlash: true,
                  removeComments: true,
                  ignoreCustomComments: [/^#/],
                  removeRedundantAttributes: true,
                  removeScriptTypeAttributes: true,
                  removeStyleLinkTypeAttributes: true,
                  useShortDoctype: true,
                  minifyCSS: false,
                },
              }),
            ]
          : []),
        ...(isHost ? [new PublicFilesPlugin(path.join(appDir, 'public'))] : []),
      ],
      optimization: {
        // Federation needs chunk ids that stay stable across rebuilds of the same code.
        moduleIds: 'deterministic',
        chunkIds: 'deterministic',
        splitChunks: {
          cacheGroups: Object.fromEntries(
            Object.entries(SHARED_LIBRARY_CHUNKS).map(([name, test]) => [
              name,
              { name, test, chunks: 'async', enforce: true, priority: 20 },
            ]),
          ),
        },
      },
      performance: { hints: false },
      stats: 'errors-warnings',
      devServer: {
        port: federation.devPort,
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        // The local platform (another origin) loads this remote's manifest and chunks.
        headers: { 'Access-Control-Allow-Origin': '*' },
        client: { overlay: { warnings: false, errors: true } },
      },
    };
  };
}
