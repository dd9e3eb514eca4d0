// npm test — every test: unit and component tests, API integration tests on PGlite (and on
// PostgreSQL when TEST_DATABASE_URL is set), then end-to-end tests in Debian's Chromium
// against the production build. Without Chromium the e2e step is skipped with a clear notice,
// unless CI=true or REQUIRE_E2E=1, where a missing browser fails the run. With TEST_DATABASE_URL
// and nginx (Debian's package), the cluster tests run once after the build, on their own: three
// production instances behind nginx on that PostgreSQL server, with a streaming replica
// (tests/cluster, issue 22); CI requires nginx too.
//
// The two API runs go side by side, and beside the end-to-end run when there is one: each API run
// works through its files one at a time in one worker that keeps its modules from file to file
// (PGlite in-process, PostgreSQL in its server). The journeys are the longest part (alone 670 s
// on 1.3 cores: Chromium, the server and Playwright), so the API runs take what they leave at a
// lower priority (nice) and the journeys keep their pace. Three runs already fill two cores: a
// second worker per run was measured (stop 29) to add load and timeouts, not speed.
// `npx vitest run --project api` alone runs files in parallel, each worker on a database of its
// own. Output is kept and printed whole when each run ends, never interleaved. The summary names
// every failing test, so the end of a long log says what broke.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const nginx = process.env.NGINX_BINARY ?? '/usr/sbin/nginx';
const requireE2e = process.env.CI === 'true' || process.env.REQUIRE_E2E === '1';
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'artmarket-test-'));

interface Result {
  step: string;
  ok: boolean | 'skipped';
  seconds: number;
  failures: string[];
}
const results: Result[] = [];

/** Failing tests from a vitest JSON report ("file › test"), or nothing if it is unreadable. */
function vitestFailures(report: string | undefined): string[] {
  if (!report || !fs.existsSync(report)) return [];
  try {
    const json = JSON.parse(fs.readFileSync(report, 'utf8')) as {
      testResults: {
        name: string;
        status: string;
        message?: string;
        assertionResults: { status: string; fullName: string; failureMessages?: string[] }[];
      }[];
    };
    const out: string[] = [];
    for (const file of json.testResults) {
      const name = path.relative(process.cwd(), file.name);
      const failed = file.assertionResults.filter((t) => t.status === 'failed');
      for (const t of failed) {
        out.push(`${name} › ${t.fullName}`);
        out.push(...errorExcerpt(t.failureMessages?.[0], 3));
      }
      if (failed.length === 0 && file.status === 'failed') {
        out.push(`${name} › ${(file.message ?? 'failed to run').split('\n')[0]}`);
      }
    }
    return out;
  } catch {
    return [];
  }
}

interface PlaywrightSuite {
  title: string;
  specs?: {
    title: string;
    file: string;
    line: number;
    tests: {
      status: string;
      projectName?: string;
      results?: { error?: { message?: string; location?: { file: string; line: number } } }[];
    }[];
  }[];
  suites?: PlaywrightSuite[];
}

/** The first lines of an error, without colours: the summary's "why" under a failing test. */
function errorExcerpt(message: string | undefined, lines = 4): string[] {
  if (!message) return [];
  return message
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '')
    .slice(0, lines)
    .map((line) => `    ${line.trim().slice(0, 200)}`);
}

/** Failing journeys from a Playwright JSON report ("file:line › title"), or nothing. */
function playwrightFailures(report: string | undefined): string[] {
  if (!report || !fs.existsSync(report)) return [];
  try {
    const json = JSON.parse(fs.readFileSync(report, 'utf8')) as {
      suites?: PlaywrightSuite[];
      errors?: { message?: string }[];
    };
    const out: string[] = [];
    // Top-level suites are the files; nested ones are describe blocks.
    const walk = (suite: PlaywrightSuite, titles: string[]): void => {
      for (const spec of suite.specs ?? []) {
        if (spec.tests.some((t) => t.status === 'unexpected' || t.status === 'flaky')) {
          const flaky = spec.tests.every((t) => t.status === 'flaky') ? ' (flaky)' : '';
          out.push(
            `e2e/${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}${flaky}`,
          );
          // Why, for each failed attempt: the CI log keeps only its tail, the summary.
          for (const t of spec.tests) {
            for (const [attempt, r] of (t.results ?? []).entries()) {
              if (!r.error) continue;
              const at = r.error.location
                ? ` at ${path.basename(r.error.location.file)}:${r.error.location.line}`
                : '';
              out.push(`  [${t.projectName ?? ''} attempt ${attempt + 1}${at}]`);
              out.push(...errorExcerpt(r.error.message));
            }
          }
        }
      }
      for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
    };
    for (const suite of json.suites ?? []) walk(suite, []);
    for (const e of json.errors ?? []) out.push((e.message ?? 'error').split('\n')[0]!);
    return out;
  } catch {
    return [];
  }
}

function vitestArgs(projects: string | string[], report: string): string[] {
  return [
    'vitest',
    'run',
    ...[projects].flat().flatMap((project) => ['--project', project]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ];
}

function step(
  name: string,
  command: string,
  args: string[],
  env: Record<string, string> = {},
  report?: string,
): boolean {
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = result.status === 0;
  results.push({
    step: name,
    ok,
    seconds: Math.round((Date.now() - started) / 1000),
    failures: ok ? [] : vitestFailures(report),
  });
  return ok;
}

interface ParallelStep {
  name: string;
  args: string[];
  env: Record<string, string>;
  report?: string;
  /** Reads the failing tests from the report. */
  failuresOf?: (report: string | undefined) => string[];
  /** Runs at a lower CPU priority (the API runs beside the journeys). */
  nice?: boolean;
}

/** Runs steps at the same time; prints each one's output whole as it ends. */
async function together(steps: ParallelStep[]): Promise<void> {
  const started = Date.now();
  await Promise.all(
    steps.map(
      (s) =>
        new Promise<void>((resolve) => {
          const chunks: Buffer[] = [];
          const [command, ...args] = s.nice
            ? ['nice', '-n', '10', 'npx', ...s.args]
            : ['npx', ...s.args];
          const child = spawn(command!, args, {
            env: { ...process.env, FORCE_COLOR: '1', ...s.env },
            stdio: ['ignore', 'pipe', 'pipe'],
          });
          child.stdout.on('data', (c: Buffer) => chunks.push(c));
          child.stderr.on('data', (c: Buffer) => chunks.push(c));
          child.on('close', (code) => {
            const ok = code === 0;
            console.log(`\n━━ ${s.name} ━━`);
            process.stdout.write(Buffer.concat(chunks));
            results.push({
              step: s.name,
              ok,
              seconds: Math.round((Date.now() - started) / 1000),
              // Journeys that passed only when retried are named even when the run passed.
              failures: s.failuresOf ? s.failuresOf(s.report) : ok ? [] : vitestFailures(s.report),
            });
            resolve();
          });
        }),
    ),
  );
}

async function main(): Promise<void> {
  const unitReport = path.join(reports, 'unit.json');
  // Both cores (vitest leaves one free by default).
  step(
    'unit and component tests',
    'npx',
    [...vitestArgs(['unit', 'dom'], unitReport), '--maxWorkers', '2'],
    {},
    unitReport,
  );

  const pgUrl = process.env.TEST_DATABASE_URL;
  const apiSteps: ParallelStep[] = [
    {
      name: 'API integration tests (PGlite)',
      args: [...vitestArgs('api', path.join(reports, 'api-pglite.json')), '--maxWorkers', '1'],
      env: { TEST_DATABASE_URL: '' },
      report: path.join(reports, 'api-pglite.json'),
      nice: true,
    },
  ];
  if (pgUrl) {
    apiSteps.push({
      name: 'API integration tests (PostgreSQL)',
      args: [...vitestArgs('api', path.join(reports, 'api-pg.json')), '--maxWorkers', '1'],
      env: { TEST_DATABASE_URL: pgUrl },
      report: path.join(reports, 'api-pg.json'),
      nice: true,
    });
  }
  const apiLabel = apiSteps.length === 2 ? 'PGlite and PostgreSQL side by side' : 'PGlite';
  const e2eStep: ParallelStep = {
    name: 'end-to-end tests (Playwright, Chromium)',
    args: ['playwright', 'test', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, 'e2e.json') },
    report: path.join(reports, 'e2e.json'),
    failuresOf: playwrightFailures,
  };

  const hasChromium = fs.existsSync(chromium);
  const clusterWanted = Boolean(pgUrl) && fs.existsSync(nginx);
  // Always a fresh production build: e2e and the cluster must never test yesterday's code.
  const built =
    (hasChromium || clusterWanted) &&
    step('production build', 'npx', ['next', 'build'], { NODE_ENV: 'production' });
  const clusterName = 'cluster tests (3 instances behind nginx, PostgreSQL and a replica)';
  if (clusterWanted && built) {
    // Alone on the machine: its timings (a sale seen everywhere within 100 ms) are its point.
    const clusterReport = path.join(reports, 'cluster.json');
    step(
      clusterName,
      'npx',
      vitestArgs('cluster', clusterReport),
      { TEST_DATABASE_URL: pgUrl! },
      clusterReport,
    );
  } else if (pgUrl && !fs.existsSync(nginx)) {
    console.log(
      `\n${requireE2e ? '✗' : '⚠ '} CLUSTER TESTS SKIPPED: no nginx at ${nginx} (apt-get install -y nginx).`,
    );
    results.push({
      step: clusterName,
      ok: requireE2e ? false : 'skipped',
      seconds: 0,
      failures: [],
    });
  }

  if (hasChromium) {
    console.log(
      `\n━━ API integration tests (${apiLabel})${built ? ' beside the end-to-end tests' : ''} ━━`,
    );
    await together(built ? [...apiSteps, e2eStep] : apiSteps);
  } else {
    console.log(`\n━━ API integration tests: ${apiLabel} ━━`);
    await together(apiSteps);
    if (requireE2e) {
      console.error(
        `\nE2E tests need Chromium at ${chromium} (apt-get install -y chromium fonts-nanum).`,
      );
      results.push({ step: e2eStep.name, ok: false, seconds: 0, failures: [] });
    } else {
      console.log(
        `\n⚠  END-TO-END TESTS SKIPPED: no Chromium at ${chromium}.` +
          '\n   Install it with `apt-get install -y chromium fonts-nanum` (CI requires them).',
      );
      results.push({ step: e2eStep.name, ok: 'skipped', seconds: 0, failures: [] });
    }
  }
  if (!pgUrl) {
    console.log(
      '\nPostgreSQL API tests skipped: set TEST_DATABASE_URL=postgres://... to run them.',
    );
    results.push({
      step: 'API integration tests (PostgreSQL)',
      ok: 'skipped',
      seconds: 0,
      failures: [],
    });
    results.push({ step: clusterName, ok: 'skipped', seconds: 0, failures: [] });
  }

  console.log('\n━━ summary ━━');
  for (const r of results) {
    const mark = r.ok === 'skipped' ? 'SKIPPED' : r.ok ? 'passed ' : 'FAILED ';
    console.log(`${mark}  ${r.step}${r.ok === 'skipped' ? '' : ` (${r.seconds}s)`}`);
    for (const f of r.failures) {
      // A failing test's name is marked; the lines of its reason are indented beneath it.
      console.log(f.startsWith(' ') ? `             ${f.trimStart()}` : `           ✗ ${f}`);
    }
  }
  process.exit(results.some((r) => r.ok === false) ? 1 : 0);
}

void main();
