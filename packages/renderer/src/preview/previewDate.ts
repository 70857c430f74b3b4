/**
 * The preview toolbar's date-time (docs/behaviour/preview.md#date-time): format `DD/MM/YYYY HH:mm:ss`; a date with no time means
 * 00:00:00; the minimum is today; the stored value is the entered date-time shifted by 7 hours, and display shifts
 * it back. The entered value is a wall-clock reading taken as UTC fields, so the result does not depend on the
 * browser's or the server's time zone. Pure.
 */
export const PREVIEW_DATE_FORMAT = 'DD/MM/YYYY HH:mm:ss';
/** The 7-hour shift between the entered and the stored date-time (docs/behaviour/preview.md#date-time). */
export const PREVIEW_OFFSET_MS = 7 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export const PREVIEW_DATE_ERRORS = {
  format: `Enter the date as ${PREVIEW_DATE_FORMAT}`,
  invalid: 'That date does not exist',
  past: 'The date must be today or later',
} as const;

export type PreviewDateError = keyof typeof PREVIEW_DATE_ERRORS;

const PATTERN = /^(\d{2})\/(\d{2})\/(\d{4})(?:[ T]+(\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/** The wall-clock reading (as UTC epoch ms) of `DD/MM/YYYY[ HH:mm[:ss]]`, or an error. */
export function parsePreviewDateTime(
  input: string,
): { ok: true; wall: number } | { ok: false; error: PreviewDateError } {
  const m = PATTERN.exec(input.trim());
  if (!m) return { ok: false, error: 'format' };
  const [day, month, year, hour = 0, minute = 0, second = 0] = m
    .slice(1)
    .map((p) => (p === undefined ? undefined : Number(p))) as number[];
  if (month! < 1 || month! > 12 || day! < 1 || hour > 23 || minute > 59 || second > 59)
    return { ok: false, error: 'invalid' };
  const wall = Date.UTC(year!, month! - 1, day!, hour, minute, second);
  const check = new Date(wall);
  if (check.getUTCDate() !== day || check.getUTCMonth() !== month! - 1) return { ok: false, error: 'invalid' };
  return { ok: true, wall };
}

/** Entered wall-clock → stored timestamp (+7 h). */
export function toStoredTimestamp(wall: number): number {
  return wall + PREVIEW_OFFSET_MS;
}

/** Stored timestamp → wall-clock for display (−7 h). */
export function fromStoredTimestamp(timestamp: number): number {
  return timestamp - PREVIEW_OFFSET_MS;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A wall-clock reading as `DD/MM/YYYY HH:mm:ss`. */
export function formatWall(wall: number): string {
  const d = new Date(wall);
  return `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCFullYear(), 4)} ${pad(d.getUTCHours())}:${pad(
    d.getUTCMinutes(),
  )}:${pad(d.getUTCSeconds())}`;
}

/** A stored timestamp as the toolbar shows it (the 7-hour offset reversed). */
export function formatPreviewTimestamp(timestamp: number): string {
  return formatWall(fromStoredTimestamp(timestamp));
}

/** The earliest wall-clock the picker accepts: today (in the same wall-clock frame) at 00:00:00. */
export function minimumPreviewWall(now: number): number {
  const wallNow = fromStoredTimestamp(now);
  return Math.floor(wallNow / DAY_MS) * DAY_MS;
}

/** The toolbar's field → the timestamp to store, or the message to show. */
export function previewTimestampFromInput(
  input: string,
  now: number,
): { ok: true; timestamp: number } | { ok: false; error: PreviewDateError; message: string } {
  const parsed = parsePreviewDateTime(input);
  if (!parsed.ok) return { ok: false, error: parsed.error, message: PREVIEW_DATE_ERRORS[parsed.error] };
  if (parsed.wall < minimumPreviewWall(now)) return { ok: false, error: 'past', message: PREVIEW_DATE_ERRORS.past };
  return { ok: true, timestamp: toStoredTimestamp(parsed.wall) };
}
