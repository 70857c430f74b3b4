/**
 * The loyalty tracker's states (browser-safe). The shopper's loyalty status comes from the loyalty custom API; the
 * tracker shows nothing while it is unknown to fail (an error) or when loyalty is not active in the session, and
 * otherwise a base member or a titanium tier with the progress toward the next reward: points divided by the
 * minimum redemption threshold (configuration).
 */
import type { LoyaltyStatus } from '../server/loyalty.server';

/** The minimum points to redeem a reward unless configured (`LOYALTY_MIN_REDEMPTION_POINTS`). */
export const DEFAULT_LOYALTY_MIN_REDEMPTION_POINTS = 500;

/** The days before a tier expires in which the tracker warns, unless configured (`LOYALTY_TIER_EXPIRY_ALERT_DAYS`). */
export const DEFAULT_LOYALTY_TIER_EXPIRY_ALERT_DAYS = 30;

/** The smallest reward a shopper can redeem, as displayed: a reward is worth at least this much. */
export const LOYALTY_MIN_REWARDS_BALANCE = '$5.00';

const DAY_MS = 86_400_000;

export type LoyaltyState =
  | { kind: 'loading' }
  | { kind: 'error' }
  | { kind: 'inactive' }
  | {
      kind: 'member' | 'titanium';
      points: number;
      threshold: number;
      /** points / threshold, capped at 1. */
      progress: number;
      balance?: string;
      expires?: string;
      /** The tier expires within the alert window (from now, on its `dateValue`). */
      expiresSoon?: true;
      /** The minimum rewards balance displayed: `LOYALTY_MIN_REWARDS_BALANCE`. */
      minimumBalance: string;
    };

/** The tracker's state from the API's answer: undefined (still loading), an error, or the status. */
export function loyaltyState(
  result: { status: LoyaltyStatus } | { error: unknown } | undefined,
  threshold: number,
  { now = Date.now(), alertDays = DEFAULT_LOYALTY_TIER_EXPIRY_ALERT_DAYS }: { now?: number; alertDays?: number } = {},
): LoyaltyState {
  if (!result) return { kind: 'loading' };
  if ('error' in result) return { kind: 'error' };
  const status = result.status;
  if (!status || typeof status !== 'object') return { kind: 'error' };
  if (status.loyaltyActiveInCurrentSession !== true) return { kind: 'inactive' };
  const rawPoints = status.rewardsBalance?.available?.points;
  const points =
    typeof rawPoints === 'number' && Number.isFinite(rawPoints) && rawPoints > 0 ? Math.floor(rawPoints) : 0;
  const safeThreshold = Number.isFinite(threshold) && threshold > 0 ? threshold : DEFAULT_LOYALTY_MIN_REDEMPTION_POINTS;
  const balance = status.rewardsBalance?.available?.currencyFormattedString;
  const expires = status.tier?.expirationDate?.formattedString;
  const expiresAt = Date.parse(String(status.tier?.expirationDate?.dateValue ?? ''));
  const expiresSoon = Number.isFinite(expiresAt) && expiresAt >= now && expiresAt - now <= alertDays * DAY_MS;
  return {
    kind: String(status.tier?.status ?? '').toLowerCase() === 'titanium' ? 'titanium' : 'member',
    points,
    threshold: safeThreshold,
    progress: Math.min(1, points / safeThreshold),
    ...(typeof balance === 'string' && balance ? { balance } : {}),
    ...(typeof expires === 'string' && expires ? { expires } : {}),
    ...(expiresSoon ? { expiresSoon: true as const } : {}),
    minimumBalance: LOYALTY_MIN_REWARDS_BALANCE,
  };
}

/** `LOYALTY_MIN_REDEMPTION_POINTS`: a whole number of at least 1, else the default. */
export function loyaltyThreshold(env: Record<string, string | undefined>): number {
  const raw = env.LOYALTY_MIN_REDEMPTION_POINTS?.trim();
  const value = raw && /^\d{1,7}$/.test(raw) ? Number(raw) : NaN;
  return Number.isInteger(value) && value >= 1 ? value : DEFAULT_LOYALTY_MIN_REDEMPTION_POINTS;
}

/** `LOYALTY_TIER_EXPIRY_ALERT_DAYS`: whole days from 0 to 366, else the default. */
export function loyaltyExpiryAlertDays(env: Record<string, string | undefined>): number {
  const raw = env.LOYALTY_TIER_EXPIRY_ALERT_DAYS?.trim();
  const value = raw && /^\d{1,3}$/.test(raw) ? Number(raw) : NaN;
  return Number.isInteger(value) && value <= 366 ? value : DEFAULT_LOYALTY_TIER_EXPIRY_ALERT_DAYS;
}
