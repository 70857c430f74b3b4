/**
 * The loyalty tracker's states (browser-safe). The shopper's loyalty status comes from the loyalty custom API; the
 * tracker shows nothing while it is unknown to fail (an error) or when loyalty is not active in the session, and
 * otherwise a base member or a titanium tier with the progress toward the next reward: points divided by the
 * minimum redemption threshold (configuration).
 */
import type { LoyaltyStatus } from '../server/loyalty.server';

/** The minimum points to redeem a reward unless configured (`LOYALTY_MIN_REDEMPTION_POINTS`). */
export const DEFAULT_LOYALTY_MIN_REDEMPTION_POINTS = 500;

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
    };

/** The tracker's state from the API's answer: undefined (still loading), an error, or the status. */
export function loyaltyState(
  result: { status: LoyaltyStatus } | { error: unknown } | undefined,
  threshold: number,
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
  return {
    kind: String(status.tier?.status ?? '').toLowerCase() === 'titanium' ? 'titanium' : 'member',
    points,
    threshold: safeThreshold,
    progress: Math.min(1, points / safeThreshold),
    ...(typeof balance === 'string' && balance ? { balance } : {}),
    ...(typeof expires === 'string' && expires ? { expires } : {}),
  };
}

/** `LOYALTY_MIN_REDEMPTION_POINTS`: a whole number of at least 1, else the default. */
export function loyaltyThreshold(env: Record<string, string | undefined>): number {
  const raw = env.LOYALTY_MIN_REDEMPTION_POINTS?.trim();
  const value = raw && /^\d{1,7}$/.test(raw) ? Number(raw) : NaN;
  return Number.isInteger(value) && value >= 1 ? value : DEFAULT_LOYALTY_MIN_REDEMPTION_POINTS;
}
