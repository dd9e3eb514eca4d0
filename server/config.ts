// Configuration, read once at start-up through one schema. Every variable has a working
// default for the embedded mode; `.env.example` lists them.
import path from 'node:path';
import { object, string, number, mixed, type InferType } from 'yup';

const configSchema = object({
  NODE_ENV: mixed<'development' | 'production' | 'test'>()
    .oneOf(['development', 'production', 'test'])
    .default('development'),
  PORT: number().integer().min(0).max(65535).default(3000),
  HOST: string().default('0.0.0.0'),
  /** postgres://... to use PostgreSQL; unset for the embedded PGlite database. */
  DATABASE_URL: string().optional(),
  DATABASE_POOL_SIZE: number().integer().min(1).default(10),
  /** Where PGlite and uploaded images live in embedded mode. */
  DATA_DIR: string().default('./.data'),
  /** Public origin used in absolute links (Open Graph, e-mails). */
  PUBLIC_URL: string().default('http://localhost:3000'),
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
  LOG_LEVEL: mixed<'debug' | 'info' | 'warn' | 'error'>()
    .oneOf(['debug', 'info', 'warn', 'error'])
    .default('info'),
});

/** The internal calls' secret outside production when INTERNAL_API_SECRET is not set. */
export const DEVELOPMENT_INTERNAL_API_SECRET = 'artmarket-internal-development-secret';

export type Config = InferType<typeof configSchema> & { dataDir: string; mediaDir: string };

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const raw = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = configSchema.validateSync(raw, { stripUnknown: true, abortEarly: false });
  const dataDir = path.resolve(parsed.DATA_DIR);
  const INTERNAL_API_SECRET =
    parsed.INTERNAL_API_SECRET ||
    (parsed.NODE_ENV === 'production' ? '' : DEVELOPMENT_INTERNAL_API_SECRET);
  return { ...parsed, INTERNAL_API_SECRET, dataDir, mediaDir: path.join(dataDir, 'media') };
}

let current: Config | undefined;

/** The process-wide configuration, read on first use. */
export function config(): Config {
  current ??= readConfig();
  return current;
}
