// PGlite does not stop a second process from opening the same data folder (0.5.x opens it
// silently, and two writers corrupt it). This lock file is the guard: whoever opens the
// embedded database takes it first; a lock whose process has died is taken over.
import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  constructor(
    readonly lockFile: string,
    readonly holder: { pid: number; command: string; since: string },
  ) {
    super(
      `The embedded database in ${path.dirname(lockFile)} is in use by process ${holder.pid} ` +
        `(${holder.command}, since ${holder.since}). PGlite allows one process per data folder: ` +
        'stop that process (the server from npm run dev / npm start) and try again, or use another DATA_DIR.',
    );
    this.name = 'DataDirLockedError';
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes `<dataDir>/pglite.lock` for this process; returns the function that gives it back. */
export function acquireDataDirLock(
  dataDir: string,
  command = process.argv.slice(1).join(' '),
): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(path.resolve(dataDir), 'pglite.lock');
  const mine = JSON.stringify({ pid: process.pid, command, since: new Date().toISOString() });
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(lockFile, mine, { flag: 'wx' });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        fs.rmSync(lockFile, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      let holder: { pid: number; command: string; since: string };
      try {
        holder = JSON.parse(fs.readFileSync(lockFile, 'utf8'));
      } catch {
        holder = { pid: 0, command: 'unknown', since: 'unknown' };
      }
      if (holder.pid && holder.pid !== process.pid && alive(holder.pid))
        throw new DataDirLockedError(lockFile, holder);
      fs.rmSync(lockFile, { force: true }); // stale: its process is gone
    }
  }
  throw new Error(`Could not take the lock ${lockFile}`);
}
