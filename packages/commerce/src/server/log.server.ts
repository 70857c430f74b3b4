/**
 * How the commerce clients write a log line: `log.warn({ event: 'einstein-call-failed' }, message)`. The package has no
 * logger of its own to choose (that is the application's: its format, its request ids, its redaction), so a line goes
 * to a sink the application installs once (`installCommerceLogSink`); until then, one JSON line on the console in
 * the same shape, so a script or a test that never installs one still sees what failed.
 */

export type CommerceLogLevel = 'info' | 'warn' | 'error';

/** A line's fields: always an `event` (tests and docs find lines by it), then whatever says what happened. */
export interface CommerceLogFields {
  event: string;
  [field: string]: unknown;
}

export type CommerceLogSink = (level: CommerceLogLevel, fields: CommerceLogFields, message?: string) => void;

/** An error's message, or the thrown value as text. */
export const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

const consoleSink: CommerceLogSink = (level, fields, message) => {
  const line: Record<string, unknown> = { level };
  for (const [name, value] of Object.entries(fields))
    line[name] = value instanceof Error ? { message: value.message } : value;
  if (message !== undefined) line.message = message;
  console[level](JSON.stringify(line));
};

let sink: CommerceLogSink = consoleSink;

/**
 * The application's logger, for every line the commerce clients write from now on. Returns what puts the previous
 * sink back (a test that captures lines must not leave its sink to the next test file in the same worker).
 */
export function installCommerceLogSink(applicationSink: CommerceLogSink): () => void {
  const previous = sink;
  sink = applicationSink;
  return () => {
    sink = previous;
  };
}

export const log = {
  info: (fields: CommerceLogFields, message?: string) => sink('info', fields, message),
  warn: (fields: CommerceLogFields, message?: string) => sink('warn', fields, message),
  error: (fields: CommerceLogFields, message?: string) => sink('error', fields, message),
};
