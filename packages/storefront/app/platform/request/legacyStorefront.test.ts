import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_URL_STYLE, setUrlStyle } from '../urls';
import { hybridProxyEnabled } from '../config.server';
import { legacyRedirect } from './legacyStorefront';

const at = (path: string) => legacyRedirect(new URL(path, 'https://shop.example'), 'RidgelineUS');

describe('legacy storefront addresses (hybrid proxy)', () => {
  afterEach(() => setUrlStyle(DEFAULT_URL_STYLE));

  it('sends the site root and home, with or without a locale, to that locale’s home page', () => {
    expect(at('/s/RidgelineUS')).toBe('/');
    expect(at('/s/RidgelineUS/')).toBe('/');
    expect(at('/s/ridgelineus/home')).toBe('/');
    expect(at('/s/RidgelineUS/fr_CA/home')).toBe('/fr-ca/home');
    expect(at('/s/RidgelineUS/default/home?src=mail')).toBe('/?src=mail');
  });

  it('sends categories, products and the department pages to theirs, query kept', () => {
    expect(at('/s/RidgelineUS/c/mens-jackets')).toBe('/c/mens-jackets/');
    expect(at('/s/RidgelineUS/en_CA/c/mens/mens-jackets?sort=newest')).toBe('/en-ca/c/mens-jackets/?sort=newest');
    expect(at('/s/RidgelineUS/p/stormbreak-rain-jacket/RM1001.html')).toBe('/p/noslug-RM1001.html');
    expect(at('/s/RidgelineUS/fr_CA/p/noslug-RM1001.html')).toBe('/fr-ca/p/noslug-RM1001.html');
    expect(at('/s/RidgelineUS/p/stormbreak-rain-jacket')).toBe('/p/stormbreak-rain-jacket');
    expect(at('/s/RidgelineUS/mens-clothing')).toBe('/c/mens/');
    expect(at('/s/RidgelineUS/fr_CA/footwear')).toBe('/fr-ca/c/footwear/');
  });

  it('knows nothing of another site, an unknown locale or another legacy page', () => {
    expect(at('/s/OtherSite/home')).toBeUndefined();
    expect(at('/s/RidgelineUS/de_DE/home')).toBeUndefined();
    expect(at('/s/RidgelineUS/Cart-Show')).toBeUndefined();
    expect(at('/s/RidgelineUS/mens-clothing/extra')).toBeUndefined();
    expect(at('/t/about')).toBeUndefined();
  });

  it('follows the URL style', () => {
    setUrlStyle({ locale: 'query', showDefaults: false });
    expect(at('/s/RidgelineUS/fr_CA/c/mens?sort=newest')).toBe('/c/mens/?sort=newest&locale=fr-CA');
  });

  it('is off unless HYBRID_PROXY says on', () => {
    expect(hybridProxyEnabled({})).toBe(false);
    expect(hybridProxyEnabled({ HYBRID_PROXY: 'on' })).toBe(true);
    expect(hybridProxyEnabled({ HYBRID_PROXY: 'no' })).toBe(false);
  });
});
