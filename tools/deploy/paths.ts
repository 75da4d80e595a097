import path from 'node:path';

/**
 * Where a deployment puts things on a machine (absolute paths as the services see them). Releases
 * are read-only for the service user; its writable state is under /var/lib/phc; secrets in /etc/phc.
 */
export interface DeployPaths {
  /** One folder per built release: <releases>/<id>/<name>/. */
  releases: (id: string) => string;
  /** A symlink to the release that runs; switched by a deployment, back by a rollback. */
  current: (id: string) => string;
  /** DATABASE_URL, SESSION_SECRET, SMTP_URL…: root-owned, readable by the service group only. */
  envFile: (id: string) => string;
  /** Uploads (UPLOAD_DIR), and the PGlite folder where no PostgreSQL is used. */
  state: (id: string) => string;
  tlsCertificate: (id: string) => string;
  tlsKey: (id: string) => string;
  /** Webroot for ACME http-01 challenges (certbot --webroot). */
  acme: string;
  nginxSite: (id: string) => string;
  nginxEnabled: (id: string) => string;
  systemd: string;
}

export const productionPaths: DeployPaths = {
  releases: (id) => `/srv/phc/releases/${id}`,
  current: (id) => `/srv/phc/current/${id}`,
  envFile: (id) => `/etc/phc/${id}.env`,
  state: (id) => `/var/lib/phc/${id}`,
  tlsCertificate: (id) => `/etc/ssl/phc/${id}/fullchain.pem`,
  tlsKey: (id) => `/etc/ssl/phc/${id}/privkey.pem`,
  acme: '/var/www/acme',
  nginxSite: (id) => `/etc/nginx/sites-available/phc-${id}.conf`,
  nginxEnabled: (id) => `/etc/nginx/sites-enabled/phc-${id}.conf`,
  systemd: '/etc/systemd/system',
};

/** The unit names of a tournament: its instances, their target, and the one-shot migration. */
export const units = {
  instance: (id: string, n: number) => `phc-${id}-${n}.service`,
  migrate: (id: string) => `phc-${id}-migrate.service`,
  backup: (id: string) => `phc-${id}-backup.service`,
  backupTimer: (id: string) => `phc-${id}-backup.timer`,
  tournament: (id: string) => `phc-${id}.target`,
  all: 'phc.target',
};

/** `path` under `root` (`/` on the machine itself, a folder when staging or testing). */
export const under = (root: string, file: string) => path.join(root, file);
