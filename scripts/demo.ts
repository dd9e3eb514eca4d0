// npm run demo — the one command a newcomer runs: builds the app when no build exists, then
// starts the production server on the embedded database (migrated, and seeded with demo data
// when empty). Honours PORT and DATA_DIR.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type * as serverMain from '../server/main';
import type * as demoStaffModule from '../server/seed/demo-staff';
import type * as demoInquiriesModule from '../server/seed/demo-inquiries';
import type * as demoOffersModule from '../server/seed/demo-offers';

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
// A demo on one machine (ADR 0045): it listens on 127.0.0.1 (server/config.ts HOST) and keeps its
// keys in its data folder, generated at first start, since production refuses the development
// ones written in the code (a restart with the same keys signs nobody out). The development
// routes serve the person at the machine only: sign-up codes from the outbox (no e-mail leaves
// the machine without SMTP_URL) and the test gateway's deposits.
const dataDir = path.resolve(root, process.env.DATA_DIR || '.data');
function keptSecret(name: string, file: string): void {
  if (process.env[name]) return;
  const keyFile = path.join(dataDir, file);
  if (!fs.existsSync(keyFile)) {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(keyFile, randomBytes(48).toString('base64url'), { mode: 0o600 });
  }
  process.env[name] = fs.readFileSync(keyFile, 'utf8').trim();
}
keptSecret('AUTH_JWT_SECRET', 'demo-auth-secret');
keptSecret('PAYMENT_WEBHOOK_SECRET', 'demo-payment-webhook-secret');
process.env.DEV_ROUTES ||= 'true';
// Production links only to its configured origin (ADR 0066): the demo's own address, on its port.
process.env.PUBLIC_URL ||= `http://localhost:${process.env.PORT || 3000}`;
// A person reads this log, not a collector: readable lines unless told otherwise (ADR 0047).
process.env.LOG_FORMAT ||= 'pretty';
// Loaded after the build so that Next reads the finished .next folder.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { main } = require('../server/main') as typeof serverMain;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const demoStaff = require('../server/seed/demo-staff') as typeof demoStaffModule;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const demoInquiries = require('../server/seed/demo-inquiries') as typeof demoInquiriesModule;
const demoCollector = demoInquiries.DEMO_COLLECTOR;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const demoOffers = require('../server/seed/demo-offers') as typeof demoOffersModule;
main({
  // The back office's demo accounts (issue 10), also on a demo database seeded before them.
  afterSeed: async (ctx) => {
    if (!(await demoStaff.isDemoDatabase(ctx.db))) return;
    await ctx.db.transaction((tx) => demoStaff.ensureDemoStaff(tx, ctx.now()));
    console.log('Back office (/admin) demo accounts:');
    for (const account of demoStaff.demoBackOfficeAccounts()) {
      console.log(`  ${account.role.padEnd(8)} ${account.email} / ${account.password}`);
    }
    // The collector with conversations about works (issue 31), on a database seeded with them.
    console.log(`Collector: ${demoCollector.email} / ${demoCollector.password}`);
    // The owner of the consigned work that takes offers (issue 31): answers them on My page › Offer.
    console.log(`Owner: ${demoOffers.DEMO_OWNER.email} / ${demoOffers.DEMO_OWNER.password}`);
  },
}).catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
