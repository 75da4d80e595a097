import fs from 'node:fs';
import path from 'node:path';

// The operations guide and the README are what an operator types from; a command they name that
// package.json does not have fails on the night of a deployment (release and deploy once were missing).
const root = path.resolve(__dirname, '../..');
const documents = ['README.md', 'docs/operations.md'];

describe('the npm commands the README and the operations guide name', () => {
  const scripts = Object.keys((JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts);

  it.each(documents)('are scripts of package.json (%s)', (document) => {
    const text = fs.readFileSync(path.join(root, document), 'utf8');
    const named = [...new Set([...text.matchAll(/\bnpm run (?:-s )?([\w:-]+)/g)].map((match) => match[1]))];
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((name) => !scripts.includes(name))).toEqual([]);
  });
});
