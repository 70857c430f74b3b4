/**
 * The storefront's own limits on the account requests that reach SLAS: password sign-in, registration, passwordless
 * links and password-reset links, each per shopper address (`req.ip`, app/platform/request/clientAddress.server.ts) and per
 * account (the e-mail, lowercase and trimmed). They stop one client from locking every shopper out (SLAS counts what
 * the storefront sends it) and one account from being guessed at or mail-bombed, while a shopper behind another
 * address is not affected. Numbers and reasons: docs/behaviour/accounts.md, "Limits".
 *
 * With REDIS_URL set, counts live in Redis (rate-limiter-flexible's `RateLimiterRedis`, fixed windows) and every
 * storefront process counts together. When Redis does not answer, each process falls back to its own count in memory
 * (the `insuranceLimiter`): the limits stay in force, only N processes then allow up to N times the numbers below.
 * Without REDIS_URL the counts are only in this process (`RateLimiterMemory`).
 */
import {
  AccountLimits,
  type AccountRateLimitRules,
  type LimitRule,
  type WindowCounterFactory,
} from '@ridgeline/commerce/server';
import { Redis } from 'ioredis';
import { envFrom } from '../../platform/env.server';
import { RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible';

// the mechanism (keys, attempts, refusals, their words) is @ridgeline/commerce/server's `limits.server.ts`; recovery's
// actions read these names here with the limits
export { RATE_LIMITED_CODE, retryAfterHeaders, waitWords, type LimitedRequest } from '@ridgeline/commerce/server';

const MINUTE_S = 60;
const HOUR_S = 60 * MINUTE_S;

/**
 * The shop's numbers (reasons in docs/behaviour/accounts.md): a shopper who forgot a password gets ten tries before
 * the account rests for a quarter of an hour, a shared address (an office, a campus, a carrier's NAT, a store's
 * kiosks) thirty failures between its shoppers, and nobody gets more than five mails an hour.
 */
export const ACCOUNT_RATE_LIMITS: Readonly<AccountRateLimitRules> = {
  signInFailuresPerAccount: { points: 10, durationS: 15 * MINUTE_S },
  signInFailuresPerAddress: { points: 30, durationS: 15 * MINUTE_S },
  registrationsPerAccount: { points: 5, durationS: HOUR_S },
  registrationsPerAddress: { points: 20, durationS: HOUR_S },
  passwordlessPerAccount: { points: 5, durationS: HOUR_S },
  passwordlessPerAddress: { points: 20, durationS: HOUR_S },
  passwordResetsPerAccount: { points: 5, durationS: HOUR_S },
  passwordResetsPerAddress: { points: 20, durationS: HOUR_S },
};

const memoryCounterOf = (rule: LimitRule, keyPrefix: string) =>
  new RateLimiterMemory({ keyPrefix, points: rule.points, duration: rule.durationS });

/**
 * Counters in Redis shared by every process; a command Redis does not answer (no offline queue, no retries) is counted
 * by the process's own memory counter instead, never refused nor let through uncounted.
 */
export const redisCounterFactory =
  (client: Redis): WindowCounterFactory =>
  (rule, keyPrefix) =>
    new RateLimiterRedis({
      storeClient: client,
      keyPrefix: `ridgeline:limits:${keyPrefix}`,
      points: rule.points,
      duration: rule.durationS,
      insuranceLimiter: memoryCounterOf(rule, keyPrefix),
    });

/** A Redis client for the limits: commands fail at once while Redis is away, so the fallback answers. */
export const limitsRedisClient = (url: string) =>
  new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 0, lazyConnect: false });

/** The shop's limits, counted in this process (`RateLimiterMemory`) unless told otherwise; other numbers for tests. */
export class AccountRateLimits extends AccountLimits {
  constructor(
    rules: Readonly<AccountRateLimitRules> = ACCOUNT_RATE_LIMITS,
    counters: WindowCounterFactory = memoryCounterOf,
  ) {
    super(rules, counters);
  }
}

let processLimits: AccountRateLimits | undefined;

/** The process's limits, shared by every request: in Redis with every process when REDIS_URL is set. */
export function accountRateLimits(): AccountRateLimits {
  const { REDIS_URL: url, REGISTRATIONS_PER_ADDRESS_PER_HOUR: points } = envFrom();
  processLimits ??= new AccountRateLimits(
    { ...ACCOUNT_RATE_LIMITS, registrationsPerAddress: { points, durationS: HOUR_S } },
    url ? redisCounterFactory(limitsRedisClient(url)) : undefined,
  );
  return processLimits;
}

/** What an account action needs to apply the limits: the shopper's address, and the limits (the process's by default). */
export interface AccountRequestGuard {
  /** `clientAddressOf(context)`; without one (tests, the dev server) only the per-account limits apply. */
  clientAddress?: string;
  limits?: AccountRateLimits;
}
