import { describe, expect, it } from 'vitest';
import { logStaleServed, STALE_SERVED_LOG_INTERVAL_MS } from './content.server';
import { rateLimitedLog } from './rateLimitedLog.server';
import { captureLog } from '../testing/logCapture';

describe('rateLimitedLog', () => {
  it('admits one line per key per interval and counts the ones held back', () => {
    let time = 0;
    const log = rateLimitedLog(60_000, { now: () => time });
    expect(log.admit('a')).toBe(0);
    expect(log.admit('a')).toBeUndefined();
    expect(log.admit('b')).toBe(0);
    time = 59_999;
    expect(log.admit('a')).toBeUndefined();
    time = 60_000;
    expect(log.admit('a')).toBe(2);
    expect(log.admit('a')).toBeUndefined();
  });

  it('forgets the least recently used keys past its size, so distinct keys cannot grow it', () => {
    const time = 0;
    const log = rateLimitedLog(60_000, { maxKeys: 2, now: () => time });
    log.admit('a');
    log.admit('b');
    log.admit('c'); // 'a' is forgotten
    expect(log.admit('a')).toBe(0);
    expect(log.admit('c')).toBeUndefined();
  });
});

describe('content-stale-served', () => {
  it('is logged once per hub and item per minute while the API keeps failing, then says how many were held back', () => {
    const warn = captureLog();
    let time = 0;
    const log = logStaleServed('ridgeline', rateLimitedLog(STALE_SERVED_LOG_INTERVAL_MS, { now: () => time }));
    for (let i = 0; i < 50; i++) log({ key: 'home' }, new Error('503'));
    log({ key: 'page/about' }, new Error('503'));
    log({ id: 'home' }, new Error('503'));
    expect(warn.lines()).toHaveLength(3);
    expect(warn.lines()[0]).toEqual({
      level: 'warn',
      event: 'content-stale-served',
      hub: 'ridgeline',
      key: 'home',
      message: '503',
    });
    time = STALE_SERVED_LOG_INTERVAL_MS;
    log({ key: 'home' }, new Error('503'));
    expect(warn.lines()).toHaveLength(4);
    expect(warn.lines()[3]).toMatchObject({ event: 'content-stale-served', key: 'home', suppressed: 49 });
  });
});
