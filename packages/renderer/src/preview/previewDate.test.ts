import { describe, expect, it } from 'vitest';
import {
  formatPreviewTimestamp,
  fromStoredTimestamp,
  minimumPreviewWall,
  parsePreviewDateTime,
  PREVIEW_OFFSET_MS,
  previewTimestampFromInput,
  toStoredTimestamp,
} from './previewDate';

const NOW = Date.parse('2026-11-22T03:00:00Z'); // wall clock (UTC−7): 21/11/2026 20:00:00

describe('preview date-time', () => {
  it('parses DD/MM/YYYY HH:mm:ss as a wall-clock reading', () => {
    expect(parsePreviewDateTime('25/03/2027 14:30:15')).toEqual({ ok: true, wall: Date.UTC(2027, 2, 25, 14, 30, 15) });
    expect(parsePreviewDateTime('25/03/2027 14:30')).toEqual({ ok: true, wall: Date.UTC(2027, 2, 25, 14, 30, 0) });
  });

  it('a date without a time means 00:00:00', () => {
    expect(parsePreviewDateTime('25/03/2027')).toEqual({ ok: true, wall: Date.UTC(2027, 2, 25) });
  });

  it.each(['2027-03-25', '25/3/2027', '25/03/27', '25/03/2027 25:00:00', '31/02/2027', '00/01/2027', 'tomorrow', ''])(
    'refuses %j',
    (input) => {
      expect(parsePreviewDateTime(input).ok).toBe(false);
    },
  );

  it('applies the 7-hour offset on store and reverses it on display', () => {
    expect(PREVIEW_OFFSET_MS).toBe(7 * 3600 * 1000);
    const wall = Date.UTC(2027, 2, 20, 1, 0, 0);
    expect(toStoredTimestamp(wall)).toBe(Date.parse('2027-03-20T08:00:00Z'));
    expect(fromStoredTimestamp(toStoredTimestamp(wall))).toBe(wall);
    expect(formatPreviewTimestamp(Date.parse('2027-03-20T08:00:00Z'))).toBe('20/03/2027 01:00:00');
  });

  it('the minimum is today at 00:00:00 in the same wall-clock frame', () => {
    expect(minimumPreviewWall(NOW)).toBe(Date.UTC(2026, 10, 21));
    expect(previewTimestampFromInput('21/11/2026', NOW)).toEqual({ ok: true, timestamp: Date.UTC(2026, 10, 21, 7) });
    expect(previewTimestampFromInput('20/11/2026 23:59:59', NOW)).toMatchObject({
      ok: false,
      error: 'past',
      message: 'The date must be today or later',
    });
    expect(previewTimestampFromInput('20-11-2026', NOW)).toMatchObject({ ok: false, error: 'format' });
  });

  it('round-trips what the toolbar shows', () => {
    const shown = formatPreviewTimestamp(Date.parse('2027-03-25T12:00:00Z'));
    expect(shown).toBe('25/03/2027 05:00:00');
    expect(previewTimestampFromInput(shown, NOW)).toEqual({ ok: true, timestamp: Date.parse('2027-03-25T12:00:00Z') });
  });
});
