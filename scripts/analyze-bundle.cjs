const rspack = require('@rspack/core');
const cfg = require(process.cwd() + '/rspack.config.js')({}, { mode: 'production' });
rspack(cfg).run((err, stats) => {
  if (err) throw err;
  const j = stats.toJson({ modules: true, chunks: true, nestedModules: true });
  const agg = {};
  const walk = (mods) => {
    for (const m of mods || []) {
      if (m.modules) {
        walk(m.modules);
        continue;
      }
      const n = m.name || '';
      const key = n.includes('node_modules')
        ? n.replace(/.*node_modules\/(@[^/]+\/[^/]+|[^/]+).*/, '$1')
        : 'app:' + n.slice(0, 70);
      agg[key] = (agg[key] || 0) + (m.size || 0);
    }
  };
  walk(j.modules);
  Object.entries(agg)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 30)
    .forEach(([k, v]) => console.log((v / 1024).toFixed(1).padStart(8), k));
  for (const c of j.chunks) console.log('chunk', c.names, c.files, c.initial, (c.size / 1024).toFixed(1));
});
