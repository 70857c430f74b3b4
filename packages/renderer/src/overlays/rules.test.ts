import { describe, expect, it } from 'vitest';
import {
  COUNTRY_COOKIE,
  countryCookieString,
  countryOfLocale,
  exitIntentContent,
  exitIntentShownBefore,
  exitIntentSpacing,
  isExitIntent,
  overlaySafeUrl,
  shouldOpenCountryModal,
  shouldOpenPickUp,
} from './rules';

const product = { prodImgSrc: 'https://media.test/p.jpg', prodName: 'Summit Shell', prodHref: '/product/RM1001' };
const exitJson = {
  heading: 'Before you go',
  body: 'Sign in',
  buttonText: 'Sign in',
  imgUrl: 'https://media.test/x.jpg',
};

describe('country selector rule and cookie', () => {
  it('opens only with overlay details and no country cookie', () => {
    expect(shouldOpenCountryModal(undefined, { modalTitle: 'x' })).toBe(true);
    expect(shouldOpenCountryModal('US', { modalTitle: 'x' })).toBe(false);
    expect(shouldOpenCountryModal('', { modalTitle: 'x' })).toBe(false);
    expect(shouldOpenCountryModal(undefined, null)).toBe(false);
    expect(shouldOpenCountryModal(undefined, undefined)).toBe(false);
  });

  it('keeps the country 30 days for the whole site; Secure over https', () => {
    expect(countryCookieString('CA', false)).toBe(`${COUNTRY_COOKIE}=CA; Path=/; Max-Age=2592000; SameSite=Lax`);
    expect(countryCookieString('CA', true)).toMatch(/; Secure$/);
  });

  it('takes the country part of a locale', () => {
    expect(countryOfLocale('en-US')).toBe('US');
    expect(countryOfLocale('fr_ca')).toBe('CA');
    expect(countryOfLocale('en')).toBeUndefined();
  });
});

describe('pick-up rule', () => {
  it('needs no session flag, a product and an active slot', () => {
    expect(shouldOpenPickUp(null, product, true)).toBe(true);
    expect(shouldOpenPickUp('1', product, true)).toBe(false);
    expect(shouldOpenPickUp(null, undefined, true)).toBe(false);
    expect(shouldOpenPickUp(null, product, false)).toBe(false);
  });

  it('stays away when session storage cannot be read (the once-per-session rule could not hold)', () => {
    expect(shouldOpenPickUp(undefined, product, true)).toBe(false);
  });
});

describe('exit-intent rules', () => {
  it('is shown once ever; storage that cannot be read behaves as never shown', () => {
    expect(exitIntentShownBefore('1')).toBe(true);
    expect(exitIntentShownBefore(null)).toBe(false);
    expect(exitIntentShownBefore(undefined)).toBe(false);
  });

  it('fires when the pointer leaves the page within 20 px of the top', () => {
    expect(isExitIntent({ clientY: 0, relatedTarget: null })).toBe(true);
    expect(isExitIntent({ clientY: 20, relatedTarget: null })).toBe(true);
    expect(isExitIntent({ clientY: -5, relatedTarget: null })).toBe(true);
    expect(isExitIntent({ clientY: 21, relatedTarget: null })).toBe(false);
    expect(isExitIntent({ clientY: 5, relatedTarget: {} })).toBe(false);
  });

  it('opens only with heading, body, buttonText and imgUrl', () => {
    expect(exitIntentContent(exitJson)).toMatchObject({ ...exitJson, altText: '', spacing: 2 });
    for (const field of Object.keys(exitJson)) {
      expect(exitIntentContent({ ...exitJson, [field]: '  ' }), field).toBeUndefined();
    }
    expect(exitIntentContent({ ...exitJson, imgUrl: 'javascript:alert(1)' })).toBeUndefined();
    expect(exitIntentContent(undefined)).toBeUndefined();
  });

  it('uses the spacing value only when it is an integer, else 2', () => {
    expect(exitIntentSpacing(3)).toBe(3);
    expect(exitIntentSpacing(0)).toBe(0);
    expect(exitIntentSpacing(2.5)).toBe(2);
    expect(exitIntentSpacing('4')).toBe(2);
    expect(exitIntentSpacing(undefined)).toBe(2);
    expect(exitIntentSpacing(Number.NaN)).toBe(2);
    expect(exitIntentSpacing(-1)).toBe(2);
    expect(exitIntentContent({ ...exitJson, spaceBetweenElms: 5 })?.spacing).toBe(5);
  });
});

describe('overlaySafeUrl', () => {
  it('keeps http(s) and same-origin paths, drops the rest', () => {
    expect(overlaySafeUrl('/product/1')).toBe('/product/1');
    expect(overlaySafeUrl('https://a.test/x')).toBe('https://a.test/x');
    expect(overlaySafeUrl('//evil.test')).toBeUndefined();
    expect(overlaySafeUrl('/\\evil.test')).toBeUndefined();
    expect(overlaySafeUrl('data:text/html,x')).toBeUndefined();
    expect(overlaySafeUrl('product/1')).toBeUndefined();
    expect(overlaySafeUrl(42)).toBeUndefined();
  });
});
