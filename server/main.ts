// The one Node process: /v3, /v2, /ai, /media and the health endpoints go straight to the Hono
// app; everything else goes to Next.js (pages router, SSR). See architecture §2.
import http from 'node:http';
import path from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { renderPagesWithNodeReactDomServer } from './lib/react-dom-server-node';
import next from 'next';
import { pinoHttp } from 'pino-http';
import { config } from './config';
import { createAppContext, type AppContext } from './context';
import { isApiPath } from './http/api-paths';
import { startBackgroundJobs } from './jobs/background-jobs';
import { warmUpPasswordHasher } from './modules/auth/password-hasher';
import { createApiApp } from './http/app';
import {
  applyPageSecurityHeaders,
  createSecurityHeaders,
  prerenderedScriptHashes,
} from './http/security-headers';
import { flushServerErrorReports, startServerErrorReports } from './lib/error-reports';
import { describeError, logger, pinoLogger, setLogLevel } from './lib/logger';
import { withRequest } from './lib/request-context';
import { assignRequestId, requestIdOf } from './lib/request-id';
import { registerServerServices } from './runtime';
import { isDatabaseEmpty, seedDemoData } from './seed/seed-demo';
import { createServices } from './services';

async function seedIfEmpty(ctx: AppContext): Promise<void> {
  const mode = ctx.config.SEED_ON_START;
  const wanted = mode === 'yes' || (mode === 'auto' && ctx.database.engine === 'pglite');
  if (!wanted || !(await isDatabaseEmpty(ctx.db))) return;
  logger.info('empty database: creating demo data (first start only)');
  const started = Date.now();
  await seedDemoData(ctx, { log: (line) => logger.info(line) });
  logger.info('demo data ready', { seconds: Math.round((Date.now() - started) / 100) / 10 });
}

const quietPaths = new Set(['/healthz', '/readyz']);
const pathOf = (url: string | undefined) => (url ?? '/').split('?')[0]!;

/**
 * The access log (pino-http): one line per answered request with its id, method, path (never
 * the query, which may hold a payment key), status and time; health checks and static files left
 * out.
 */
const accessLog = pinoHttp({
  logger: pinoLogger,
  genReqId: (req) => requestIdOf(req.headers) ?? 'none',
  quietReqLogger: true,
  autoLogging: {
    ignore: (req) =>
      quietPaths.has(pathOf(req.url)) || pathOf(req.url).startsWith('/_next/static/'),
  },
  customSuccessMessage: () => 'request',
  customErrorMessage: () => 'request failed',
  customAttributeKeys: { reqId: 'request_id', responseTime: 'ms' },
  serializers: {
    req: (req: { method: string; url: string }) => ({ method: req.method, path: pathOf(req.url) }),
    res: (res: { statusCode: number }) => ({ status: res.statusCode }),
  },
});

export interface MainOptions {
  /** Runs once the database is migrated and seeded, before the server listens (the demo's banner). */
  afterSeed?: (ctx: AppContext) => Promise<void>;
}

export async function main(options: MainOptions = {}): Promise<void> {
  const cfg = config();
  setLogLevel(cfg.LOG_LEVEL);
  const dev = cfg.NODE_ENV !== 'production';
  process.chdir(path.resolve(__dirname, '..')); // locales and .next resolve from the project root
  // Error reports (rules §8): Sentry is loaded and started only when SENTRY_DSN is set.
  if (await startServerErrorReports(cfg)) logger.info('server error reports on (Sentry)');
  const ctx = await createAppContext(cfg);
  logger.info('database ready', {
    engine: ctx.database.engine,
    ...(cfg.DATABASE_READ_URL ? { read_replica: true } : {}),
    ...(ctx.database.engine === 'pglite' ? { dataDir: cfg.dataDir } : {}),
  });
  await seedIfEmpty(ctx);
  await options.afterSeed?.(ctx);

  const services = createServices(ctx);
  registerServerServices(services);
  await warmUpPasswordHasher();
  const stopJobs = startBackgroundJobs(services, {
    buyingSweepEveryMs: cfg.BUYING_SWEEP_SECONDS * 1000,
  });
  logger.info('customer services ready', {
    rate_limits: services.customerAccounts.limiter.store,
    email: services.customerAccounts.notifications.transports.email.name,
    sms: services.customerAccounts.notifications.transports.sms.name,
    dev_routes: cfg.DEV_ROUTES,
  });
  renderPagesWithNodeReactDomServer(); // before Next loads its pages runtime (ADR 0024)
  const nextApp = next({
    dev,
    dir: path.resolve(__dirname, '..'),
    hostname: 'localhost',
    port: cfg.PORT,
  });
  await nextApp.prepare();
  const handleNext = nextApp.getRequestHandler();
  // After Next has loaded: the listener installs @hono/node-server's lightweight global
  // Request/Response, which Next would otherwise replace (about 30% of API throughput).
  const api = getRequestListener(createApiApp(ctx, services).fetch);
  const securityHeaders = createSecurityHeaders(cfg, {
    dev,
    scriptHashes: dev ? [] : prerenderedScriptHashes(process.env.NEXT_DIST_DIR || '.next'),
  });

  const server = http.createServer((req, res) => {
    const requestId = assignRequestId(req, res);
    if (cfg.ACCESS_LOG) accessLog(req, res);
    withRequest({ requestId }, () => {
      if (isApiPath(req.url ?? '/')) {
        void api(req, res);
        return;
      }
      applyPageSecurityHeaders(securityHeaders, cfg.TRUST_PROXY, req, res);
      handleNext(req, res).catch((error: unknown) => {
        logger.error('next request failed', { url: req.url, error: describeError(error) });
        if (!res.headersSent) res.writeHead(500);
        res.end();
      });
    });
  });
  // Node's default keep-alive timeout (5 s) stays: raising it to 65 s cost ~20% of API
  // throughput here (bench/). Behind a load balancer, set its idle timeout below 5 s instead.

  await new Promise<void>((resolve) => server.listen(cfg.PORT, cfg.HOST, resolve));
  logger.info(`ready on http://localhost:${cfg.PORT}`, {
    mode: dev ? 'development' : 'production',
    host: cfg.HOST,
  });

  // Draining: /readyz says 503 (the load balancer stops sending), then no new connections, the
  // requests in flight finish, the background jobs finish their runs, and the process exits.
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    ctx.lifecycle.draining = true;
    logger.info('draining', { signal, seconds: cfg.SHUTDOWN_DRAIN_SECONDS });
    setTimeout(() => process.exit(1), (cfg.SHUTDOWN_DRAIN_SECONDS + 20) * 1000).unref();
    setTimeout(() => {
      const jobsStopped = stopJobs();
      server.close(() => {
        void jobsStopped
          .then(() => nextApp.close())
          .catch(() => undefined)
          .then(() => flushServerErrorReports())
          .then(() => services.close())
          .then(() => ctx.database.close())
          .catch((error: unknown) =>
            logger.error('shutdown failed', { error: describeError(error) }),
          )
          .finally(() => {
            logger.info('stopped');
            process.exit(0);
          });
      });
      server.closeIdleConnections();
    }, cfg.SHUTDOWN_DRAIN_SECONDS * 1000);
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

if (require.main === module) {
  main().catch((error: unknown) => {
    logger.error('start-up failed', {
      error: error instanceof Error ? error.stack : String(error),
    });
    process.exit(1);
  });
}
