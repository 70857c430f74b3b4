import { describe, expect, it, vi } from 'vitest';
import { seal, sessionKeys, unseal } from './sessionSeal.server';
import {
  decodeSession,
  encodeSession,
  fromTokens,
  sessionChanged,
  usableSession,
  type ShopperAuth,
  type ShopperSession,
} from './shopperSession.server';

const SECRET_A = 'a'.repeat(16) + 'secret-one-for-tests-0001';
const SECRET_B = 'b'.repeat(16) + 'secret-two-for-tests-0002';
const SESSION: ShopperSession = {
  accessToken: 'eyJ.access.token',
  refreshToken: 'refresh-token-1',
  usid: 'usid-1',
  customerId: 'customer-1',
  expiresAt: 1_800_000_000_000,
  basketId: 'basket-1',
  registered: { firstName: 'Ada' },
};

describe('the sealed session cookie', () => {
  const keys = sessionKeys(SECRET_A);

  it('round-trips a session, and holds none of its values in readable form', () => {
    const value = encodeSession(SESSION, keys);
    expect(decodeSession(value, keys)).toEqual(SESSION);
    const readable = `${value} ${Buffer.from(value.split('.')[2]!, 'base64url').toString('latin1')}`;
    for (const secret of ['eyJ.access.token', 'refresh-token-1', 'customer-1', 'Ada', 'usid-1'])
      expect(readable).not.toContain(secret);
  });

  it('reads a changed byte, a truncated value or another secret as no session (a new guest)', () => {
    const value = encodeSession(SESSION, keys);
    const [version, iv, body] = value.split('.') as [string, string, string];
    const bytes = Buffer.from(body, 'base64url');
    bytes[3] = bytes[3]! ^ 0x01;
    expect(decodeSession(`${version}.${iv}.${bytes.toString('base64url')}`, keys)).toBeUndefined();
    expect(decodeSession(value.slice(0, -4), keys)).toBeUndefined();
    expect(decodeSession(value, sessionKeys(SECRET_B))).toBeUndefined();
  });

  it('no longer accepts the old unsealed layout (base64url JSON anyone could write)', () => {
    const forged = Buffer.from(
      JSON.stringify({ a: 'x', r: 'y', u: 'victim-usid', e: 1_900_000_000_000, g: 1, c: 'victim' }),
    ).toString('base64url');
    expect(decodeSession(forged, keys)).toBeUndefined();
  });

  it('rotates: the first secret seals, every listed one unseals', () => {
    const old = encodeSession(SESSION, sessionKeys(SECRET_A));
    const rotated = sessionKeys(`${SECRET_B},${SECRET_A}`);
    expect(decodeSession(old, rotated)).toEqual(SESSION);
    expect(unseal(seal('x', rotated), sessionKeys(SECRET_B))).toBe('x');
    expect(unseal(seal('x', rotated), sessionKeys(SECRET_A))).toBeUndefined();
  });

  it('seals each time with a new IV, so change is decided on the session, not the value', () => {
    const value = encodeSession(SESSION, keys);
    expect(encodeSession(SESSION, keys)).not.toBe(value);
    expect(sessionChanged(SESSION, value, keys)).toBe(false);
    expect(sessionChanged({ ...SESSION, basketId: 'basket-2' }, value, keys)).toBe(true);
    expect(sessionChanged(SESSION, undefined, keys)).toBe(true);
  });

  it('refuses a secret shorter than 32 characters, naming the rule', () => {
    expect(() => sessionKeys('short')).toThrow(/shorter than 32 characters/);
    expect(() => sessionKeys(' , ')).toThrow(/empty/);
  });
});

describe('usableSession: the SLAS session lifecycle', () => {
  const NOW = 1_800_000_000_000;
  const tokens = (usid: string) => ({
    access_token: `at-${usid}`,
    refresh_token: `rt-${usid}`,
    usid,
    expires_in: 1800,
  });
  const auth = (refreshed: ReturnType<typeof tokens> | Error): ShopperAuth => ({
    loginGuest: vi.fn(async () => tokens('new-guest')),
    refresh: vi.fn(async () => {
      if (refreshed instanceof Error) throw refreshed;
      return refreshed;
    }),
  });

  it('keeps a token that is not about to expire, and logs in a new guest with no session', async () => {
    const current = { ...SESSION, expiresAt: NOW + 120_000 };
    const a = auth(tokens('usid-1'));
    expect(await usableSession(current, a, NOW)).toBe(current);
    expect(await usableSession(undefined, a, NOW)).toEqual(fromTokens(tokens('new-guest'), NOW));
    expect(a.refresh).not.toHaveBeenCalled();
  });

  it('refreshes near expiry: the same usid keeps its basket and sign-in, another usid keeps neither', async () => {
    const current = { ...SESSION, expiresAt: NOW + 30_000 };
    expect(await usableSession(current, auth(tokens('usid-1')), NOW)).toMatchObject({
      accessToken: 'at-usid-1',
      basketId: 'basket-1',
      registered: { firstName: 'Ada' },
      expiresAt: NOW + 1_800_000,
    });
    const other = await usableSession(current, auth(tokens('usid-2')), NOW);
    expect(other.basketId).toBeUndefined();
    expect(other.registered).toBeUndefined();
  });

  it('a refresh SLAS refuses (revoked, expired) is a new guest, never the old tokens', async () => {
    const current = { ...SESSION, expiresAt: NOW - 1 };
    const session = await usableSession(current, auth(new Error('invalid_grant')), NOW);
    expect(session.usid).toBe('new-guest');
    expect(session.basketId).toBeUndefined();
  });
});
