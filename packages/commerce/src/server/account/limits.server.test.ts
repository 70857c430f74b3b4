import { describe, expect, it } from 'vitest';
import {
  AccountLimits,
  addressKeyOf,
  isRateLimitRefusal,
  retryAfterHeaders,
  waitWords,
  type AccountRateLimitRules,
  type LimitRule,
  type WindowCounter,
} from './limits.server';

/** A counter that never ends its window (enough for the mechanism): a refusal carries the window's length as its wait. */
function fakeCounterOf(rule: LimitRule): WindowCounter {
  const points = new Map<string, number>();
  return {
    async consume(key) {
      const used = (points.get(key) ?? 0) + 1;
      points.set(key, used);
      if (used > rule.points) throw { msBeforeNext: rule.durationS * 1000 };
    },
    async get(key) {
      return points.has(key) ? { consumedPoints: points.get(key)! } : null;
    },
    async reward(key, given) {
      points.set(key, (points.get(key) ?? 0) - given);
    },
    async delete(key) {
      points.delete(key);
    },
  };
}

const rule = (points: number): LimitRule => ({ points, durationS: 900 });
const RULES: AccountRateLimitRules = {
  signInFailuresPerAccount: rule(2),
  signInFailuresPerAddress: rule(3),
  registrationsPerAccount: rule(1),
  registrationsPerAddress: rule(5),
  passwordlessPerAccount: rule(1),
  passwordlessPerAddress: rule(5),
  passwordResetsPerAccount: rule(1),
  passwordResetsPerAddress: rule(5),
};
const A = '203.0.113.10';

describe('the account limits', () => {
  it('count an IPv6 shopper by its /64 and an IPv4-mapped one as IPv4; "unknown" has no address limit', () => {
    expect(addressKeyOf('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKeyOf('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(addressKeyOf('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(addressKeyOf(A)).toBe(A);
    expect(addressKeyOf('unknown')).toBeUndefined();
  });

  it('say the wait in the page’s locale', () => {
    expect(waitWords(900, 'en-US')).toBe('15 minutes');
    expect(waitWords(30, 'en-US')).toBe('1 minute');
    // French puts a no-break space between the number and its unit
    expect(waitWords(900, 'fr-CA')).toBe('15\u00a0minutes');
    expect(retryAfterHeaders(900)).toEqual({ 'Retry-After': '900' });
    expect(retryAfterHeaders(undefined)).toEqual({});
  });

  it('lock one account after its failures (any e-mail case), not the other accounts', async () => {
    const limits = new AccountLimits(RULES, fakeCounterOf);
    for (const email of ['Ann@example.com', ' ann@example.com ']) {
      const attempt = await limits.startSignIn('unknown', email);
      if (isRateLimitRefusal(attempt)) throw new Error('refused too early');
      await attempt.failed();
    }
    expect(await limits.startSignIn('unknown', 'ann@example.com')).toEqual({ limit: 'account', retryAfterS: 900 });
    expect(isRateLimitRefusal(await limits.startSignIn('unknown', 'bob@example.com'))).toBe(false);
  });

  it('give the point back for a success or an outage, and forget the failures after a password reset', async () => {
    const limits = new AccountLimits(RULES, fakeCounterOf);
    for (const ending of ['succeeded', 'uncounted', 'uncounted', 'succeeded'] as const) {
      const attempt = await limits.startSignIn(A, 'ann@example.com');
      if (isRateLimitRefusal(attempt)) throw new Error(`refused before ${ending}`);
      await attempt[ending]();
    }
    for (let i = 0; i < 2; i += 1) {
      const attempt = await limits.startSignIn('unknown', 'cy@example.com');
      if (!isRateLimitRefusal(attempt)) await attempt.failed();
    }
    await limits.forgetSignInFailures('CY@example.com');
    expect(isRateLimitRefusal(await limits.startSignIn('unknown', 'cy@example.com'))).toBe(false);
  });

  it('refuse an address over its limit before counting the account', async () => {
    const limits = new AccountLimits(RULES, fakeCounterOf);
    for (let i = 0; i < 3; i += 1) {
      const attempt = await limits.startSignIn(A, `guess-${i}@example.com`);
      if (!isRateLimitRefusal(attempt)) await attempt.failed();
    }
    expect(await limits.startSignIn(A, 'dee@example.com')).toEqual({ limit: 'address', retryAfterS: 900 });
    // dee's account was not charged by the refused attempt: two failures from elsewhere still get through
    const other = await limits.startSignIn('unknown', 'dee@example.com');
    expect(isRateLimitRefusal(other)).toBe(false);
  });

  it('admit a mailed-link request per e-mail and per address, and pass a counter’s own error on', async () => {
    const limits = new AccountLimits(RULES, fakeCounterOf);
    expect(await limits.admit('passwordReset', A, 'ann@example.com')).toBeUndefined();
    expect(await limits.admit('passwordReset', A, 'ann@example.com')).toEqual({ limit: 'account', retryAfterS: 900 });
    expect(await limits.admit('passwordless', A, 'ann@example.com')).toBeUndefined();
    const broken = new AccountLimits(RULES, () => ({
      ...fakeCounterOf(rule(1)),
      consume: () => Promise.reject(new Error('store down')),
    }));
    await expect(broken.admit('registration', A, 'ann@example.com')).rejects.toThrow('store down');
  });
});
