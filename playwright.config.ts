// End-to-end tests: Debian's Chromium against the production build, on a throw-away embedded
// database seeded with the demo data. Never downloads a browser.
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { COLLECTOR, monitoringEnv } from './e2e/monitoring-config';
import { E2E_INTERNAL_SECRET, E2E_PORT, OIDC_ISSUER, socialEnv } from './e2e/social-config';

const port = E2E_PORT;
const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `artmarket-e2e-${process.pid}`);

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  // On CI a journey that fails is run once more: one that then passes is reported as flaky, by name,
  // in `npm test`'s summary (scripts/test-all.ts), rather than failing a run of half an hour.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    // A trace is recorded when a failed journey is run again (CI): recording every journey's
    // snapshots and screencast cost a third of the run's CPU (1,345 → 865 CPU-s, docs/benchmarks.md).
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
  ],
  webServer: [
    {
      // The local OpenID Connect provider that Google, Naver and Kakao sign-in are pointed at.
      command: 'npx tsx e2e/oidc-provider-server.ts',
      url: `${OIDC_ISSUER}/.well-known/openid-configuration`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'pipe',
    },
    {
      // The local collector the app's Amplitude events and Sentry reports go to (ADR 0028).
      command: 'npx tsx e2e/monitoring-collector-server.ts',
      url: `${COLLECTOR}/collected`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'pipe',
    },
    {
      // Builds when needed, then the same production start as `npm run demo`.
      command: `rm -rf ${dataDir} && npx tsx scripts/demo.ts`,
      url: `http://localhost:${port}/readyz`,
      timeout: 600_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      env: {
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        NEXT_TELEMETRY_DISABLED: '1',
        INTERNAL_API_SECRET: E2E_INTERNAL_SECRET,
        // One proxy hop is trusted, so a journey may speak for a visitor of its own address
        // (X-Forwarded-For) and the per-address limits of one journey do not spend another's.
        TRUST_PROXY: '1',
        // PUBLIC_URL (socialEnv) is baseURL: the one origin of every absolute link (ADR 0066).
        ...socialEnv,
        ...monitoringEnv,
      },
    },
  ],
});
