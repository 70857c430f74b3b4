import { describe, expect, it, vi } from 'vitest';
import { authoringHref, hubProblem, previewInfoOf, resolvePreviewOf } from './resolvePreview';

const VSE = 'kq3v8rdglnstg0demo7x2m4pw.staging.bigcontent.io';
const environments = [{ name: 'Staging', hub: 'ridgeline', vse: VSE }];

describe('resolvePreviewOf', () => {
  it('reports a refused VSE to onIgnored and never uses it', () => {
    const onIgnored = vi.fn();
    const url = new URL('http://shop.test/?vse=evil.example');
    expect(resolvePreviewOf({ url, cookies: {}, secure: false }, { environments, onIgnored })).toEqual({
      setCookie: [],
    });
    expect(onIgnored).toHaveBeenCalledWith('query', 'vse', 'evil.example', 'not a configured staging environment');
  });
});

describe('hubProblem', () => {
  it('refuses a malformed hub and a hub not served; accepts a served one whatever its case', () => {
    expect(hubProblem('../x', ['ridgeline'])).toBe('"../x" is not a hub name (letters, digits and hyphens).');
    expect(hubProblem('other', ['ridgeline'])).toBe(
      '"other" is not a hub this storefront serves (AMPLIENCE_HUB or a PREVIEW_ENVIRONMENTS hub).',
    );
    expect(hubProblem('Ridgeline', ['ridgeline'])).toBeUndefined();
  });
});

describe('authoringHref', () => {
  it('encodes the hub and the item id into the authoring page address', () => {
    expect(authoringHref('https://app.amplience.net', 'a b', 'x/y')).toBe(
      'https://app.amplience.net/#!/a%20b/authoring/content-item/edit/x%2Fy',
    );
  });
});

describe('previewInfoOf: what the toolbar draws', () => {
  const site = { defaultGroups: ['Everyone'], offeredGroups: ['Everyone', 'VIP'], authoringUrl: 'https://app.test' };

  it('the toolbar cookie’s groups, else the defaults; the toolkit’s groups only when it names some', () => {
    const state = { environment: environments[0]!, timestamp: 5 };
    expect(previewInfoOf(state, site)).toEqual({
      name: 'Staging',
      hub: 'ridgeline',
      vse: VSE,
      timestamp: 5,
      customerGroups: ['Everyone'],
      availableGroups: ['Everyone', 'VIP'],
      authoringUrl: 'https://app.test',
    });
    const simulated = previewInfoOf({ ...state, customerGroups: ['VIP'] }, { ...site, toolkitCustomerGroups: [] });
    expect(simulated.customerGroups).toEqual(['VIP']);
    expect(simulated).not.toHaveProperty('toolkitCustomerGroups');
    expect(previewInfoOf(state, { ...site, toolkitCustomerGroups: ['Staff'] }).toolkitCustomerGroups).toEqual([
      'Staff',
    ]);
  });
});
