const { createConfig } = require('../rspack.shared.js');

module.exports = (env, argv) =>
  createConfig({ name: 'games', dir: __dirname, port: 3001, exposes: { './routes': './src/routes.ts' } }, env, argv);
