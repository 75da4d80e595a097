const fs = require('node:fs');
const path = require('node:path');

// One Jest run over every project's jest.config.cjs: one worker pool, one JSON summary for CI.
function findConfigs(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return findConfigs(full);
    return entry.name === 'jest.config.cjs' ? [full] : [];
  });
}

module.exports = {
  // A project's own testTimeout is ignored when the root runs several projects: this one applies to all.
  // The API's hooks seed a demo tournament into a fresh database: seconds of work, past a minute when
  // other work loads CI's two cores (seen at a load of 13). The limit is for a hang, not for speed.
  testTimeout: 180_000,
  projects: ['apps', 'libs', 'tools'].flatMap((root) => findConfigs(path.join(__dirname, root))),
};
