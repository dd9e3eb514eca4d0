// @vitest-environment node
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock';

describe('the embedded database lock', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-'));
  afterEach(() => fs.rmSync(path.join(dir, 'pglite.lock'), { force: true }));

  it('is taken, refused to a second holder while its process lives, and given back', async () => {
    const sleeper = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)']);
    try {
      fs.writeFileSync(
        path.join(dir, 'pglite.lock'),
        JSON.stringify({ pid: sleeper.pid, command: 'server/main.ts', since: 'now' }),
      );
      expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
      expect(() => acquireDataDirLock(dir)).toThrow(/in use by process \d+ \(server\/main\.ts/);
    } finally {
      sleeper.kill();
    }
    await new Promise((resolve) => sleeper.once('exit', resolve));
    const release = acquireDataDirLock(dir); // the holder died: its lock is stale
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'pglite.lock'), 'utf8')).pid).toBe(
      process.pid,
    );
    release();
    expect(fs.existsSync(path.join(dir, 'pglite.lock'))).toBe(false);
  });
});
