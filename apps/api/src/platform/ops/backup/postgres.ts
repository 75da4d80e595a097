import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { once } from 'node:events';
import { PassThrough } from 'node:stream';

/**
 * pg_dump, pg_restore and psql: from PG_BIN, else Debian's newest /usr/lib/postgresql/<n>/bin (a
 * pg_dump must be as new as the server it dumps), else PATH.
 */
export function pgTool(name: 'pg_dump' | 'pg_restore' | 'psql', pgBin?: string): string {
  if (pgBin) return path.join(pgBin, name);
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root).filter((v) => fs.existsSync(path.join(root, v, 'bin', name))) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  return newest ? path.join(root, newest, 'bin', name) : name;
}

/**
 * The connection for the PostgreSQL tools as PG* variables, not as an argument: a password on the
 * command line is readable by every user of the machine (ps).
 */
export function pgEnvironment(databaseUrl: string): NodeJS.ProcessEnv {
  const url = new URL(databaseUrl);
  const env: NodeJS.ProcessEnv = { ...process.env, PGHOST: url.hostname, PGPORT: url.port || '5432', PGDATABASE: decodeURIComponent(url.pathname.slice(1)) };
  if (url.username) env.PGUSER = decodeURIComponent(url.username);
  if (url.password) env.PGPASSWORD = decodeURIComponent(url.password);
  const sslmode = url.searchParams.get('sslmode');
  if (sslmode) env.PGSSLMODE = sslmode;
  return env;
}

/** Runs a tool; rejects with its own error output when it fails. */
async function run(command: string, args: string[], env: NodeJS.ProcessEnv, stdin?: NodeJS.ReadableStream): Promise<void> {
  const child = spawn(command, args, { env, stdio: [stdin ? 'pipe' : 'ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  if (stdin && child.stdin) {
    // A tool that stops reading (it failed) must fail the run, not crash the process with EPIPE.
    child.stdin.on('error', () => undefined);
    stdin.pipe(child.stdin);
  }
  const failed = once(child, 'error').then(([error]: Error[]) => {
    const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
    throw missing ? new Error(`${command} was not found: install PostgreSQL's client programs or set PG_BIN to their folder.`, { cause: error }) : error;
  });
  const [code] = (await Promise.race([once(child, 'exit'), failed])) as [number | null];
  if (code !== 0) throw new Error(`${path.basename(command)} failed (${code}): ${errors.trim()}`);
}

/** pg_dump's custom format: compressed, restored selectively or in parallel by pg_restore. */
export function dumpPostgres(databaseUrl: string, file: string, pgBin?: string): Promise<void> {
  return run(pgTool('pg_dump', pgBin), ['--format=custom', '--no-owner', '--no-acl', `--file=${file}`], pgEnvironment(databaseUrl));
}

/**
 * Replaces the database's public schema with the dump's in one transaction: psql runs the schema's
 * removal, pg_restore's script and a check of the migrations restored with ON_ERROR_STOP and
 * --single-transaction, so any failure (a damaged dump, a lost connection) rolls everything back
 * and the database stays as it was. Other sessions' queries wait on its locks meanwhile.
 */
export async function restorePostgres(databaseUrl: string, file: string, expectedMigrations: number, pgBin?: string): Promise<void> {
  const env = pgEnvironment(databaseUrl);
  const script = spawn(pgTool('pg_restore', pgBin), ['--no-owner', '--no-acl', '--file=-', file], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let restoreErrors = '';
  script.stderr.on('data', (chunk: Buffer) => (restoreErrors += chunk.toString()));
  // 'close' comes after its output has ended, so everything it wrote is in `input` by then.
  const scriptDone = new Promise<number | null>((resolve) => {
    script.once('error', (error) => resolve(((restoreErrors += error.message), -1)));
    script.once('close', resolve);
  });
  const input = new PassThrough();
  input.write('DROP SCHEMA public CASCADE;\nCREATE SCHEMA public;\n');
  script.stdout.pipe(input, { end: false });
  // The check closes the script only if pg_restore wrote all of it; otherwise a statement that must
  // fail does, inside the transaction (a cut COPY fails on it as a bad row).
  void scriptDone.then((code) => {
    if (code === 0) input.end(`DO $$ BEGIN IF (SELECT count(*) FROM public.kysely_migration) <> ${expectedMigrations} THEN RAISE EXCEPTION 'restored migrations differ from the manifest'; END IF; END $$;\n`);
    else input.end('\\.\nSELECT 1/0;\n');
  });
  try {
    await run(pgTool('psql', pgBin), ['--no-psqlrc', '--quiet', '--set=ON_ERROR_STOP=1', '--single-transaction', '--file=-'], env, input);
  } catch (error) {
    script.kill();
    const code = await scriptDone;
    throw code === 0 ? error : new Error(`pg_restore failed (${code}): ${restoreErrors.trim()}`, { cause: error });
  }
  const code = await scriptDone;
  if (code !== 0) throw new Error(`pg_restore failed (${code}): ${restoreErrors.trim()}`);
}
