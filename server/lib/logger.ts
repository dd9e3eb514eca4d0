// A tiny structured logger: one JSON line per event in production, readable text in development.
// Nothing secret is ever passed to it (passwords, hashes, tokens, codes); tests capture every line
// through setLogWriter to prove it.
type Level = 'debug' | 'info' | 'warn' | 'error';
const order: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };

let threshold: Level = (process.env.LOG_LEVEL as Level | undefined) ?? 'info';
const json = process.env.NODE_ENV === 'production';

type LogWriter = (level: Level, line: string) => void;

const defaultWriter: LogWriter = (level, line) =>
  (level === 'error' || level === 'warn' ? process.stderr : process.stdout).write(`${line}\n`);
let writer: LogWriter = defaultWriter;

export function setLogLevel(level: Level): void {
  threshold = level;
}

/** Sends every line to `next` instead of stdout/stderr (null: back to them). For tests. */
export function setLogWriter(next: LogWriter | null): void {
  writer = next ?? defaultWriter;
}

function write(level: Level, message: string, fields?: Record<string, unknown>): void {
  if (order[level] < order[threshold]) return;
  const line = json
    ? JSON.stringify({ level, time: new Date().toISOString(), message, ...fields })
    : `[${level}] ${message}${fields ? ` ${JSON.stringify(fields)}` : ''}`;
  writer(level, line);
}

export const logger = {
  debug: (message: string, fields?: Record<string, unknown>) => write('debug', message, fields),
  info: (message: string, fields?: Record<string, unknown>) => write('info', message, fields),
  warn: (message: string, fields?: Record<string, unknown>) => write('warn', message, fields),
  error: (message: string, fields?: Record<string, unknown>) => write('error', message, fields),
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
