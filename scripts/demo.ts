// npm run demo — the one command a newcomer runs: builds the app when no build exists, then
// starts the production server on the embedded database (migrated, and seeded with demo data
// when empty). Honours PORT and DATA_DIR.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type * as serverMain from '../server/main';

const root = path.resolve(__dirname, '..');

function buildIfMissing(): void {
  if (fs.existsSync(path.join(root, process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID'))) return;
  console.log('No production build yet: running `next build` (about a minute, once).');
  const result = spawnSync('npx', ['next', 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

buildIfMissing();
Object.assign(process.env, { NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' });
// Loaded after the build so that Next reads the finished .next folder.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { main } = require('../server/main') as typeof serverMain;
main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
