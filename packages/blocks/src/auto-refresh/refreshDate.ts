/** The auto-refresh messages, word for word (docs/behaviour/blocks.md#auto-refresh). */
export const AUTO_REFRESH_ERRORS = {
  missing: 'No refresh date provided',
  invalid: 'Invalid date format',
  past: 'Refresh date must be in the future',
} as const;

export type AutoRefreshError = (typeof AUTO_REFRESH_ERRORS)[keyof typeof AUTO_REFRESH_ERRORS];

export type RefreshDateResult = { ok: true; instant: number } | { ok: false; error: AutoRefreshError };

/** Time zone used when none (or an unknown one) is configured. */
export const DEFAULT_REFRESH_TIMEZONE = 'UTC';

const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(?:([Zz])|([+-])(\d{2}):?(\d{2}))?$/;

/** `timezone` if Intl knows it (an IANA name), else {@link DEFAULT_REFRESH_TIMEZONE}. */
export function resolveTimeZone(timezone: unknown): string {
  if (typeof timezone !== 'string' || timezone.trim() === '') return DEFAULT_REFRESH_TIMEZONE;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: timezone.trim() }).resolvedOptions().timeZone;
  } catch {
    return DEFAULT_REFRESH_TIMEZONE;
  }
}

/** Offset of `timeZone` from UTC at the instant `epochMs`, in ms (Berlin in winter: +3 600 000). */
function zoneOffset(epochMs: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(epochMs));
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  const wallClock = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return wallClock - (epochMs - (((epochMs % 1000) + 1000) % 1000));
}

/** The instant at which the wall-clock time `wallClockUtc` (fields read as if UTC) happens in `timeZone`. */
function zonedInstant(wallClockUtc: number, timeZone: string): number {
  let instant = wallClockUtc - zoneOffset(wallClockUtc, timeZone);
  // Second pass: the offset at the guessed instant can differ (the guess crossed a DST change).
  instant = wallClockUtc - zoneOffset(instant, timeZone);
  return instant;
}

/**
 * Parses a refresh date: an ISO 8601 / RFC 3339 date-time (`2027-03-01T09:30:00Z`,
 * `2027-03-01T10:30:00+01:00`). When it has no offset (`2027-03-01T10:30:00`) it is read as a wall-clock
 * time in `timezone` (IANA name; unknown or missing: UTC). Calendar-impossible values
 * (`2027-02-30`, `25:00`) are invalid, even though `Date.parse` would roll them over.
 */
export function parseRefreshDateTime(value: string, timezone?: unknown): number | undefined {
  const match = ISO_DATE_TIME.exec(value.trim());
  if (!match) return undefined;
  const [, y, mo, d, h, mi, s = '0', fraction = '', zulu, sign, offH, offM] = match;
  const year = Number(y),
    month = Number(mo),
    day = Number(d),
    hour = Number(h),
    minute = Number(mi),
    second = Number(s);
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth || hour > 23 || minute > 59 || second > 59)
    return undefined;
  const millis = Math.floor(Number(`0.${fraction || '0'}`) * 1000);
  const utcDate = new Date(0);
  utcDate.setUTCFullYear(year, month - 1, day);
  utcDate.setUTCHours(hour, minute, second, millis);
  const wallClock = utcDate.getTime();
  if (zulu) return wallClock;
  if (sign) {
    const hours = Number(offH),
      minutes = Number(offM);
    if (hours > 23 || minutes > 59) return undefined;
    const offset = (hours * 60 + minutes) * 60_000 * (sign === '-' ? -1 : 1);
    return wallClock - offset;
  }
  return zonedInstant(wallClock, resolveTimeZone(timezone));
}

/**
 * Validates an auto-refresh item's `refreshDateTime` (pure: `now` is given). Missing or blank →
 * 'No refresh date provided'; not a valid date-time → 'Invalid date format'; at or before `now` →
 * 'Refresh date must be in the future'. Otherwise the refresh instant (epoch ms).
 */
export function validateRefreshDate(refreshDateTime: unknown, timezone: unknown, now: number): RefreshDateResult {
  if (
    refreshDateTime === undefined ||
    refreshDateTime === null ||
    (typeof refreshDateTime === 'string' && refreshDateTime.trim() === '')
  ) {
    return { ok: false, error: AUTO_REFRESH_ERRORS.missing };
  }
  if (typeof refreshDateTime !== 'string') return { ok: false, error: AUTO_REFRESH_ERRORS.invalid };
  const instant = parseRefreshDateTime(refreshDateTime, timezone);
  if (instant === undefined || Number.isNaN(instant)) return { ok: false, error: AUTO_REFRESH_ERRORS.invalid };
  if (instant <= now) return { ok: false, error: AUTO_REFRESH_ERRORS.past };
  return { ok: true, instant };
}

/** Remaining time as `hh:mm:ss` (hours not wrapped at 24: `50:00:00` is two days and two hours). */
export function formatCountdown(remainingMs: number): string {
  const total = Math.max(0, Math.ceil(remainingMs / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}

/** `href` with `vse-timestamp` set to `instant` (epoch ms), other parameters kept. */
export function refreshUrl(href: string, instant: number): string {
  const url = new URL(href);
  url.searchParams.set('vse-timestamp', String(instant));
  return url.toString();
}
