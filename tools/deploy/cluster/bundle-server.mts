// The cluster test's server: the release's server bundle (tools/release), without the web builds
// nginx's part of which nginx-serve.spec.ts and release.spec.ts already cover. Run with tsx.
import fs from 'node:fs';
import path from 'node:path';
import { migrations } from "../../../apps/api/src/platform/db/migrations";
import { bundleServer } from '../../release/server-bundle';

const [out, tournament] = process.argv.slice(2);
await bundleServer(path.join(out, 'server'));
const names = Object.keys(migrations).sort();
fs.writeFileSync(path.join(out, 'release.json'), JSON.stringify({ tournament, commit: 'cluster-test', builtAt: new Date().toISOString(), schema: names.at(-1), migrations: names }));
for (const dir of ['web', 'admin']) fs.mkdirSync(path.join(out, dir), { recursive: true });
fs.writeFileSync(path.join(out, 'web/index.html'), '<!doctype html><title>cluster</title>');
fs.writeFileSync(path.join(out, 'admin/index.html'), '<!doctype html><title>admin</title>');
