import { describe, expect, it } from 'vitest';
import { countryOverlayOf, visitorCountry } from './visitorCountry';

const DEFAULT_HEADERS = ['cf-ipcountry', 'x-country-code'];
/** The storefront serves en-US at `/`: its locale links there, any other only by an absolute http(s) address. */
const servedHref = (id: string) => (id === 'en-US' ? '/' : undefined);

describe('visitor country and overlay mapping (pure)', () => {
  it('reads the given headers in order, two letters only, Cloudflare’s unknown values ignored', () => {
    expect(visitorCountry(new Headers({ 'x-country-code': 'de' }), DEFAULT_HEADERS)).toBe('DE');
    expect(visitorCountry(new Headers({ 'cf-ipcountry': 'T1', 'x-country-code': 'FR' }), DEFAULT_HEADERS)).toBe('FR');
    expect(visitorCountry(new Headers({ 'cf-ipcountry': 'Canada' }), DEFAULT_HEADERS)).toBeUndefined();
    expect(visitorCountry(new Headers({ 'x-geo': 'GB' }), ['x-geo'])).toBe('GB');
  });

  it('drops unsafe or unusable parts of the verify answer, and answers null without overlay details', () => {
    expect(countryOverlayOf({ overlayDetails: null }, servedHref)).toBeNull();
    expect(countryOverlayOf('nope', servedHref)).toBeNull();
    const overlay = countryOverlayOf(
      {
        overlayDetails: {
          homeCountry: {
            countryCode: 'US',
            name: 'United States',
            locales: [{ id: 'en-US', name: 'English', url: '/' }],
          },
          visitingCountry: {
            countryCode: 'GB',
            name: 'United Kingdom',
            locales: [
              { id: 'en-GB', name: 'English', url: 'javascript:alert(1)' },
              { id: 'en-IE', name: 'English', url: 'https://ie.example/' },
              { id: 'en-NZ', name: 'English', url: '//evil.example/' },
            ],
          },
        },
        flagsIconUrl: 'javascript:x',
        viewAllCountriesUrl: 'data:text/html,x',
      },
      servedHref,
    );
    expect(overlay?.modalTitle).toBe('Shopping from United Kingdom?');
    expect(overlay?.visitingCountry.locales).toEqual([{ id: 'en-IE', name: 'English', href: 'https://ie.example/' }]);
    expect(overlay?.homeCountry.locales).toEqual([{ id: 'en-US', name: 'English', href: '/' }]);
    expect(overlay?.visitingCountry.flagUrl).toBeUndefined();
    expect(overlay?.viewAllCountriesUrl).toBeUndefined();
  });
});
