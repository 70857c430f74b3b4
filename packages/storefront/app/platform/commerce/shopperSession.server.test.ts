import { describe, expect, it } from 'vitest';
import { sessionKeys } from '@ridgeline/commerce/server';
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
const SESSION: ShopperSession = {
  accessToken: 'eyJ.access.token',
  refreshToken: 'refresh-token-1',
  usid: 'usid-1',
  customerId: 'customer-1',
  expiresAt: 1_800_000_000_000,
  basketId: 'basket-1',
  registered: { firstName: 'Ada' },
};

describe('the session cookie under the process keys', () => {
  it('seals each time with a new IV, so change is decided on the session, not the value', () => {
    const value = encodeSession(SESSION);
    expect(encodeSession(SESSION)).not.toBe(value);
    expect(decodeSession(value)).toEqual(SESSION);
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
