// The server's logger: pino, one JSON line per event (LOG_FORMAT=json, the default in production)
// or pino-pretty's readable text (the default in development). Every line written while serving a
// request carries its `request_id` (server/lib/request-context.ts). Nothing secret is ever passed
// to it (passwords, hashes, tokens, codes); tests capture every line through setLogWriter to
// prove it.
import pino, { type DestinationStream, type Logger } from 'pino';
import { prettyFactory } from 'pino-pretty';
import { currentRequest } from './request-context';

type Level = 'debug' | 'info' | 'warn' | 'error';
const levels = new Set<string>(['debug', 'info', 'warn', 'error']);

const envLevel = process.env.LOG_LEVEL;
const initialLevel: Level = envLevel && levels.has(envLevel) ? (envLevel as Level) : 'info';
const format =
  process.env.LOG_FORMAT === 'json' || process.env.LOG_FORMAT === 'pretty'
    ? process.env.LOG_FORMAT
    : process.env.NODE_ENV === 'production'
      ? 'json'
      : 'pretty';

type LogWriter = (level: Level, line: string) => void;

const defaultWriter: LogWriter = (level, line) =>
  (level === 'error' || level === 'warn' ? process.stderr : process.stdout).write(line);
let writer: LogWriter = defaultWriter;

/** Sends every line to `next` instead of stdout/stderr (null: back to them). For tests. */
export function setLogWriter(next: LogWriter | null): void {
  writer = next ?? defaultWriter;
}

const pretty =
  format === 'pretty'
    ? prettyFactory({
        colorize: false,
        messageKey: 'message',
        translateTime: 'SYS:HH:MM:ss.l',
        ignore: 'pid,hostname',
        singleLine: true,
      })
    : null;

/** pino writes each line here; the writer of the moment takes it, as JSON or pretty text. */
const destination: DestinationStream = {
  write(line: string) {
    const level = /"level":"(\w+)"/.exec(line)?.[1];
    writer(levels.has(level ?? '') ? (level as Level) : 'info', pretty ? pretty(line) : line);
  },
};

/** pino itself, for libraries that take a pino logger (pino-http's access log). */
export const pinoLogger: Logger = pino(
  {
    level: initialLevel,
    messageKey: 'message',
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    // A child logger bound to its request (pino-http's) carries the id already.
    mixin: (_fields, _level, child) => {
      const request = currentRequest();
      if (!request || 'request_id' in child.bindings()) return {};
      return { request_id: request.requestId };
    },
  },
  destination,
);

export function setLogLevel(level: Level): void {
  pinoLogger.level = level;
}

type Fields = Record<string, unknown>;

/** Our call shape (message first, then fields) over pino's (fields first). */
export const logger = {
  debug: (message: string, fields?: Fields) => pinoLogger.debug(fields ?? {}, message),
  info: (message: string, fields?: Fields) => pinoLogger.info(fields ?? {}, message),
  warn: (message: string, fields?: Fields) => pinoLogger.warn(fields ?? {}, message),
  error: (message: string, fields?: Fields) => pinoLogger.error(fields ?? {}, message),
};

/**
 * An error as a log field: its stack, without the parameters of a failed statement (Drizzle
 * puts them in the message, and they may hold a password hash or a token hash).
 */
export function describeError(error: unknown): string {
  const text = error instanceof Error ? (error.stack ?? error.message) : String(error);
  const redacted = text.replace(/\nparams: [\s\S]*?(?=\n\s+at |$)/, '\nparams: [redacted]');
  const cause = error instanceof Error ? error.cause : undefined;
  // The driver's own message names the constraint, never the values (those are in `detail`).
  return cause instanceof Error ? `${redacted}\ncause: ${cause.message}` : redacted;
}
