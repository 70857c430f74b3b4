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
import { isIP } from 'node:net';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

/** One limit: `points` requests (or failures) in a window of `durationS` seconds. */
export interface LimitRule {
  points: number;
  durationS: number;
}

export interface AccountRateLimitRules {
  /** Failed password sign-ins of one account, from anywhere; a success starts the count again. */
  signInFailuresPerAccount: LimitRule;
  /** Failed password sign-ins from one address, whatever the accounts. */
  signInFailuresPerAddress: LimitRule;
  /** Registrations (requests that reach Shopper Customers) of one e-mail. */
  registrationsPerAccount: LimitRule;
  /** Registrations from one address. */
  registrationsPerAddress: LimitRule;
  /** Passwordless links asked for one e-mail (each one mails the shopper). */
  passwordlessPerAccount: LimitRule;
  /** Passwordless links asked from one address. */
  passwordlessPerAddress: LimitRule;
  /** Password-reset links asked for one e-mail (each one mails the shopper). */
  passwordResetsPerAccount: LimitRule;
  /** Password-reset links asked from one address. */
  passwordResetsPerAddress: LimitRule;
}

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

/**
 * How long the storefront tells a shopper to wait when SLAS itself says the account is locked (423, or 429 as the
 * sandbox answers): SLAS does not say for how long, and a quarter of an hour is the usual lock.
 */
export const SLAS_LOCKOUT_RETRY_AFTER_S = 15 * MINUTE_S;

/** A refused request: whose limit (the account's or the address's) and the seconds until it may be tried again. */
export interface RateLimitRefusal {
  limit: 'account' | 'address';
  retryAfterS: number;
}

/** A password sign-in let through: tell how it ended (the first word counts; later ones are ignored). */
export interface SignInAttempt {
  /** The password was right: the account's failures are forgotten and the attempt does not count for the address. */
  succeeded(): Promise<void>;
  /** The password was refused (or the account is locked): the attempt counts for the account and the address. */
  failed(): Promise<void>;
  /** SLAS did not answer about the password (an outage): the attempt counts for nobody. */
  uncounted(): Promise<void>;
}

export type LimitedRequest = 'registration' | 'passwordless' | 'passwordReset';

export const isRateLimitRefusal = (value: unknown): value is RateLimitRefusal =>
  typeof value === 'object' && value !== null && 'retryAfterS' in value && 'limit' in value;

/** The account key of an e-mail: lowercase and trimmed, as SLAS matches logins. */
export const accountKeyOf = (email: string) => email.trim().toLowerCase();

/** The 16-bit groups of an IPv6 address (`::` expanded, an IPv4 tail as two groups). */
function ipv6Groups(address: string): number[] {
  let text = address.split('%')[0]!.toLowerCase();
  const v4 = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const part = (value: string) => (value ? value.split(':').map((group) => parseInt(group, 16)) : []);
  const left = part(head);
  const right = tail === undefined ? [] : part(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/**
 * The address key of a client address, or undefined when it is not an IP address (`unknown`: the dev server, tests).
 * An IPv6 shopper is counted by its /64, the block one household or phone is given: counting single addresses would
 * let one client use millions of them.
 */
export function addressKeyOf(address: string): string | undefined {
  const family = isIP(address.split('%')[0]!);
  if (family === 4) return address;
  if (family !== 6) return undefined;
  const groups = ipv6Groups(address);
  if (groups.slice(0, 6).every((group, index) => group === (index === 5 ? 0xffff : 0))) {
    // an IPv4-mapped address is its IPv4 shopper
    return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

const limiterOf = (rule: LimitRule, keyPrefix: string) =>
  new RateLimiterMemory({ keyPrefix, points: rule.points, duration: rule.durationS });
const refusalOf = (limit: RateLimitRefusal['limit'], answer: unknown): RateLimitRefusal => {
  // a memory limiter rejects with its result; anything else would be a bug, answered with the whole window
  const ms = answer instanceof RateLimiterRes ? answer.msBeforeNext : 0;
  return { limit, retryAfterS: Math.max(1, Math.ceil(ms / 1000)) };
};

/** Takes one point of `key`; the refusal when the limit is over. */
async function take(
  limiter: RateLimiterMemory,
  key: string,
  limit: RateLimitRefusal['limit'],
): Promise<RateLimitRefusal | undefined> {
  try {
    await limiter.consume(key);
    return undefined;
  } catch (answer) {
    if (answer instanceof Error) throw answer;
    return refusalOf(limit, answer);
  }
}

/** Gives back a point taken for an attempt that does not count; never to a window that already ended (it would lend one). */
async function giveBack(limiter: RateLimiterMemory, key: string): Promise<void> {
  const current = await limiter.get(key);
  if (current && current.consumedPoints > 0) await limiter.reward(key, 1);
}

export class AccountRateLimits {
  readonly rules: Readonly<AccountRateLimitRules>;
  private readonly signInAccount: RateLimiterMemory;
  private readonly signInAddress: RateLimiterMemory;
  private readonly perRequest: Record<LimitedRequest, { account: RateLimiterMemory; address: RateLimiterMemory }>;

  constructor(rules: Readonly<AccountRateLimitRules> = ACCOUNT_RATE_LIMITS) {
    this.rules = rules;
    this.signInAccount = limiterOf(rules.signInFailuresPerAccount, 'sign-in-account');
    this.signInAddress = limiterOf(rules.signInFailuresPerAddress, 'sign-in-address');
    this.perRequest = {
      registration: {
        account: limiterOf(rules.registrationsPerAccount, 'registration-account'),
        address: limiterOf(rules.registrationsPerAddress, 'registration-address'),
      },
      passwordless: {
        account: limiterOf(rules.passwordlessPerAccount, 'passwordless-account'),
        address: limiterOf(rules.passwordlessPerAddress, 'passwordless-address'),
      },
      passwordReset: {
        account: limiterOf(rules.passwordResetsPerAccount, 'reset-account'),
        address: limiterOf(rules.passwordResetsPerAddress, 'reset-address'),
      },
    };
  }

  /**
   * A password sign-in of `email` from `address`: refused while the address or the account has had too many failures
   * (the address first, so a refused address adds nothing to the account). An attempt takes its point when it starts
   * (parallel guesses cannot all slip through) and gives it back when it did not fail.
   */
  async startSignIn(address: string, email: string): Promise<RateLimitRefusal | SignInAttempt> {
    const addressKey = addressKeyOf(address);
    const accountKey = accountKeyOf(email);
    if (addressKey) {
      const refused = await take(this.signInAddress, addressKey, 'address');
      if (refused) return refused;
    }
    const refused = await take(this.signInAccount, accountKey, 'account');
    if (refused) return refused;
    let settled = false;
    const settle = async (work: () => Promise<unknown>) => {
      if (settled) return;
      settled = true;
      await work();
    };
    return {
      succeeded: () =>
        settle(async () => {
          await this.signInAccount.delete(accountKey);
          if (addressKey) await giveBack(this.signInAddress, addressKey);
        }),
      failed: () => settle(async () => {}),
      uncounted: () =>
        settle(async () => {
          await giveBack(this.signInAccount, accountKey);
          if (addressKey) await giveBack(this.signInAddress, addressKey);
        }),
    };
  }

  /** A registration, passwordless or reset request for `email` from `address`: counted, or refused when over a limit. */
  async admit(request: LimitedRequest, address: string, email: string): Promise<RateLimitRefusal | undefined> {
    const limiters = this.perRequest[request];
    const addressKey = addressKeyOf(address);
    if (addressKey) {
      const refused = await take(limiters.address, addressKey, 'address');
      if (refused) return refused;
    }
    return take(limiters.account, accountKeyOf(email), 'account');
  }

  /** After a password reset: the account's failed sign-ins are forgotten (the shopper proved the mailbox is theirs). */
  async forgetSignInFailures(email: string): Promise<void> {
    await this.signInAccount.delete(accountKeyOf(email));
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

/** The JSON `code` of a request refused by a limit (the dialog's answer). */
export const RATE_LIMITED_CODE = 'rate-limited';

/** The `Retry-After` of a refusal. */
export const retryAfterHeaders = (retryAfterS: number | undefined): Record<string, string> =>
  retryAfterS ? { 'Retry-After': String(retryAfterS) } : {};

/** "15 minutes", "1 minute", "15 minutes" (fr-CA): the wait of a refusal in whole minutes (at least one), in the page's locale. */
export function waitWords(retryAfterS: number, localeId: string): string {
  const minutes = Math.max(1, Math.ceil(retryAfterS / 60));
  return new Intl.NumberFormat(localeId, { style: 'unit', unit: 'minute', unitDisplay: 'long' }).format(minutes);
}
