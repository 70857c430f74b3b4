import { describe, expect, it } from 'vitest';
import { intlFor } from '../../platform/i18n/catalogs.server';
import { shopLocale } from '../../platform/urls';
import { STORE_LOCATOR_MESSAGES, storeLocatorMessagesOf } from './messages';
import {
  distanceText,
  parseLocatorQuery,
  statusLine,
  STORE_LOCATOR_CONFIG as CONFIG,
  validateLocatorForm,
} from '@ridgeline/commerce';
import { loadStoreLocator } from './storeLocator.server';

const postal = { kind: 'postal' as const, countryCode: 'DE', postalCode: '10178' };

describe('store locator messages per locale', () => {
  it('en-US and en-CA: the messages’ English (the specification’s words)', () => {
    expect(STORE_LOCATOR_MESSAGES.noLocations).toBe('Sorry, there are no locations in this area');
    expect(storeLocatorMessagesOf(intlFor('en-US'))).toEqual(STORE_LOCATOR_MESSAGES);
    expect(storeLocatorMessagesOf(intlFor('en-CA'))).toEqual(STORE_LOCATOR_MESSAGES);
  });

  it('fr-CA: every word in French (placeholders kept for the browser)', () => {
    const fr = storeLocatorMessagesOf(intlFor('fr-CA'));
    expect(Object.keys(fr).sort()).toEqual(Object.keys(STORE_LOCATOR_MESSAGES).sort());
    for (const [key, english] of Object.entries(STORE_LOCATOR_MESSAGES))
      expect(fr[key as keyof typeof fr], key).not.toBe(english);
    expect(fr.title).toBe('Trouver un magasin');
    expect(validateLocatorForm({ countryCode: '', postalCode: '' }, CONFIG, fr)).toEqual({
      countryCode: 'Veuillez choisir un pays.',
      postalCode: 'Veuillez entrer un code postal.',
    });
    expect(statusLine({ loading: false, found: 3, origin: postal }, CONFIG, fr, 'fr-CA')).toBe(
      'Magasins dans un rayon de 100 km de 10178, Allemagne',
    );
    expect(statusLine({ loading: false, found: 3, origin: postal }, CONFIG, STORE_LOCATOR_MESSAGES)).toBe(
      'Viewing stores within 100km of 10178 in Germany',
    );
    expect(statusLine({ loading: false, found: 0, origin: postal }, CONFIG, fr)).toBe(
      'Désolé, il n’y a aucun magasin dans ce secteur',
    );
    expect(statusLine({ loading: false, found: 3, origin: { kind: 'location' } }, CONFIG, fr)).toBe(
      'Magasins près de votre position',
    );
    expect(distanceText({ distance: 2.0349, distanceUnit: 'km' }, 'km', fr, 'fr-CA')).toBe('à 2,03 km');
    expect(distanceText({ distance: 2.0349, distanceUnit: 'km' }, 'km', STORE_LOCATOR_MESSAGES)).toBe('2.03 km away');
  });

  it('the page formats the words in the request’s locale and passes them to the island', async () => {
    const context = {
      locale: shopLocale('fr-CA')!,
      cacheHeaders: async () => ({ 'Cache-Control': 'public, max-age=0, s-maxage=900' }),
    };
    const deps = { search: { search: async () => ({ stores: [], total: 0 }) }, siteId: 'RidgelineUS', config: CONFIG };
    const result = (await loadStoreLocator(
      new Request('http://shop.test/fr-ca/store-locator?country=&postalCode='),
      context,
      deps,
    )) as unknown as {
      data: {
        props: { messages: Record<string, string>; errors: Record<string, string> };
        title: string;
        description: string;
      };
    };
    expect(result.data.title).toBe('Trouver un magasin | Ridgeline');
    expect(result.data.description).toMatch(/^Trouvez un magasin Ridgeline/);
    expect(result.data.props.messages.find).toBe('Rechercher');
    expect(result.data.props.errors).toEqual({
      countryCode: 'Veuillez choisir un pays.',
      postalCode: 'Veuillez entrer un code postal.',
    });
    expect(
      parseLocatorQuery(new URLSearchParams('country=US&postalCode='), CONFIG, STORE_LOCATOR_MESSAGES).errors,
    ).toEqual({ postalCode: 'Please enter a postal code.' });
  });
});
