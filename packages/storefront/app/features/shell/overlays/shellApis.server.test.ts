import { startSandbox } from '@ridgeline/sandbox';
import { testLoadContext } from '../../../testing/appContext';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MARKETING_CACHE_CONTROL } from '@ridgeline/commerce/server';
import { loader as marketingLoader } from './marketing-route';
import { loader as visitorLoader } from './visitor-route';
import { servedLocaleHref, visitorCountryHeaders } from './visitor.server';
import type { VisitorAnswer } from './visitor.server';

const ORIGIN = 'http://shop.test';
const visitor = (query: string, headers: Record<string, string> = {}) =>
  visitorLoader({
    request: new Request(`${ORIGIN}/__ridgeline/visitor?${query}`, { headers }),
    params: {},
    context: testLoadContext(),
  } as never);
const marketing = (slot: string) =>
  marketingLoader({
    request: new Request(`${ORIGIN}/__ridgeline/marketing/${slot}?locale=en-US`),
    params: { slot },
    context: testLoadContext(),
  } as never);

describe('the shell endpoints against the sandbox (custom site APIs through commerce-sdk-isomorphic)', () => {
  let sandbox: Awaited<ReturnType<typeof startSandbox>>;
  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, onProblem: () => {} });
    vi.stubEnv('SANDBOX_PORT', new URL(sandbox.url).port);
  });
  afterAll(() => sandbox?.close());

  it('visitor: a known visiting country gets the selector overlay, links built with urls.ts; private, never cached', async () => {
    const response = await visitor('locale=en-US', { 'CF-IPCountry': 'CA' });
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const body = (await response.json()) as VisitorAnswer;
    expect(body.doNotTrack).toBe(false);
    expect(body.countryOverlay?.modalTitle).toBe('Shopping from Canada?');
    expect(body.countryOverlay?.homeCountry.countryCode).toBe('US');
    expect(body.countryOverlay?.visitingCountry.locales).toEqual([
      { id: 'en-CA', name: 'English', href: '/en-ca/home' },
      { id: 'fr-CA', name: 'français', href: '/fr-ca/home' },
    ]);
    expect(body.countryOverlay?.visitingCountry.flagUrl).toBe(`${sandbox.url}/flags/ca.svg`);
    expect(body.countryOverlay?.viewAllCountriesUrl).toMatch(/^https:\/\//);
  });

  it('visitor: no country header, the locale’s own country, or an unknown value → no overlay', async () => {
    expect(((await (await visitor('locale=en-US')).json()) as VisitorAnswer).countryOverlay).toBeNull();
    expect(
      ((await (await visitor('locale=en-US', { 'CF-IPCountry': 'US' })).json()) as VisitorAnswer).countryOverlay,
    ).toBeNull();
    expect(
      ((await (await visitor('locale=en-US', { 'CF-IPCountry': 'XX' })).json()) as VisitorAnswer).countryOverlay,
    ).toBeNull();
  });

  it('visitor: Sec-GPC: 1 or DNT: 1 turn do-not-track on', async () => {
    expect(((await (await visitor('locale=en-US', { 'Sec-GPC': '1' })).json()) as VisitorAnswer).doNotTrack).toBe(true);
    expect(((await (await visitor('locale=en-US', { DNT: '1' })).json()) as VisitorAnswer).doNotTrack).toBe(true);
    expect(((await (await visitor('locale=en-US', { DNT: '0' })).json()) as VisitorAnswer).doNotTrack).toBe(false);
  });

  it('marketing: the slot’s known fields, publicly cacheable and tagged; an unknown slot is 404', async () => {
    const response = await marketing('exit-intent');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(MARKETING_CACHE_CONTROL);
    expect(response.headers.get('surrogate-key')).toBe('rl-all rl-m-exit-intent');
    expect(response.headers.get('cache-tag')).toBe('rl-all,rl-m-exit-intent');
    expect(response.headers.get('x-ridgeline-cache-tags')).toBeNull();
    const { action } = (await response.json()) as { action: { slotId: string; json: Record<string, unknown> } };
    expect(action.slotId).toBe('exit-intent');
    expect(action.json).toMatchObject({ heading: 'Before you go', buttonText: 'Sign in', spaceBetweenElms: 3 });
    expect(
      ((await (await marketing('pick-up')).json()) as { action: { json: { title: string } } }).action.json.title,
    ).toBe('Pick Up Where You Left Off');
    expect((await marketing('not-a-slot')).status).toBe(404);
  });
});

describe('the visitor country headers', () => {
  it('are configured in order (VISITOR_COUNTRY_HEADER), Cloudflare’s and the generic one by default', () => {
    expect(visitorCountryHeaders({})).toEqual(['cf-ipcountry', 'x-country-code']);
    expect(visitorCountryHeaders({ VISITOR_COUNTRY_HEADER: ' X-Geo , CF-IPCountry ' })).toEqual([
      'x-geo',
      'cf-ipcountry',
    ]);
  });

  it('link a locale the shop serves to its home page, and no other', () => {
    expect(servedLocaleHref('fr-CA')).toBe('/fr-ca/home');
    expect(servedLocaleHref('en-GB')).toBeUndefined();
  });
});
