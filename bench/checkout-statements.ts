// Counts the database round trips of one checkout completion (GET store/cart/{id}/complete/krw):
// every statement the driver sends, BEGIN and COMMIT included, with its time. The store API runs
// in this process on a PGlite database in memory, or on the PostgreSQL of --database-url (whose
// public schema is recreated).
//
//   npx tsx bench/checkout-statements.ts [--database-url postgres://…] [--quiet] [--all]
//     [--runs 200] [--profile out.cpuprofile]
//
// The calls before the completion (adding the cart, the payment session) are counted too; --all
// lists their statements. --runs N times N completions one after another (carts and sessions made
// first; each statement's time is then its median): the cost of one. --profile writes a CPU
// profile of those N completions.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import inspector from 'node:inspector';
import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import { readConfig } from '../server/config';
import { createAppContext } from '../server/context';
import { createApiApp } from '../server/http/app';
import { createServices } from '../server/services';
import { args, buyerRequest, option } from './harness';
import { seedCheckoutBench } from './checkout-seed';

interface Traced {
  sql: string;
  ms: number;
  end: number;
}
let trace: Traced[] | null = null;
const record = (text: string, ms: number) =>
  trace?.push({ sql: text.replace(/\s+/g, ' ').trim(), ms, end: performance.now() });

/** The time some statement was running (overlapping statements counted once). */
function busy(statements: Traced[]): number {
  const spans = statements.map((s) => [s.end - s.ms, s.end] as const).sort((a, b) => a[0] - b[0]);
  let total = 0;
  let reach = -Infinity;
  for (const [from, to] of spans) {
    if (to <= reach) continue;
    total += to - Math.max(from, reach);
    reach = to;
  }
  return total;
}

async function timed<T>(text: string, run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await run();
  } finally {
    record(text, performance.now() - started);
  }
}

function tracePglite(client: PGlite): void {
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = ((text: string, params?: unknown[], options?: object) =>
    timed(text, () => query(text, params, options))) as PGlite['query'];
  client.exec = ((text: string, options?: object) =>
    timed(text, () => exec(text, options))) as PGlite['exec'];
  client.transaction = (async (
    callback: (tx: Parameters<Parameters<PGlite['transaction']>[0]>[0]) => Promise<unknown>,
  ) => {
    record('BEGIN', 0);
    try {
      return await transaction((tx) => {
        const txQuery = tx.query.bind(tx);
        const txExec = tx.exec.bind(tx);
        tx.query = ((text: string, params?: unknown[], options?: object) =>
          timed(text, () => txQuery(text, params, options))) as typeof tx.query;
        tx.exec = ((text: string, options?: object) =>
          timed(text, () => txExec(text, options))) as typeof tx.exec;
        return callback(tx);
      });
    } finally {
      record('COMMIT/ROLLBACK', 0);
    }
  }) as PGlite['transaction'];
}

function tracePostgres(): void {
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...rest: unknown[]) {
    const first = rest[0] as string | { text: string };
    const text = typeof first === 'string' ? first : first.text;
    const started = performance.now();
    const last = rest.length - 1;
    if (typeof rest[last] === 'function') {
      const callback = rest[last] as (...a: unknown[]) => unknown;
      rest[last] = (...a: unknown[]) => {
        record(text, performance.now() - started);
        return callback(...a);
      };
    } else if (typeof (first as { callback?: unknown }).callback === 'function') {
      const config = first as unknown as { callback: (...a: unknown[]) => unknown };
      const callback = config.callback;
      config.callback = (...a: unknown[]) => {
        record(text, performance.now() - started);
        return callback(...a);
      };
    }
    const result = (query as (...a: unknown[]) => unknown).apply(this, rest);
    if (result && typeof (result as Promise<unknown>).then === 'function') {
      void (result as Promise<unknown>).then(
        () => record(text, performance.now() - started),
        () => record(text, performance.now() - started),
      );
    }
    return result;
  } as typeof query;
}

async function main(): Promise<void> {
  const databaseUrl = option('database-url');
  const quiet = args.includes('--quiet');
  const profile = option('profile');
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(
      'drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public;',
    );
    await client.end();
  }
  const config = readConfig({
    AUTH_JWT_SECRET: randomBytes(48).toString('base64url'),
    PAYMENT_WEBHOOK_SECRET: randomBytes(32).toString('base64url'),
    PUBLIC_URL: 'http://127.0.0.1:3000',
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const ctx = await createAppContext(config, databaseUrl ? {} : { dataDir: 'memory://' });
  const runs = Number(option('runs') ?? 0);
  await seedCheckoutBench(ctx.db, 11 + runs);
  if (databaseUrl) tracePostgres();
  else tracePglite((ctx.db as unknown as { $client: PGlite }).$client);
  const app = createApiApp(ctx, createServices(ctx));
  const call = async (method: string, url: string, token: string | null, body?: unknown) => {
    const response = await app.request(`http://127.0.0.1${url}`, buyerRequest(method, token, body));
    const json = (await response.json()) as Record<string, never>;
    if (response.status !== 200)
      throw new Error(`${url}: ${response.status} ${JSON.stringify(json)}`);
    return json as Record<string, unknown> & { [key: string]: never };
  };
  const signed = await call('POST', '/v3/store/customer/sign-up', null, {
    first_name: 'Bench',
    last_name: 'Buyer',
    email: 'bench.statements@example.com',
    password: 'gallery2026',
  });
  const token = signed.accessToken as unknown as string;
  await call('POST', '/v3/store/customer/shipping-address', token, {
    postal_code: '04524',
    street_address: '110 Sejong-daero, Jung-gu, Seoul',
    phone_number: '01012345678',
  });
  /** A cart with a started payment session, ready to complete. */
  const earlier: Record<string, number> = {};
  const counted = async <T>(step: string, run: () => Promise<T>): Promise<T> => {
    trace = [];
    const result = await run();
    earlier[step] = trace.length;
    if (args.includes('--all'))
      for (const s of trace) console.log(`   ${step}: ${s.sql.slice(0, 150)}`);
    trace = null;
    return result;
  };
  const ready = async (i: number) => {
    const cart = await counted('POST store/cart/artwork', () =>
      call('POST', '/v3/store/cart/artwork', token, { artwork_id: `aw_bench_${i}` }),
    );
    const cartId = cart.cart_id as unknown as string;
    const session = await counted('POST store/cart/payment-session/{id}', () =>
      call('POST', `/v3/store/cart/payment-session/${cartId}`, token, {
        pay_method: 'card_kr',
        order_consent: true,
      }),
    );
    return { cartId, sessionId: (session.payment_session as unknown as { id: string }).id };
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
  const complete = async ({ cartId, sessionId }: { cartId: string; sessionId: string }) => {
    trace = [];
    const started = performance.now();
    await call(
      'GET',
      `/v3/store/cart/${cartId}/complete/krw?payment_session_id=${sessionId}`,
      token,
    );
    const ms = performance.now() - started;
    const answered = trace.length;
    await settle(); // the order notice's delivery, kicked after the commit
    const statements = trace;
    trace = null;
    return { ms, statements, answered };
  };
  for (let i = 0; i < 5; i += 1) await complete(await ready(i));
  const sessions = [];
  for (let i = 0; i < runs + 1; i += 1) sessions.push(await ready(10 + i));
  const profiler = profile ? new inspector.Session() : null;
  const post = (method: string, params?: object) =>
    new Promise<unknown>((resolve, reject) =>
      profiler!.post(method, params, (error, result) => (error ? reject(error) : resolve(result))),
    );
  if (profiler) {
    profiler.connect();
    await post('Profiler.enable');
    await post('Profiler.start');
  }
  const times: number[] = [];
  const traces: Traced[][] = [];
  const cpu = process.cpuUsage();
  for (let i = 0; i < runs; i += 1) {
    const run = await complete(sessions[i]!);
    times.push(run.ms);
    traces.push(run.statements);
  }
  const used = process.cpuUsage(cpu);
  if (profiler) {
    const { profile: taken } = (await post('Profiler.stop')) as { profile: object };
    fs.writeFileSync(profile!, JSON.stringify(taken));
    profiler.disconnect();
  }
  const { ms, statements, answered } = await complete(sessions[runs]!);
  // With --runs, each statement's time is its median over the runs.
  const medianAt = (i: number, fallback: number) => {
    const at = traces.map((t) => t[i]?.ms).filter((t): t is number => t !== undefined);
    return at.length ? at.sort((a, b) => a - b)[Math.floor(at.length / 2)]! : fallback;
  };
  if (!quiet) {
    for (const [i, s] of statements.entries())
      console.log(
        `${String(i + 1).padStart(2)} ${medianAt(i, s.ms).toFixed(2).padStart(6)} ms  ${s.sql.slice(0, 200)}`,
      );
  }
  console.log(
    `${databaseUrl ? 'PostgreSQL' : 'PGlite'}: one completion sent ${answered} statements before its answer ` +
      `(BEGIN and COMMIT counted) and ${statements.length - answered} after it (the order notice's delivery), ` +
      `${busy(statements).toFixed(1)} ms waiting for them, ${ms.toFixed(1)} ms in all`,
  );
  console.log(
    `the calls before it: ${Object.entries(earlier)
      .map(([step, n]) => `${step} ${n} statements`)
      .join(', ')}`,
  );
  if (runs) {
    const sorted = [...times].sort((a, b) => a - b);
    const mean = times.reduce((sum, t) => sum + t, 0) / runs;
    console.log(
      `${runs} completions one after another: mean ${mean.toFixed(1)} ms, median ${sorted[Math.floor(runs / 2)]!.toFixed(1)} ms; ` +
        `process CPU ${((used.user + used.system) / 1000 / runs).toFixed(1)} ms per completion (its notice's delivery included)`,
    );
  }
  await ctx.database.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
