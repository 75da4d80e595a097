import { createAdminApp } from '@phc/admin';
import { resolveTournament } from '@phc/tournaments';

// One build serves every tournament: the server it runs on says which one (name, theme).
fetch('/healthz')
  .then((response) => response.json() as Promise<{ tournament?: string }>)
  .catch(() => ({ tournament: undefined }))
  .then(({ tournament }) => createAdminApp(resolveTournament(tournament)));
