import { describe, expect, it, vi } from 'vitest';
import { log, messageOf } from './log';

// This file never loads log.server.ts: it is the browser's side, lines on the console.
describe('the browser log (log.ts)', () => {
  it("writes one JSON line on the console of the level, in the server lines' shape", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    log.warn({ event: 'store-search-failed', code: 2 }, 'Timeout');
    log.error({ event: 'islands-runtime-failed', err: new Error('boom') });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(warn.mock.calls[0]![0]))).toEqual({
      level: 'warn',
      event: 'store-search-failed',
      code: 2,
      message: 'Timeout',
    });
    // an Error is written as its message, not `{}`
    expect(JSON.parse(String(error.mock.calls[0]![0]))).toEqual({
      level: 'error',
      event: 'islands-runtime-failed',
      err: { message: 'boom' },
    });
  });

  it('messageOf: an error message, or the thrown value as text', () => {
    expect(messageOf(new Error('x'))).toBe('x');
    expect(messageOf(42)).toBe('42');
  });
});
