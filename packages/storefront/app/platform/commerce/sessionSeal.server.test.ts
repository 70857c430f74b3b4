import { describe, expect, it } from 'vitest';
import { seal, sessionKeys, unseal } from './sessionSeal.server';
import {
  checkSessionConfig,
  decodeSession,
  DEVELOPMENT_SESSION_SECRET,
  encodeSession,
  readSessionKeys,
  readShopperSession,
  sessionChanged,
  SHOPPER_SESSION_COOKIE,
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
    const value = encodeSession(SESSION);
    expect(encodeSession(SESSION)).not.toBe(value);
    expect(sessionChanged(SESSION, value)).toBe(false);
    expect(sessionChanged({ ...SESSION, basketId: 'basket-2' }, value)).toBe(true);
    expect(sessionChanged(SESSION, undefined)).toBe(true);
  });
});

describe('SESSION_SECRET', () => {
  it('is required in production, with a message that says what to set', () => {
    expect(() => checkSessionConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET is not set/);
    expect(() => checkSessionConfig({ NODE_ENV: 'production', SESSION_SECRET: 'short' })).toThrow(
      /shorter than 32 characters/,
    );
    expect(() => checkSessionConfig({ NODE_ENV: 'production', SESSION_SECRET: SECRET_A })).not.toThrow();
  });

  it('outside production falls back to the development secret, which a production server never accepts', () => {
    const dev = readSessionKeys({ NODE_ENV: 'test' });
    const prod = readSessionKeys({ NODE_ENV: 'production', SESSION_SECRET: SECRET_A });
    const value = encodeSession(SESSION, dev);
    expect(decodeSession(value, sessionKeys(DEVELOPMENT_SESSION_SECRET))).toEqual(SESSION);
    expect(decodeSession(value, prod)).toBeUndefined();
  });
});

describe('readShopperSession', () => {
  it("reads a request's cookie once, and a tampered cookie is a guest", () => {
    const request = new Request('http://shop.test/', {
      headers: { cookie: `${SHOPPER_SESSION_COOKIE}=${encodeSession(SESSION)}` },
    });
    const first = readShopperSession(request);
    expect(first).toEqual(SESSION);
    expect(readShopperSession(request)).toBe(first);
    const sealed = encodeSession(SESSION);
    const flipped = `${sealed.slice(0, 30)}${sealed[30] === 'A' ? 'B' : 'A'}${sealed.slice(31)}`;
    const tampered = new Request('http://shop.test/', { headers: { cookie: `${SHOPPER_SESSION_COOKIE}=${flipped}` } });
    expect(readShopperSession(tampered)).toBeUndefined();
  });
});
