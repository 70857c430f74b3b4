import { onTestFinished } from 'vitest';
import { logTo } from '../platform/log.server';

/** A log line as a test reads it: the JSON the server writes, without what changes from run to run. */
export type CapturedLine = Record<string, unknown> & { level: string; event?: string; message?: string };

export interface LogCapture {
  /** Every line so far, parsed, without `time`, `pid` and `hostname`. */
  lines(): CapturedLine[];
  /** The lines so far whose `event` is `event`. */
  events(event: string): CapturedLine[];
  /** The raw text written so far (one JSON document per line). */
  text(): string;
  /** Sends the lines back where they went (also done when the test ends). */
  restore(): void;
}

/**
 * The server logger's test destination: from now until the test ends, its lines (and those of `log.ts` on the
 * server, once `log.server.ts` is loaded) are kept here instead of written to stdout.
 */
export function captureLog(): LogCapture {
  let text = '';
  const restore = logTo({ write: (line: string) => void (text += line) });
  try {
    onTestFinished(restore);
  } catch {
    // Called outside a test (a beforeAll): the caller restores.
  }
  const lines = () =>
    text
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const { time: _time, pid: _pid, hostname: _hostname, ...rest } = JSON.parse(line) as CapturedLine;
        return rest as CapturedLine;
      });
  return { lines, events: (event) => lines().filter((line) => line.event === event), text: () => text, restore };
}
