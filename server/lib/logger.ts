// A tiny structured logger: one JSON line per event in production, readable text in development.
type Level = 'debug' | 'info' | 'warn' | 'error';
const order: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };

let threshold: Level = (process.env.LOG_LEVEL as Level | undefined) ?? 'info';
const json = process.env.NODE_ENV === 'production';

export function setLogLevel(level: Level): void {
  threshold = level;
}

function write(level: Level, message: string, fields?: Record<string, unknown>): void {
  if (order[level] < order[threshold]) return;
  const line = json
    ? JSON.stringify({ level, time: new Date().toISOString(), message, ...fields })
    : `[${level}] ${message}${fields ? ` ${JSON.stringify(fields)}` : ''}`;
  (level === 'error' || level === 'warn' ? process.stderr : process.stdout).write(`${line}\n`);
}

export const logger = {
  debug: (message: string, fields?: Record<string, unknown>) => write('debug', message, fields),
  info: (message: string, fields?: Record<string, unknown>) => write('info', message, fields),
  warn: (message: string, fields?: Record<string, unknown>) => write('warn', message, fields),
  error: (message: string, fields?: Record<string, unknown>) => write('error', message, fields),
};
