// server/backup.js of a release: `npm run backup` / `npm run restore` of the repository
// (apps/api/src/platform/ops/backup/cli.ts), run from the release folder with the service's environment.
import { enterRelease } from './read-release';

enterRelease(import.meta.dirname);
await import('../../apps/api/src/platform/ops/backup/cli');
