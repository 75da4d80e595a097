import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const nginxBinary = '/usr/sbin/nginx';
/** Debian's libnginx-mod-http-brotli-static: on a machine, /etc/nginx/modules-enabled loads it. */
export const brotliModule = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/**
 * A main nginx.conf around site files, as Debian's includes sites-enabled/*: for `nginx -t` and for
 * running nginx as a plain process in a folder of its own (`prefix`).
 */
/**
 * Connections one nginx worker may hold. Every open live stream holds two (the browser's and the one to
 * the instance): Debian's nginx.conf has 768 per worker, which caps a 2-core machine at about 768 phones;
 * a stream past it is refused or cut, and a rolling restart's reconnects fail with
 * "worker_connections are not enough" (docs/operations.md says what to set on a machine).
 */
export const defaultWorkerConnections = 512;

export function wrapperConfig(prefix: string, siteFiles: string[], brotli: boolean, workerConnections = defaultWorkerConnections): string {
  const file = path.join(prefix, 'nginx.conf');
  fs.mkdirSync(prefix, { recursive: true });
  fs.writeFileSync(
    file,
    [
      ...(brotli ? [`load_module ${brotliModule};`] : []),
      `pid ${path.join(prefix, 'nginx.pid')};`,
      `error_log ${path.join(prefix, 'error.log')} warn;`,
      'worker_processes 1;',
      // Files: the connections and the worker's own (logs, static files) under one limit.
      `worker_rlimit_nofile ${workerConnections * 2};`,
      `events { worker_connections ${workerConnections}; }`,
      'http {',
      '    include /etc/nginx/mime.types;',
      '    access_log off;',
      ...siteFiles.map((site) => `    include ${site};`),
      '}',
      '',
    ].join('\n'),
  );
  return file;
}

/** `nginx -t` of the site files: passes, or the reason it does not. */
export function nginxTest(prefix: string, siteFiles: string[], brotli: boolean): { ok: boolean; output: string } {
  const conf = wrapperConfig(prefix, siteFiles, brotli);
  const result = spawnSync(nginxBinary, ['-t', '-q', '-e', 'stderr', '-p', prefix, '-c', conf], { encoding: 'utf8' });
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}`.trim() };
}
