/**
 * The server of large-files.spec.ts in a process of its own, so the test measures this server's
 * memory alone (not Jest's, nor the other worker's garbage): an app on a fresh database with one
 * editor, listening on a free port. Prints `{"port":…,"cookie":"…"}` on its first line, then serves
 * until it is killed.
 */
import type { AddressInfo } from 'node:net';
import { createUser, loginAs } from '../test-utils/test-app';
import { createBareApp } from './bare-app';

async function main(): Promise<void> {
  const t = await createBareApp();
  await createUser(t.app, { email: 'editor@demo.test', roles: ['ROLE_SUPER_ADMIN'] });
  const cookie = await loginAs(t.app, 'editor@demo.test');
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  process.stdout.write(`${JSON.stringify({ port: (t.app.server.address() as AddressInfo).port, cookie })}\n`);
  const stop = () => void t.close().finally(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
