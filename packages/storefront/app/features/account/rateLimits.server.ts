/**
 * The storefront's own limits on the account requests that reach SLAS: password sign-in, registration, passwordless
 * links and password-reset links, each per shopper address (`req.ip`, app/platform/request/clientAddress.server.ts) and per
 * account (the e-mail, lowercase and trimmed). They stop one client from locking every shopper out (SLAS counts what
 * the storefront sends it) and one account from being guessed at or mail-bombed, while a shopper behind another
 * address is not affected. Numbers and reasons: docs/behaviour/accounts.md, "Limits".
 *
 * Counts live in this process (rate-limiter-flexible's `RateLimiterMemory`, fixed windows): several storefront
 * processes each count on their own, so a shop running N of them allows up to N times the numbers below.
 */
import { AccountLimits, type AccountRateLimitRules, type LimitRule } from '@ridgeline/commerce/server';
import { RateLimiterMemory } from 'rate-limiter-flexible';

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

/** The shop's limits counted in this process (`RateLimiterMemory`); other numbers for tests. */
export class AccountRateLimits extends AccountLimits {
  constructor(rules: Readonly<AccountRateLimitRules> = ACCOUNT_RATE_LIMITS) {
    super(rules, memoryCounterOf);
  }
}

let processLimits: AccountRateLimits | undefined;

/** The process's limits, shared by every request. */
export function accountRateLimits(): AccountRateLimits {
  processLimits ??= new AccountRateLimits();
  return processLimits;
}

/** What an account action needs to apply the limits: the shopper's address, and the limits (the process's by default). */
export interface AccountRequestGuard {
  /** `clientAddressOf(context)`; without one (tests, the dev server) only the per-account limits apply. */
  clientAddress?: string;
  limits?: AccountRateLimits;
}
