import { describe, expect, it } from 'vitest';
import {
  AUTO_REFRESH_ERRORS,
  formatCountdown,
  parseRefreshDateTime,
  refreshUrl,
  resolveTimeZone,
  validateRefreshDate,
} from './refreshDate';

const NOW = Date.UTC(2030, 0, 1, 12, 0, 0);

describe('validateRefreshDate', () => {
  it.each([undefined, null, '', '   '])('%j → No refresh date provided', (value) => {
    expect(validateRefreshDate(value, 'UTC', NOW)).toEqual({ ok: false, error: 'No refresh date provided' });
  });

  it.each(['tomorrow', '2030-13-01T10:00:00Z', '2030-02-30T10:00:00Z', '2030-01-02T24:00:00Z', '2030-01-02', 42])(
    '%j → Invalid date format',
    (value) => {
      expect(validateRefreshDate(value, 'UTC', NOW)).toEqual({ ok: false, error: 'Invalid date format' });
    },
  );

  it('a date at or before now → Refresh date must be in the future', () => {
    expect(validateRefreshDate('2020-01-01T00:00:00Z', 'UTC', NOW)).toEqual({
      ok: false,
      error: AUTO_REFRESH_ERRORS.past,
    });
    expect(validateRefreshDate(new Date(NOW).toISOString(), 'UTC', NOW)).toEqual({
      ok: false,
      error: 'Refresh date must be in the future',
    });
  });

  it('returns the instant of a future date', () => {
    expect(validateRefreshDate('2030-01-01T12:00:01Z', 'UTC', NOW)).toEqual({ ok: true, instant: NOW + 1000 });
  });
});

describe('parseRefreshDateTime', () => {
  it('honours an explicit offset (the timezone is then irrelevant)', () => {
    expect(parseRefreshDateTime('2030-03-01T10:00:00+01:00', 'America/New_York')).toBe(Date.UTC(2030, 2, 1, 9));
    expect(parseRefreshDateTime('2030-03-01T09:00:00.250Z', 'Asia/Tokyo')).toBe(Date.UTC(2030, 2, 1, 9, 0, 0, 250));
  });

  it('reads a date-time without an offset in the given IANA time zone, DST included', () => {
    expect(parseRefreshDateTime('2030-01-15T10:00:00', 'Europe/Berlin')).toBe(Date.UTC(2030, 0, 15, 9)); // CET, +1
    expect(parseRefreshDateTime('2030-07-15T10:00:00', 'Europe/Berlin')).toBe(Date.UTC(2030, 6, 15, 8)); // CEST, +2
    expect(parseRefreshDateTime('2030-07-15T10:00', 'America/New_York')).toBe(Date.UTC(2030, 6, 15, 14)); // EDT, -4
  });

  it('uses UTC without a (known) time zone', () => {
    expect(parseRefreshDateTime('2030-01-15T10:00:00')).toBe(Date.UTC(2030, 0, 15, 10));
    expect(parseRefreshDateTime('2030-01-15T10:00:00', 'Mars/Olympus')).toBe(Date.UTC(2030, 0, 15, 10));
    expect(resolveTimeZone('Mars/Olympus')).toBe('UTC');
    expect(resolveTimeZone('Europe/Berlin')).toBe('Europe/Berlin');
  });
});

describe('formatCountdown and refreshUrl', () => {
  it('formats hh:mm:ss, hours not wrapped at a day', () => {
    expect(formatCountdown(3_723_000)).toBe('01:02:03');
    expect(formatCountdown(500)).toBe('00:00:01');
    expect(formatCountdown(-5)).toBe('00:00:00');
    expect(formatCountdown(50 * 3_600_000)).toBe('50:00:00');
  });

  it('adds vse-timestamp to the current URL, keeping its other parameters', () => {
    expect(refreshUrl('https://shop.test/t/gift?vse=abc.staging.bigcontent.io#x', 1_900_000_000_000)).toBe(
      'https://shop.test/t/gift?vse=abc.staging.bigcontent.io&vse-timestamp=1900000000000#x',
    );
    expect(refreshUrl('https://shop.test/?vse-timestamp=1', 2)).toBe('https://shop.test/?vse-timestamp=2');
  });
});
