/**
 * The one way to write a log line from code that runs in the browser, or on both sides (islands, i18n, shell
 * overlays): `log.warn({ event: 'store-search-failed' }, message)`. In the browser it is one JSON line on the console,
 * `{"level":"warn","event":"…","message":"…"}`, the shape the server writes. It must stay tiny and import nothing:
 * islands ship it, and pino (the server's logger) must never reach the browser. On the server, `log.server.ts`
 * installs itself as the sink when it loads (the server entry imports it), so the same call there becomes a pino line
 * with the request's id. Server-only code imports `log` from `log.server.ts` directly.
 */

export type LogLevel = 'info' | 'warn' | 'error';

/** A line's fields: always an `event` (tests and docs find lines by it), then whatever says what happened. */
export interface LogFields {
  event: string;
  [field: string]: unknown;
}

export type LogSink = (level: LogLevel, fields: LogFields, message?: string) => void;

export interface Log {
  info(fields: LogFields, message?: string): void;
  warn(fields: LogFields, message?: string): void;
  error(fields: LogFields, message?: string): void;
}

/** An error's message, or the thrown value as text: what a line says about a failure (never a stack in the browser). */
export const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** An `Error` becomes its message: `JSON.stringify` would write `{}`. */
const plain = (value: unknown) => (value instanceof Error ? { message: value.message } : value);

const consoleSink: LogSink = (level, fields, message) => {
  const line: Record<string, unknown> = { level };
  for (const [name, value] of Object.entries(fields)) line[name] = plain(value);
  if (message !== undefined) line.message = message;
  console[level](JSON.stringify(line));
};

let sink: LogSink = consoleSink;

/** For `log.server.ts` only: where the lines go on the server (its pino logger). */
export function installLogSink(serverSink: LogSink): void {
  sink = serverSink;
}

export const log: Log = {
  info: (fields, message) => sink('info', fields, message),
  warn: (fields, message) => sink('warn', fields, message),
  error: (fields, message) => sink('error', fields, message),
};

/** A content failure as the renderer reports it (`@ridgeline/renderer`'s `FailureLogEntry`, not imported: islands). */
interface RendererFailure {
  level: 'warn' | 'error';
  event: string;
  message: string;
}

/**
 * The renderer's `Logger` writing through this log: its content-failure lines then carry the request id on the server
 * (instead of its default `consoleLogger`), and stay console lines in the browser.
 */
export const rendererLogger = {
  log: ({ level, message, ...entry }: RendererFailure) => log[level](entry, message),
};
