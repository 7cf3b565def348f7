const { createConfig } = require('../rspack.shared.js');

module.exports = (env, argv) =>
  createConfig({ name: 'promotions', dir: __dirname, port: 3004, exposes: { './routes': './src/routes.ts' } }, env, argv);
