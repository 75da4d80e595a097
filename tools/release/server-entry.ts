// server/main.js of a release: the API server of apps/api/src/main.ts, started from the release folder.
import { enterRelease } from './read-release';

enterRelease(import.meta.dirname);
// After the environment is set: the server's modules read it as they load (NODE_ENV among others).
await import('../../apps/api/src/main');
