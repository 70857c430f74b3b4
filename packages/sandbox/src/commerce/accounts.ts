import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { Queryable } from './basket-model.js';

/**
 * Registered shoppers' credentials: passwords hashed with scrypt (a random salt per password, the parameters kept
 * beside the hash so they can be raised later), compared in constant time; and the throttle that slows down guessing.
 */

/** scrypt cost parameters (N = 2^14, r = 8, p = 1: the Node default, ~16 MB and tens of ms per hash). */
const SCRYPT = { N: 16384, r: 8, p: 1, keyLength: 64 } as const;

function derive(
  password: string,
  salt: Buffer,
  params: { N: number; r: number; p: number; keyLength: number },
): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(
      password.normalize('NFKC'),
      salt,
      params.keyLength,
      { N: params.N, r: params.r, p: params.p, maxmem: 64 * 1024 * 1024 },
      (error, key) => (error ? reject(error) : resolve(key)),
    ),
  );
}

/** `scrypt$N$r$p$salt$hash` (salt and hash base64url). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, SCRYPT);
  return ['scrypt', SCRYPT.N, SCRYPT.r, SCRYPT.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** A hash no password matches, verified when the login is unknown so that answer takes as long as a wrong password. */
let decoyHash: Promise<string> | undefined;

/** Whether `password` matches `stored`; with no stored hash a decoy is checked (same cost) and the answer is false. */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const hash = stored ?? (await (decoyHash ??= hashPassword(randomBytes(24).toString('base64url'))));
  const [scheme, n, r, p, salt, key] = hash.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    keyLength: expected.length,
  });
  return timingSafeEqual(actual, expected) && stored !== undefined && stored !== null;
}

/** How many failed logins are allowed in a window before the account or the client is locked, and for how long. */
export interface LoginThrottleLimits {
  /** failures per login (whether or not it exists: the lock says nothing about the account) */
  accountFailures: number;
  /** failures per client address (the shopper's forwarded address, see `clientAddress` in auth.ts), on any logins */
  addressFailures: number;
  windowMs: number;
  lockMs: number;
}

export const DEFAULT_LOGIN_THROTTLE: LoginThrottleLimits = {
  accountFailures: 5,
  addressFailures: 20,
  windowMs: 15 * 60_000,
  lockMs: 15 * 60_000,
};

interface Counter {
  failures: number;
  since: number;
  lockedUntil: number;
}

/** At most this many counters are kept (a flood of made-up logins cannot grow memory); see `evict`. */
const MAX_COUNTERS = 10_000;

/** Which lock refuses an attempt, and for how many more seconds. */
export interface LoginLock {
  scope: 'client' | 'account';
  retryAfter: number;
}

/**
 * Failed-login counters per account and per client, in memory (a restart forgives). A key with `failures` failures
 * inside `windowMs` is locked for `lockMs`; while either key of an attempt is locked, the attempt is refused before the
 * password is checked. Clients are counted apart, so one client's failures never lock another client out (only the
 * logins it failed on). A successful login clears its account's counter, not its client's (a client cannot wash its
 * guesses away with an account of its own).
 */
export class LoginThrottle {
  private readonly counters = new Map<string, Counter>();
  constructor(
    readonly limits: LoginThrottleLimits = DEFAULT_LOGIN_THROTTLE,
    private readonly now: () => number = Date.now,
  ) {}

  private keys(login: string, address: string) {
    return [
      { key: `account:${login.trim().toLowerCase()}`, max: this.limits.accountFailures },
      { key: `address:${address}`, max: this.limits.addressFailures },
    ];
  }

  /** The lock refusing an attempt now (the client's first, as it is the caller's own doing), or undefined. */
  lock(login: string, address: string): LoginLock | undefined {
    const now = this.now();
    const [account, client] = this.keys(login, address).map(({ key }) => this.counters.get(key)?.lockedUntil ?? 0) as [
      number,
      number,
    ];
    const seconds = (until: number) => Math.ceil((until - now) / 1000);
    if (client > now) return { scope: 'client', retryAfter: seconds(client) };
    if (account > now) return { scope: 'account', retryAfter: seconds(account) };
    return undefined;
  }

  /** Seconds until the attempt may be made (0: now). */
  retryAfter(login: string, address: string): number {
    return this.lock(login, address)?.retryAfter ?? 0;
  }

  failed(login: string, address: string): void {
    const now = this.now();
    for (const { key, max } of this.keys(login, address)) {
      let counter = this.counters.get(key);
      if (!counter || now - counter.since > this.limits.windowMs) counter = { failures: 0, since: now, lockedUntil: 0 };
      counter.failures += 1;
      if (counter.failures >= max) counter = { failures: 0, since: now, lockedUntil: now + this.limits.lockMs };
      this.counters.delete(key);
      this.counters.set(key, counter);
    }
    this.evict(now);
  }

  /**
   * Drops the oldest counters beyond `MAX_COUNTERS`, unlocked ones first: otherwise a flood of made-up logins would push
   * a locked account's counter out and let guessing on it resume.
   */
  private evict(now: number): void {
    for (const [key, counter] of this.counters) {
      if (this.counters.size <= MAX_COUNTERS) return;
      if (counter.lockedUntil <= now) this.counters.delete(key);
    }
    while (this.counters.size > MAX_COUNTERS) this.counters.delete(this.counters.keys().next().value!);
  }

  succeeded(login: string): void {
    this.counters.delete(this.keys(login, '')[0]!.key);
  }
}

export interface CustomerRow {
  customer_id: string;
  auth_type: 'guest' | 'registered';
  login: string | null;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  password_hash: string | null;
  /** profile fields without a column and custom attributes (`phoneHome`, `c_postalCode`, …) */
  data?: Record<string, unknown>;
  created_at: Date;
  updated_at: Date;
}

/** Logins are compared case-insensitively, as B2C Commerce does. */
export const normalLogin = (login: string): string => login.trim().toLowerCase();

export async function customerByLogin(db: Queryable, login: string): Promise<CustomerRow | undefined> {
  const { rows } = await db.query<CustomerRow>(
    `select * from customers where auth_type = 'registered' and login = $1`,
    [normalLogin(login)],
  );
  return rows[0];
}

/** The Shopper Customers customer document of a registered customer. */
export function registeredCustomerJson(row: CustomerRow) {
  return {
    authType: 'registered',
    creationDate: row.created_at.toISOString(),
    customerId: row.customer_id,
    ...(row.email ? { email: row.email } : {}),
    enabled: true,
    ...(row.first_name ? { firstName: row.first_name } : {}),
    lastModified: row.updated_at.toISOString(),
    ...(row.last_name ? { lastName: row.last_name } : {}),
    login: row.login,
  };
}
