// Configuration, read once at start-up through one schema. Every variable has a working
// default for the embedded mode; `.env.example` lists them.
import path from 'node:path';
import { boolean, object, string, number, mixed, type InferType } from 'yup';
import { isPublicOrigin, publicOrigin } from '@/schemas/public-origin';

/**
 * One social sign-in provider: the client registered with it, and its endpoints. An endpoint
 * left unset is read from `<P>_ISSUER`'s discovery document when that is set, else the
 * provider's public endpoint is used (server/modules/auth/social-providers.ts).
 */
function socialProviderConfig<P extends 'GOOGLE' | 'NAVER' | 'KAKAO'>(prefix: P) {
  const field = () => string().default('');
  return {
    [`${prefix}_CLIENT_ID`]: field(),
    [`${prefix}_CLIENT_SECRET`]: field(),
    [`${prefix}_ISSUER`]: field(),
    [`${prefix}_AUTHORIZE_URL`]: field(),
    [`${prefix}_TOKEN_URL`]: field(),
    [`${prefix}_USERINFO_URL`]: field(),
    [`${prefix}_SCOPE`]: field(),
  } as Record<
    `${P}_${'CLIENT_ID' | 'CLIENT_SECRET' | 'ISSUER' | 'AUTHORIZE_URL' | 'TOKEN_URL' | 'USERINFO_URL' | 'SCOPE'}`,
    ReturnType<typeof field>
  >;
}

const configSchema = object({
  NODE_ENV: mixed<'development' | 'production' | 'test'>()
    .oneOf(['development', 'production', 'test'])
    .default('development'),
  PORT: number().integer().min(0).max(65535).default(3000),
  /** The address to listen on: this machine only unless told otherwise (0.0.0.0 for all). */
  HOST: string().default('127.0.0.1'),
  /** postgres://... to use PostgreSQL; unset for the embedded PGlite database. */
  DATABASE_URL: string().optional(),
  DATABASE_POOL_SIZE: number().integer().min(1).default(10),
  /**
   * postgres://... of a streaming replica (hot standby) that serves the public catalogue and
   * search reads; everything else, and those reads while the replica has not replayed a change
   * this instance was told of, go to DATABASE_URL (ADR 0050). Unset: every read on DATABASE_URL.
   */
  DATABASE_READ_URL: string().optional(),
  /** Where PGlite and uploaded images live in embedded mode. */
  DATA_DIR: string().default('./.data'),
  /**
   * PGlite's page cache (PostgreSQL's shared_buffers), e.g. `512MB`. The default suits the demo;
   * a catalogue whose hot tables and indexes outgrow it reads pages from disk one system call at
   * a time (at 100k artworks a third of a search's time), so size it to them.
   */
  PGLITE_SHARED_BUFFERS: string()
    .matches(/^[1-9][0-9]{0,5}(kB|MB|GB)$/, 'PGLITE_SHARED_BUFFERS is a size such as 512MB')
    .default('128MB'),
  /**
   * The site's one public origin (https://artmarket.example): every absolute link (canonical,
   * og:url, hreflang, sitemap, robots, e-mails, the certificate's QR code) and the tokens' issuer.
   * Never taken from a request's Host or forwarded headers (ADR 0066). Required in production;
   * elsewhere http://localhost:PORT.
   */
  PUBLIC_URL: string()
    .optional()
    .test(
      'origin',
      'PUBLIC_URL must be an http(s) origin such as https://artmarket.example (no path, query or user)',
      (value) => value === undefined || isPublicOrigin(value),
    ),
  /** Public base of image URLs (a CDN origin in production; the process serves /media itself). */
  MEDIA_BASE_URL: string().default('/media'),
  /** local (disk under DATA_DIR/media) or s3 (an S3-compatible bucket, S3_* below) */
  STORAGE_DRIVER: mixed<'local' | 's3'>().oneOf(['local', 's3']).default('local'),
  /** S3-compatible endpoint, e.g. https://s3.ap-northeast-2.amazonaws.com or http://127.0.0.1:9000 */
  S3_ENDPOINT: string().default('https://s3.amazonaws.com'),
  S3_BUCKET: string().default(''),
  S3_REGION: string().default('us-east-1'),
  S3_ACCESS_KEY_ID: string().default(''),
  S3_SECRET_ACCESS_KEY: string().default(''),
  /** Seed demo data into an empty database on start (embedded mode defaults to yes). */
  SEED_ON_START: mixed<'auto' | 'yes' | 'no'>().oneOf(['auto', 'yes', 'no']).default('auto'),
  /**
   * Shared secret of the internal server-side calls (/v3/internal/*, header x-internal-secret)
   * for a web tier deployed apart from the API. Outside production it defaults to a
   * development value; in production internal calls are refused until it is set.
   */
  INTERNAL_API_SECRET: string().default(''),
  /**
   * Signs the customers' access tokens (HS256). Outside production it defaults to a development
   * value; in production the server refuses to start without it (at least 32 characters).
   */
  AUTH_JWT_SECRET: string().default(''),
  /**
   * Proxies in front of the process whose X-Forwarded-For and X-Forwarded-Proto are trusted
   * (0: the socket's address and scheme). Behind a TLS-terminating proxy, set it: HSTS and the
   * cookies' Secure flag follow the scheme it reports.
   */
  TRUST_PROXY: number().integer().min(0).max(10).default(0),
  /**
   * Who may frame the pages (CSP frame-ancestors): origins separated by spaces, e.g. an app's
   * web view; unset: nobody ('none', with X-Frame-Options: DENY).
   */
  FRAME_ANCESTORS: string().default(''),
  /** redis://... to keep the abuse limits in Redis; unset: in the database. */
  REDIS_URL: string().optional(),
  /** smtp(s)://user:pass@host:port to send e-mail; unset: e-mail stays in the outbox (console). */
  SMTP_URL: string().optional(),
  MAIL_FROM: string().default('Artmarket <no-reply@artmarket.localhost>'),
  /** An HTTPS endpoint that receives text messages as JSON { to, text }; unset: console. */
  SMS_WEBHOOK_URL: string().optional(),
  /**
   * Serve the development routes (/v3/dev/*: the outbox with its codes in clear, the test
   * gateway's deposit) and the /dev pages, to loopback clients only. Off unless set; `npm run
   * demo` and `npm run dev` set it for the person at the machine (ADR 0045).
   */
  DEV_ROUTES: boolean().default(false),
  /** Pre-access gate: e-mail addresses and @domains allowed in, comma separated; unset: open. */
  PRE_ACCESS_EMAILS: string().default(''),
  ...socialProviderConfig('GOOGLE'),
  ...socialProviderConfig('NAVER'),
  ...socialProviderConfig('KAKAO'),
  /** The payment adapter: test (the built-in offline gateway) or toss (Toss Payments, ADR 0020). */
  PAYMENT_GATEWAY: mixed<'test' | 'toss'>().oneOf(['test', 'toss']).default('test'),
  /** Toss Payments secret key (test_sk_… or live_sk_…); required with PAYMENT_GATEWAY=toss. */
  TOSS_SECRET_KEY: string().default(''),
  /** Toss Payments client key (test_ck_… or live_ck_…) for the payment window in the browser. */
  TOSS_CLIENT_KEY: string().default(''),
  /** Base URL of the Toss Payments API. */
  TOSS_API_URL: string().default('https://api.tosspayments.com'),
  /** Toss bank code of the virtual accounts issued (88 Shinhan Bank). */
  TOSS_VIRTUAL_ACCOUNT_BANK: string()
    .matches(/^\d{2}$/, 'TOSS_VIRTUAL_ACCOUNT_BANK must be a two-digit bank code')
    .default('88'),
  /**
   * Key of the gateway's signed notifications (HMAC-SHA256), 16+ characters. With the test
   * gateway it defaults to a development value.
   */
  PAYMENT_WEBHOOK_SECRET: string().default(''),
  /** How far a notification's timestamp may be from the server clock, in seconds. */
  PAYMENT_WEBHOOK_TOLERANCE_SECONDS: number().integer().min(1).max(3600).default(300),
  /** Resale (ADR 0025): the platform's commission on a resale, in basis points (1000 = 10 %). */
  RESALE_COMMISSION_BPS: number().integer().min(0).max(5000).default(1000),
  /** Resale: the artist's resale royalty, in basis points (300 = 3 %). */
  RESALE_ROYALTY_BPS: number().integer().min(0).max(5000).default(300),
  /** Partner portal: the platform's commission on a gallery's primary sale, in basis points. */
  PRIMARY_COMMISSION_BPS: number().integer().min(0).max(9000).default(3000),
  /** Store info (rules §3) on receipts and sale slips; name and address: rules/seller.ts. */
  STORE_REPRESENTATIVE: string().default('[redacted]'),
  STORE_BUSINESS_NUMBER: string().default('000-00-00000'),
  /** The operators' inbox: contact and enrolment requests are mailed here (issue 9). */
  CONTACT_INBOX: string().email().default('contact@artmarket.localhost'),
  /** Amplitude browser analytics (public key); unset: no analytics SDK is loaded (ADR 0028). */
  AMPLITUDE_API_KEY: string().default(''),
  /** Where Amplitude events go instead of Amplitude's own endpoint (a proxy, or a test's). */
  AMPLITUDE_SERVER_URL: string().url().default(''),
  /** Sentry DSN of the browser error reports; unset: no Sentry SDK is loaded (ADR 0028). */
  SENTRY_DSN: string().default(''),
  /** The environment the Sentry reports are filed under. */
  SENTRY_ENVIRONMENT: string().default(''),
  /**
   * Only for the monitoring journey (e2e/monitoring-config.ts): serves a store API call and a
   * page that fail on purpose, so that their error reports can be seen to arrive. Never set it
   * on a real or demo server.
   */
  MONITORING_TEST_ERRORS: boolean().default(false),
  /**
   * The largest request body the API reads (bytes, 1 MB by default), refused with 413 before it
   * is read; uploads have their own larger limit (rules/image.ts).
   */
  API_BODY_LIMIT_BYTES: number()
    .integer()
    .min(1024)
    .max(64 * 1024 * 1024)
    .default(1024 * 1024),
  LOG_LEVEL: mixed<'debug' | 'info' | 'warn' | 'error'>()
    .oneOf(['debug', 'info', 'warn', 'error'])
    .default('info'),
  /** Pictures decoded at once (uploads); each 50-megapixel picture needs ~300 MB while decoded. */
  UPLOAD_CONCURRENCY: number().integer().min(1).max(8).default(1),
  /** Uploads that may wait for their turn; the next is answered 503 with Retry-After. */
  UPLOAD_QUEUE_LENGTH: number().integer().min(0).max(100).default(4),
  /** Uploads one customer may have processing and waiting together; the next is 429 (ADR 0068). */
  UPLOAD_PER_CUSTOMER: number().integer().min(1).max(100).default(2),
  /** `json` (one line per event; the default in production) or `pretty` (development). */
  LOG_FORMAT: mixed<'json' | 'pretty'>().oneOf(['json', 'pretty']).optional(),
  /** Access log lines (method, path, status, time) at info: `true` by default. */
  ACCESS_LOG: boolean().default(true),
  /**
   * On SIGTERM, /readyz answers 503 for this many seconds before the server stops taking new
   * connections, so a load balancer routes around the instance first (rolling restarts).
   */
  SHUTDOWN_DRAIN_SECONDS: number().integer().min(0).max(120).default(0),
  /**
   * How often each instance runs the buying sweep (deposit deadlines, abandoned holds, bid
   * expiry, reminders, payments left processing). Every instance may run it: rows are claimed
   * with SKIP LOCKED, so each is handled once whoever comes first.
   */
  BUYING_SWEEP_SECONDS: number().integer().min(1).max(3600).default(60),
});

/** The internal calls' secret outside production when INTERNAL_API_SECRET is not set. */
export const DEVELOPMENT_INTERNAL_API_SECRET = 'artmarket-internal-development-secret';

/** The payment notifications' key outside production when PAYMENT_WEBHOOK_SECRET is not set. */
export const DEVELOPMENT_PAYMENT_WEBHOOK_SECRET = 'artmarket-payment-webhook-development-secret';

/** The customers' token key outside production when AUTH_JWT_SECRET is not set. */
export const DEVELOPMENT_AUTH_JWT_SECRET = 'artmarket-auth-development-secret-not-for-production';

export type Config = Omit<InferType<typeof configSchema>, 'PUBLIC_URL'> & {
  /** The public origin, without a trailing slash (PUBLIC_URL, or the development default). */
  PUBLIC_URL: string;
  dataDir: string;
  mediaDir: string;
};

const developmentSecrets: Record<string, string> = {
  AUTH_JWT_SECRET: DEVELOPMENT_AUTH_JWT_SECRET,
  INTERNAL_API_SECRET: DEVELOPMENT_INTERNAL_API_SECRET,
  PAYMENT_WEBHOOK_SECRET: DEVELOPMENT_PAYMENT_WEBHOOK_SECRET,
};

/** Production never runs on a key written in this file: anyone could sign with it. */
function refuseDevelopmentSecrets(secrets: Record<string, string>): void {
  for (const [name, value] of Object.entries(secrets)) {
    if (value && value === developmentSecrets[name]) {
      throw new Error(
        `${name} is the development default, which is public: set a random one in production (e.g. openssl rand -base64 48)`,
      );
    }
  }
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const raw = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = configSchema.validateSync(raw, { stripUnknown: true, abortEarly: false });
  const dataDir = path.resolve(parsed.DATA_DIR);
  const INTERNAL_API_SECRET =
    parsed.INTERNAL_API_SECRET ||
    (parsed.NODE_ENV === 'production' ? '' : DEVELOPMENT_INTERNAL_API_SECRET);
  const production = parsed.NODE_ENV === 'production';
  const AUTH_JWT_SECRET = parsed.AUTH_JWT_SECRET || (production ? '' : DEVELOPMENT_AUTH_JWT_SECRET);
  if (AUTH_JWT_SECRET.length < 32) {
    throw new Error(
      production && !parsed.AUTH_JWT_SECRET
        ? 'AUTH_JWT_SECRET is required in production (at least 32 random characters, e.g. `openssl rand -base64 48`)'
        : 'AUTH_JWT_SECRET must be at least 32 characters',
    );
  }
  // A notification signed with this key marks an order paid on the test gateway, so production
  // (the demo included, which generates one into DATA_DIR) needs its own. Toss Payments proves
  // its deposit callbacks with a per-payment secret checked against its API (ADR 0020), so it
  // needs its secret key instead, and the HMAC key only signs development notifications.
  const PAYMENT_WEBHOOK_SECRET =
    parsed.PAYMENT_WEBHOOK_SECRET || (production ? '' : DEVELOPMENT_PAYMENT_WEBHOOK_SECRET);
  if (parsed.PAYMENT_GATEWAY === 'test' && PAYMENT_WEBHOOK_SECRET.length < 16) {
    throw new Error(
      production && !parsed.PAYMENT_WEBHOOK_SECRET
        ? 'PAYMENT_WEBHOOK_SECRET is required in production with the test gateway (at least 16 random characters; `npm run demo` keeps one in DATA_DIR)'
        : 'PAYMENT_WEBHOOK_SECRET must be at least 16 characters',
    );
  }
  if (production) {
    refuseDevelopmentSecrets({ AUTH_JWT_SECRET, INTERNAL_API_SECRET, PAYMENT_WEBHOOK_SECRET });
  }
  // Links in e-mails, sitemaps and page heads outlive the request that made them: production names
  // its origin rather than believing a Host header a client writes (ADR 0066).
  if (production && !parsed.PUBLIC_URL) {
    throw new Error(
      'PUBLIC_URL is required in production: the public origin of every absolute link (e.g. https://artmarket.example); `npm run demo` and `npm run cluster` set their own',
    );
  }
  const PUBLIC_URL = publicOrigin(parsed.PUBLIC_URL, parsed.PORT);
  if (parsed.PAYMENT_GATEWAY === 'toss' && !/^(test|live)_g?sk_/.test(parsed.TOSS_SECRET_KEY)) {
    throw new Error(
      'PAYMENT_GATEWAY=toss needs TOSS_SECRET_KEY (test_sk_… or live_sk_… from the Toss Payments developer centre)',
    );
  }
  return {
    ...parsed,
    PUBLIC_URL,
    PAYMENT_WEBHOOK_SECRET,
    INTERNAL_API_SECRET,
    AUTH_JWT_SECRET,
    dataDir,
    mediaDir: path.join(dataDir, 'media'),
  };
}

let current: Config | undefined;

/** The process-wide configuration, read on first use. */
export function config(): Config {
  current ??= readConfig();
  return current;
}
