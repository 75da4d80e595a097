import fs from 'node:fs';

/**
 * PGlite lets a second process open a data folder that one already has open, and the two then
 * corrupt it. The server, a backup and a restore each hold this lock file beside the folder
 * (`<DATA_DIR>.pid`) while they use it; a holder that died leaves a file whose pid is gone, which
 * counts as free.
 */
const lockFile = (dataDir: string) => `${dataDir.replace(/[/\\]+$/, '')}.pid`;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists, it is only someone else's.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid of the live process holding the folder, or null. */
export function dataDirHolder(dataDir: string): number | null {
  const text = fs.existsSync(lockFile(dataDir)) ? fs.readFileSync(lockFile(dataDir), 'utf8').trim() : '';
  const pid = Number(text);
  return Number.isInteger(pid) && pid > 0 && pid !== process.pid && alive(pid) ? pid : null;
}

/** Takes the folder for this process, or throws naming the one that has it; returns the release. */
export function lockDataDir(dataDir: string, purpose: string): () => void {
  const file = lockFile(dataDir);
  for (let attempt = 0; ; attempt += 1) {
    try {
      // Created only if absent: of two processes starting together, one gets it.
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw error;
      const holder = dataDirHolder(dataDir);
      if (holder !== null) throw new Error(`${dataDir} is in use by process ${holder} (PGlite allows one process at a time): stop that process, then run the ${purpose} again.`, { cause: error });
      fs.rmSync(file, { force: true });
    }
  }
  const release = () => {
    if (fs.existsSync(file) && fs.readFileSync(file, 'utf8').trim() === String(process.pid)) fs.rmSync(file, { force: true });
  };
  process.once('exit', release);
  return release;
}
