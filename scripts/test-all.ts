// npm test — every test: unit and component tests, API integration tests on PGlite (and on
// PostgreSQL when TEST_DATABASE_URL is set), then end-to-end tests in Debian's Chromium
// against the production build. Without Chromium the e2e step is skipped with a clear notice,
// unless CI=true or REQUIRE_E2E=1, where a missing browser fails the run.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const requireE2e = process.env.CI === 'true' || process.env.REQUIRE_E2E === '1';
const results: { step: string; ok: boolean | 'skipped'; seconds: number }[] = [];

function step(
  name: string,
  command: string,
  args: string[],
  env: Record<string, string> = {},
): boolean {
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = result.status === 0;
  results.push({ step: name, ok, seconds: Math.round((Date.now() - started) / 1000) });
  return ok;
}

const pgUrl = process.env.TEST_DATABASE_URL;
step('unit and component tests', 'npx', ['vitest', 'run', '--project', 'unit']);
step('API integration tests (PGlite)', 'npx', ['vitest', 'run', '--project', 'api'], {
  TEST_DATABASE_URL: '',
});
if (pgUrl) {
  step('API integration tests (PostgreSQL)', 'npx', ['vitest', 'run', '--project', 'api'], {
    TEST_DATABASE_URL: pgUrl,
  });
} else {
  console.log('\nPostgreSQL API tests skipped: set TEST_DATABASE_URL=postgres://... to run them.');
  results.push({ step: 'API integration tests (PostgreSQL)', ok: 'skipped', seconds: 0 });
}

if (fs.existsSync(chromium)) {
  // Always a fresh production build: e2e must never test yesterday's code.
  if (step('production build for e2e', 'npx', ['next', 'build'], { NODE_ENV: 'production' })) {
    step('end-to-end tests (Playwright, Chromium)', 'npx', ['playwright', 'test']);
  }
} else if (requireE2e) {
  console.error(
    `\nE2E tests need Chromium at ${chromium} (apt-get install -y chromium fonts-nanum).`,
  );
  results.push({ step: 'end-to-end tests (Playwright, Chromium)', ok: false, seconds: 0 });
} else {
  console.log(
    `\n⚠  END-TO-END TESTS SKIPPED: no Chromium at ${chromium}.` +
      '\n   Install it with `apt-get install -y chromium fonts-nanum` (CI requires them).',
  );
  results.push({ step: 'end-to-end tests (Playwright, Chromium)', ok: 'skipped', seconds: 0 });
}

console.log('\n━━ summary ━━');
for (const r of results) {
  const mark = r.ok === 'skipped' ? 'SKIPPED' : r.ok ? 'passed ' : 'FAILED ';
  console.log(`${mark}  ${r.step}${r.ok === 'skipped' ? '' : ` (${r.seconds}s)`}`);
}
process.exit(results.some((r) => r.ok === false) ? 1 : 0);
