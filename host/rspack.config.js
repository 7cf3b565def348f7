const { createConfig } = require('../rspack.shared.js');

module.exports = (env, argv) => createConfig({ name: 'host', dir: __dirname, port: 3000 }, env, argv);
