/**
 * The landing page as one monolithic bundle: the shell and every area compiled together with
 * the same libraries, no Module Federation. Only for `npm run bench:bundle`.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack, { type Configuration } from 'webpack';
import shellFederation from '../../shell/federation.config';
import { renderPage } from '@atelier/build-config';

const root = path.resolve(__dirname, '../..');

/**
 * The shell's federated area loader, which this build replaces. The swap is checked twice: the
 * file must exist under this name, and the build fails if no import of it was replaced (a
 * rename would otherwise leave the federation runtime in the monolith and the landing unloaded).
 */
const FEDERATED_LOADER = path.join(root, 'shell/src/app/federatedAreaLoader.ts');
if (!existsSync(FEDERATED_LOADER)) throw new Error(`${FEDERATED_LOADER} is not there`);
const FEDERATED_LOADER_REQUEST = new RegExp(
  `[\\\\/]${path.basename(FEDERATED_LOADER, '.ts')}(\\.ts)?$`,
);

let loaderSwaps = 0;

/** Fails the build when the federated loader was not swapped for the monolith's. */
class LoaderSwapCheck {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.afterCompile.tap('LoaderSwapCheck', (compilation) => {
      if (loaderSwaps === 0) {
        compilation.errors.push(
          new webpack.WebpackError(`No import of ${FEDERATED_LOADER} was replaced`),
        );
      }
    });
  }
}

const config: Configuration = {
  context: root,
  mode: 'production',
  entry: { main: './shell/src/bootstrap.tsx' },
  output: {
    path: path.join(root, '.cache/bench/monolith'),
    publicPath: '/',
    filename: '[name].[contenthash:10].js',
    chunkFilename: '[name].[contenthash:10].js',
    clean: true,
  },
  resolve: { extensions: ['.tsx', '.ts', '.js'] },
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
              transform: { react: { runtime: 'automatic' } },
              target: 'es2020',
            },
          },
        },
      },
    ],
  },
  plugins: [
    new webpack.NormalModuleReplacementPlugin(FEDERATED_LOADER_REQUEST, (resource) => {
      loaderSwaps += 1;
      resource.request = path.join(__dirname, 'monolith-area-loader.ts');
    }),
    new LoaderSwapCheck(),
    new HtmlWebpackPlugin({
      templateContent: () =>
        renderPage(path.join(root, 'shell'), shellFederation.htmlParameters ?? {}),
    }),
  ],
  performance: { hints: false },
  stats: 'errors-warnings',
};

export default config;
