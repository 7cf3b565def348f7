const { createConfig } = require('../rspack.shared.js');

// port and exposed module (`./routes`) come from areas.json
module.exports = (env, argv) => createConfig({ name: 'games', dir: __dirname }, env, argv);
