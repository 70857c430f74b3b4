/**
 * The mechanism of the storefront's limits on account requests (password sign-in, registration, mailed links): keys
 * per shopper address and per account, the sign-in attempt that gives its point back when it did not fail, and the
 * words of a refusal. The numbers are the storefront's (its `ACCOUNT_RATE_LIMITS`), and so is the counter: any
 * fixed-window counter with rate-limiter-flexible's shape (`WindowCounter`) will do, so this package needs no limiter
 * library of its own.
 */
import { isIP } from 'node:net';

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

/**
 * A fixed-window counter of one rule (rate-limiter-flexible's `RateLimiterMemory` is one): `consume` rejects with a
 * value carrying `msBeforeNext` (not an `Error`) when the window's points are used up.
 */
export interface WindowCounter {
  consume(key: string): Promise<unknown>;
  get(key: string): Promise<{ consumedPoints: number } | null>;
  reward(key: string, points: number): Promise<unknown>;
  delete(key: string): Promise<unknown>;
}

/** Makes the counter of one rule; `keyPrefix` keeps the rules' keys apart in a shared store. */
export type WindowCounterFactory = (rule: LimitRule, keyPrefix: string) => WindowCounter;

/**
 * How long the storefront tells a shopper to wait when SLAS itself says the account is locked (423, or 429 as the
 * sandbox answers): SLAS does not say for how long, and a quarter of an hour is the usual lock.
 */
export const SLAS_LOCKOUT_RETRY_AFTER_S = 15 * 60;

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

const refusalOf = (limit: RateLimitRefusal['limit'], answer: unknown): RateLimitRefusal => {
  // a counter rejects with its result; anything without a wait would be a bug, answered with the shortest wait
  const ms =
    typeof answer === 'object' &&
    answer !== null &&
    typeof (answer as { msBeforeNext?: unknown }).msBeforeNext === 'number'
      ? (answer as { msBeforeNext: number }).msBeforeNext
      : 0;
  return { limit, retryAfterS: Math.max(1, Math.ceil(ms / 1000)) };
};

/** Takes one point of `key`; the refusal when the limit is over. */
async function take(
  counter: WindowCounter,
  key: string,
  limit: RateLimitRefusal['limit'],
): Promise<RateLimitRefusal | undefined> {
  try {
    await counter.consume(key);
    return undefined;
  } catch (answer) {
    if (answer instanceof Error) throw answer;
    return refusalOf(limit, answer);
  }
}

/** Gives back a point taken for an attempt that does not count; never to a window that already ended (it would lend one). */
async function giveBack(counter: WindowCounter, key: string): Promise<void> {
  const current = await counter.get(key);
  if (current && current.consumedPoints > 0) await counter.reward(key, 1);
}

export class AccountLimits {
  readonly rules: Readonly<AccountRateLimitRules>;
  private readonly signInAccount: WindowCounter;
  private readonly signInAddress: WindowCounter;
  private readonly perRequest: Record<LimitedRequest, { account: WindowCounter; address: WindowCounter }>;

  constructor(rules: Readonly<AccountRateLimitRules>, counterOf: WindowCounterFactory) {
    this.rules = rules;
    this.signInAccount = counterOf(rules.signInFailuresPerAccount, 'sign-in-account');
    this.signInAddress = counterOf(rules.signInFailuresPerAddress, 'sign-in-address');
    this.perRequest = {
      registration: {
        account: counterOf(rules.registrationsPerAccount, 'registration-account'),
        address: counterOf(rules.registrationsPerAddress, 'registration-address'),
      },
      passwordless: {
        account: counterOf(rules.passwordlessPerAccount, 'passwordless-account'),
        address: counterOf(rules.passwordlessPerAddress, 'passwordless-address'),
      },
      passwordReset: {
        account: counterOf(rules.passwordResetsPerAccount, 'reset-account'),
        address: counterOf(rules.passwordResetsPerAddress, 'reset-address'),
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
    const counters = this.perRequest[request];
    const addressKey = addressKeyOf(address);
    if (addressKey) {
      const refused = await take(counters.address, addressKey, 'address');
      if (refused) return refused;
    }
    return take(counters.account, accountKeyOf(email), 'account');
  }

  /** After a password reset: the account's failed sign-ins are forgotten (the shopper proved the mailbox is theirs). */
  async forgetSignInFailures(email: string): Promise<void> {
    await this.signInAccount.delete(accountKeyOf(email));
  }
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
