/**
 * The landing page as one monolithic bundle: the shell and every area compiled together with
 * the same libraries, no Module Federation. Only for `npm run bench:bundle`.
 */
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack, { type Configuration } from 'webpack';
import shellFederation from '../../shell/federation.config';
import { renderPage } from '@atelier/build-config';

const root = path.resolve(__dirname, '../..');

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
    new webpack.NormalModuleReplacementPlugin(
      /federatedAreaLoader$/,
      path.join(__dirname, 'monolith-area-loader.ts'),
    ),
    new HtmlWebpackPlugin({
      templateContent: () =>
        renderPage(path.join(root, 'shell'), shellFederation.htmlParameters ?? {}),
    }),
  ],
  performance: { hints: false },
  stats: 'errors-warnings',
};

export default config;
