const { createConfig } = require('../rspack.shared.js');

module.exports = (env, argv) =>
  createConfig({ name: 'money', dir: __dirname, port: 3002, exposes: { './routes': './src/routes.ts' } }, env, argv);
