const { createConfig } = require('../rspack.shared.js');

module.exports = (env, argv) =>
  createConfig({ name: 'account', dir: __dirname, port: 3003, exposes: { './routes': './src/routes.ts' } }, env, argv);
