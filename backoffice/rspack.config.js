// The back-office console: a plain single-page app (no Module Federation), served by the server on ADMIN_PORT
// (server/src/plugins/app/console/origin.ts). Content-hashed files; every page is its own chunk (React.lazy).
// The CSP there is `script-src 'self'`: index.html has no inline script.
const path = require('node:path');
const rspack = require('@rspack/core');

/** The API server's console origin the dev server proxies /admin/api to (`npm start` listens there). */
const API = process.env.BACKOFFICE_API ?? 'http://127.0.0.1:8081';
const routerDir = path.dirname(require.resolve('react-router/package.json', { paths: [__dirname] }));

module.exports = (_env = {}, argv = {}) => {
  const mode = argv.mode || (process.env.NODE_ENV === 'development' ? 'development' : 'production');
  const prod = mode === 'production';
  return {
    mode,
    context: __dirname,
    target: ['web', 'es2020'],
    entry: { main: './src/index.tsx' },
    devtool: prod ? false : 'cheap-module-source-map',
    output: {
      path: process.env.H5_OUT_DIR ? path.resolve(process.env.H5_OUT_DIR) : path.join(__dirname, 'dist'),
      publicPath: '/',
      filename: prod ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: prod ? '[name].[contenthash:8].js' : '[name].js',
      cssFilename: prod ? '[name].[contenthash:8].css' : '[name].css',
      cssChunkFilename: prod ? '[name].[contenthash:8].css' : '[name].css',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.jsx', '.mjs', '.js', '.json'],
      // react-router's package resolves to its development build unless told otherwise (as rspack.shared.js does)
      alias: prod
        ? {
            'react-router$': path.join(routerDir, 'dist/production/index.mjs'),
            'react-router/dom$': path.join(routerDir, 'dist/production/dom-export.mjs'),
          }
        : {},
    },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !prod, refresh: false } },
            },
            env: { targets: ['chrome >= 100', 'edge >= 100', 'firefox >= 100', 'safari >= 15'] },
          },
          type: 'javascript/auto',
        },
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(svg|png)$/, type: 'asset', parser: { dataUrlCondition: { maxSize: 2048 } } },
      ],
    },
    optimization: {
      minimize: prod,
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
          // React, the router, antd and react-query change rarely: one long-cached file for every page
          vendor: {
            test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@tanstack)[\\/]/,
            name: 'react',
            priority: 20,
          },
        },
      },
    },
    performance: { hints: false },
    plugins: [
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(mode) }),
      new rspack.HtmlRspackPlugin({
        template: './index.html',
        favicon: './public/favicon.svg',
        scriptLoading: 'defer',
        minify: prod,
      }),
    ],
    devServer: {
      port: 3100,
      historyApiFallback: true,
      // the console's API answers on its own origin; the cookie's path is /admin/api
      proxy: [{ context: ['/admin/api'], target: API, changeOrigin: true, headers: { origin: API } }],
    },
  };
};
