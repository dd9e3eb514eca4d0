// Benchmark of the checkout (issue 5): 10 buyers buy at the same time, each a different edition,
// again and again; prints p50/p95/p99 of each step and of checkout completion
// (GET store/cart/{id}/complete/krw). Target: completion p95 <= 150 ms at 10 concurrent buyers.
// The store API is served alone (bench/checkout-server.ts) on a fresh PGlite folder, or on the
// PostgreSQL of --database-url (its public schema is recreated).
//
//   npm run bench:checkout
//   npm run bench:checkout -- --buyers 10 --iterations 30 --port 3410
//   npm run bench:checkout -- --database-url postgres://postgres@127.0.0.1:5432/bench
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import {
  buyerRequest,
  numberOption,
  option,
  pin,
  pinLoadGenerator,
  printMachine,
  rssMb,
  startNode,
  waitFor,
} from './harness';

const buyers = numberOption('buyers', 10);
const iterations = numberOption('iterations', 30);
const warmUp = numberOption('warm-up', 3);
const port = numberOption('port', 3410);
const databaseUrl = option('database-url');
const base = `http://127.0.0.1:${port}`;

interface Step {
  name: string;
  samples: number[];
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the bench reads arbitrary JSON
type Json = any;

async function call(
  method: string,
  url: string,
  token: string | null,
  body?: unknown,
): Promise<{ status: number; body: Json; ms: number }> {
  const started = performance.now();
  const response = await fetch(base + url, buyerRequest(method, token, body));
  const text = await response.text();
  const ms = performance.now() - started;
  return { status: response.status, body: text ? JSON.parse(text) : null, ms };
}

async function signUp(i: number): Promise<string> {
  const email = `bench.buyer.${Date.now().toString(36)}.${i}@example.com`;
  const signed = await call('POST', '/v3/store/customer/sign-up', null, {
    first_name: 'Bench',
    last_name: 'Buyer',
    email,
    password: 'gallery2026',
  });
  if (signed.status !== 200)
    throw new Error(`sign-up: ${signed.status} ${JSON.stringify(signed.body)}`);
  const token = signed.body.accessToken as string;
  const address = await call('POST', '/v3/store/customer/shipping-address', token, {
    postal_code: '04524',
    street_address: '110 Sejong-daero, Jung-gu, Seoul',
    phone_number: '01012345678',
  });
  if (address.status !== 200) throw new Error(`address: ${address.status}`);
  return token;
}

async function main(): Promise<void> {
  printMachine();
  const artworks = buyers * (2 * iterations + warmUp) + 10;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'artmarket-checkout-'));
  pinLoadGenerator();
  console.log(pin ? 'pinned: server on CPU 1, load generator on CPU 0' : 'not pinned');
  const server: ChildProcess = startNode('bench/checkout-server.ts', {
    NODE_ENV: 'production',
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    BENCH_ARTWORKS: String(artworks),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl, BENCH_RESET: '1' } : {}),
  });
  process.on('exit', () => {
    server.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  await waitFor(`${base}/readyz`, 120_000);
  const tokens: string[] = [];
  for (let i = 0; i < buyers; i += 1) tokens.push(await signUp(i));

  const steps: Record<string, Step> = {
    cart: { name: 'POST store/cart/artwork', samples: [] },
    session: { name: 'POST store/cart/payment-session/{id}', samples: [] },
    complete: { name: 'GET store/cart/{id}/complete/krw', samples: [] },
    checkout: { name: 'whole checkout (3 calls)', samples: [] },
  };
  let next = 0;
  let failures = 0;
  const buy = async (token: string, record: boolean) => {
    const artworkId = `aw_bench_${next++}`;
    const cart = await call('POST', '/v3/store/cart/artwork', token, { artwork_id: artworkId });
    const session = await call(
      'POST',
      `/v3/store/cart/payment-session/${cart.body.cart_id}`,
      token,
      {
        pay_method: 'card_kr',
        order_consent: true,
      },
    );
    const done = await call(
      'GET',
      `/v3/store/cart/${cart.body.cart_id}/complete/krw?payment_session_id=${session.body?.payment_session?.id}`,
      token,
    );
    if (cart.status !== 200 || session.status !== 200 || done.status !== 200) {
      failures += 1;
      return;
    }
    if (!record) return;
    steps.cart!.samples.push(cart.ms);
    steps.session!.samples.push(session.ms);
    steps.complete!.samples.push(done.ms);
    steps.checkout!.samples.push(cart.ms + session.ms + done.ms);
  };
  for (let round = 0; round < warmUp; round += 1)
    await Promise.all(tokens.map((token) => buy(token, false)));
  const started = Date.now();
  // Each buyer buys one edition after another; all ten are in flight at once.
  await Promise.all(
    tokens.map(async (token) => {
      for (let i = 0; i < iterations; i += 1) await buy(token, true);
    }),
  );
  const seconds = (Date.now() - started) / 1000;
  console.log(
    `${buyers} concurrent buyers x ${iterations} checkouts on distinct editions (${databaseUrl ? 'PostgreSQL' : 'PGlite'}): ` +
      `${steps.complete!.samples.length} orders in ${seconds.toFixed(1)} s ` +
      `(${(steps.complete!.samples.length / seconds).toFixed(1)} checkouts/s), ${failures} failures, server RSS ${rssMb(server.pid)} MB`,
  );
  console.table(
    Object.values(steps).map((step) => {
      const sorted = [...step.samples].sort((a, b) => a - b);
      return {
        step: step.name,
        n: sorted.length,
        'p50 ms': percentile(sorted, 50).toFixed(1),
        'p95 ms': percentile(sorted, 95).toFixed(1),
        'p99 ms': percentile(sorted, 99).toFixed(1),
      };
    }),
  );

  // Completion on its own: each buyer has a cart and a started payment; all ten complete at once.
  const burst: number[] = [];
  for (let round = 0; round < iterations; round += 1) {
    const ready = await Promise.all(
      tokens.map(async (token) => {
        const cart = await call('POST', '/v3/store/cart/artwork', token, {
          artwork_id: `aw_bench_${next++}`,
        });
        const session = await call(
          'POST',
          `/v3/store/cart/payment-session/${cart.body.cart_id}`,
          token,
          {
            pay_method: 'card_kr',
            order_consent: true,
          },
        );
        return {
          token,
          cartId: cart.body.cart_id as string,
          sessionId: session.body?.payment_session?.id as string,
        };
      }),
    );
    const done = await Promise.all(
      ready.map(({ token, cartId, sessionId }) =>
        call('GET', `/v3/store/cart/${cartId}/complete/krw?payment_session_id=${sessionId}`, token),
      ),
    );
    for (const result of done) {
      if (result.status === 200) burst.push(result.ms);
      else failures += 1;
    }
  }
  const burstSorted = [...burst].sort((a, b) => a - b);
  console.log(
    `completion burst: ${buyers} buyers complete at once, ${iterations} rounds, n=${burst.length}: ` +
      `p50 ${percentile(burstSorted, 50).toFixed(1)} ms, p95 ${percentile(burstSorted, 95).toFixed(1)} ms, ` +
      `p99 ${percentile(burstSorted, 99).toFixed(1)} ms`,
  );
  const p95 = percentile(burstSorted, 95);
  const flowP95 = percentile(
    [...steps.complete!.samples].sort((a, b) => a - b),
    95,
  );
  console.log(
    `checkout completion p95 at ${buyers} concurrent buyers: ${p95.toFixed(1)} ms (target <= 150 ms: ${p95 <= 150 ? 'met' : 'NOT met'}); ` +
      `within the full flow: ${flowP95.toFixed(1)} ms`,
  );
  process.exit(failures ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
