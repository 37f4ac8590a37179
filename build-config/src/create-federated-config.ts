/**
 * One webpack configuration for every app of the platform: the shell (the federation host) and
 * each remote. Each app's webpack.config.ts calls this with its federation.config.ts, so the
 * bundler set-up lives in one place while exposes/shared stay with the app that owns them.
 */
import path from 'node:path';
import { readFileSync, readdirSync } from 'node:fs';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import {
  DefinePlugin,
  container,
  sharing,
  sources,
  type Compiler,
  type Configuration,
  type WebpackPluginInstance,
} from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { tapProcessAssets } from './process-assets';
import {
  FederationManifestPlugin,
  REMOTE_ENTRY_FILE,
  exposedChunkName,
} from './federation-manifest';
import {
  SHARED_LIBRARY_CHUNKS,
  type SharedConfig,
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

/** The version of a package as `appDir` resolves it (the enhanced runtime core the shell loads lazily). */
function installedPackageVersion(appDir: string, name: string): string {
  const entry = require.resolve(name, { paths: [appDir] });
  const dir = entry.slice(0, entry.lastIndexOf(`${name}/`) + name.length);
  return (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string })
    .version;
}

/** A remote's exposes for webpack's container: each module in a chunk of its own, by name. */
function exposedModules(
  exposes: Record<string, string>,
): Record<string, { import: string; name: string }> {
  return Object.fromEntries(
    Object.entries(exposes).map(([exposed, file]) => [
      exposed,
      { import: file, name: exposedChunkName(exposed) },
    ]),
  );
}

/**
 * Webpack's own Module Federation (its container protocol: a share scope, a remote's
 * `init(shareScope)` and `get(module)`), not @module-federation/enhanced: its host runtime is a few
 * KB where enhanced's is about 90 KB (docs/perf.md, "Issue 23 section 2: webpack's own
 * container"). The shell provides every shared library and loads the remotes itself
 * (shell/src/app/federatedAreaLoader.ts). A deployed remote is its container (remoteEntry.js)
 * and its manifest, and only consumes: the shared libraries from the page (`import: false`),
 * shared-ui and the feature packages from the page when their version fits, else from its own
 * copy (sharedUiWithFallback). One consume plugin for both, so the remote's entry carries the
 * consume runtime once. A remote served alone by `npm run dev` provides its libraries, to run
 * without a shell.
 */
function federationPlugins(
  appDir: string,
  federation: FederationConfig,
  dependencies: Record<string, string>,
  { isHost, serving }: { isHost: boolean; serving: boolean },
): WebpackPluginInstance[] {
  if (isHost) {
    return [
      new container.ModuleFederationPlugin({
        name: federation.name,
        shared: sharedSingletons(dependencies, { provides: true }),
      }),
    ];
  }
  const exposes = federation.exposes ?? {};
  const containerOptions = {
    name: federation.name,
    filename: REMOTE_ENTRY_FILE,
    library: { type: 'global', name: federation.name },
    exposes: exposedModules(exposes),
  };
  const consumed = {
    ...sharedSingletons(dependencies, { provides: false }),
    ...sharedUiWithFallback(dependencies),
  };
  const manifest = new FederationManifestPlugin(appDir, federation.name, exposes, consumed);
  if (serving) {
    return [
      new container.ModuleFederationPlugin({
        ...containerOptions,
        shared: sharedSingletons(dependencies, { provides: true }),
      }),
      manifest,
    ];
  }
  return [
    new container.ContainerPlugin(containerOptions),
    new sharing.ConsumeSharedPlugin({ shareScope: 'default', consumes: consumesOf(consumed) }),
    manifest,
  ];
}

/** Shared modules as webpack's consume plugin takes them: no `version` (only a provider has one). */
function consumesOf(shared: Record<string, SharedConfig>): Record<string, SharedConfig> {
  return Object.fromEntries(
    Object.entries(shared).map(([key, config]) => {
      const consume = { ...config };
      delete consume.version;
      return [key, consume];
    }),
  );
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
        alias: wholeLibraryAliases(),
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
        ...federationPlugins(appDir, federation, pkg.dependencies ?? {}, { isHost, serving }),
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
        ...(isHost
          ? [
              new PublicFilesPlugin(path.join(appDir, 'public')),
              new DefinePlugin({
                // For remotes of earlier releases (shell/src/app/enhancedRemote.ts).
                __FEDERATION_RUNTIME_VERSION__: JSON.stringify(
                  installedPackageVersion(appDir, '@module-federation/runtime-core'),
                ),
              }),
            ]
          : []),
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
