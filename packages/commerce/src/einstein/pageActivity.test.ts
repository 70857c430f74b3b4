// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPageActivity } from './pageActivity';

const warn = vi.fn();
const activity = createPageActivity({
  configIsland: 'shell-overlays',
  serverDoNotTrack: async () => false,
  warn,
  doNotTrack: () => false,
});

const answering = (body: unknown, status = 200) =>
  vi.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json(body, { status }));

afterEach(() => {
  activity.reset();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('createPageActivity', () => {
  it('sends nothing without a configuration', async () => {
    const fetch = answering({});
    await activity.viewPage('http://shop.test/');
    expect(fetch).not.toHaveBeenCalled();
    expect(await activity.activityAllowed()).toBe(false);
  });

  it('finds the configuration in the props of its island, and posts to its endpoint', async () => {
    document.body.innerHTML =
      '<div data-island="shell-overlays"></div><script type="application/json" data-island-props>' +
      '{"config":{"locale":"fr-CA","einstein":{"endpoint":"/__ridgeline/einstein"}}}</script>';
    const fetch = answering({});
    await activity.viewPage('http://shop.test/');
    expect(fetch).toHaveBeenCalledWith('/__ridgeline/einstein/activities/viewPage', expect.anything());
    expect(activity.currentSetup()?.locale).toBe('fr-CA');
  });

  it('asks the server’s do-not-track verdict in the configured locale unless given one', async () => {
    const verdict = vi.fn(async () => true);
    const deferred = createPageActivity({
      configIsland: 'x',
      serverDoNotTrack: verdict,
      warn,
      doNotTrack: () => false,
    });
    deferred.configure({ locale: 'en-CA', einstein: { endpoint: '/e' } });
    expect(await deferred.activityAllowed()).toBe(false);
    expect(verdict).toHaveBeenCalledWith('en-CA');
  });

  it('links a zone’s recommendations in the page’s locale; a recommender’s as ids', async () => {
    activity.configure({ locale: 'en-CA', einstein: { endpoint: '/e' } }, async () => false);
    answering({ recs: [{ id: 'RM1', product_name: 'Shell' }], recommenderName: 'zone-a' });
    const zone = await activity.zoneRecommendations('weather', (id, localeId) => `/${localeId}/p/${id}`, {
      categories: ['rain'],
    });
    expect(zone.recommendations).toEqual([{ id: 'RM1', name: 'Shell', href: '/en-CA/p/RM1' }]);
    expect(await activity.recommenderRecommendations('similar')).toEqual({ recommenderName: 'zone-a', ids: ['RM1'] });
  });

  it('reports recommendations shown (viewReco) and the one opened (clickReco) with the recommender and its recoUUID', async () => {
    activity.configure({ locale: 'en-US', einstein: { endpoint: '/e' } }, async () => false);
    const fetch = answering({});
    await activity.viewReco('product-to-product', 'reco-1', [{ id: 'RM1' }, { id: 'RM2', sku: 'RM2-M' }]);
    await activity.clickReco('product-to-product', 'reco-1', { id: 'RM2' });
    const sent = fetch.mock.calls.map(([url, init]) => [String(url), JSON.parse(String(init!.body))]);
    const ref = (id: string, sku = '') => ({ id, sku, altId: '', altIdType: '' });
    expect(sent).toEqual([
      [
        '/e/activities/viewReco',
        { recommenderName: 'product-to-product', recoUUID: 'reco-1', products: [ref('RM1'), ref('RM2', 'RM2-M')] },
      ],
      ['/e/activities/clickReco', { recommenderName: 'product-to-product', recoUUID: 'reco-1', product: ref('RM2') }],
    ]);
  });
});
