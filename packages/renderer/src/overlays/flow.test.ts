import { describe, expect, it, vi } from 'vitest';
import type { CountryOverlay } from './country';
import { runOverlays, type OverlayAccess, type OverlayRequest } from './flow';
import type { MarketingAction } from './marketing';

const country: CountryOverlay = {
  modalTitle: 'Shopping from Canada?',
  homeCountry: {
    countryCode: 'US',
    name: 'United States',
    translatedName: 'United States',
    ecommerceEnabled: true,
    locales: [],
  },
  visitingCountry: { countryCode: 'CA', name: 'Canada', translatedName: 'Canada', ecommerceEnabled: true, locales: [] },
};
const product = { prodImgSrc: 'https://media.test/p.jpg', prodName: 'Summit Shell', prodHref: '/product/RM1001' };
const exitAction: MarketingAction = {
  slotId: 'exit-intent',
  json: { heading: 'H', body: 'B', buttonText: 'Go', imgUrl: 'https://m.test/i.jpg', spaceBetweenElms: 1.5 },
};
const pickUpAction: MarketingAction = { slotId: 'pick-up', json: { title: 'Pick Up Where You Left Off' } };

/** A fake browser: storage as maps (or unavailable), marketing slots, and a recorded list of what was shown. */
function browser(
  overrides: Partial<OverlayAccess> & {
    session?: Map<string, string> | 'unavailable';
    local?: Map<string, string> | 'unavailable';
    cookie?: string;
  } = {},
) {
  const shown: OverlayRequest['kind'][] = [];
  const session = overrides.session ?? new Map<string, string>();
  const local = overrides.local ?? new Map<string, string>();
  let exitHandler: (() => void) | undefined;
  const get = (store: Map<string, string> | 'unavailable', key: string) =>
    store === 'unavailable' ? undefined : (store.get(key) ?? null);
  const access: OverlayAccess = {
    countryCookie: () => overrides.cookie,
    visitor: async () => ({ doNotTrack: false, countryOverlay: country }),
    pickUpFlag: () => get(session, 'pick'),
    setPickUpFlag: () => void (session !== 'unavailable' && session.set('pick', '1')),
    lastViewedProduct: () => product,
    marketing: async (slot) => (slot === 'pick-up' ? pickUpAction : exitAction),
    exitIntentFlag: () => get(local, 'exit'),
    setExitIntentFlag: () => void (local !== 'unavailable' && local.set('exit', '1')),
    show: async (request) => void shown.push(request.kind),
    onExitIntent: (handler) => {
      exitHandler = handler;
      return () => (exitHandler = undefined);
    },
    ...overrides,
  };
  return { access, shown, session, local, exit: () => exitHandler?.(), watching: () => exitHandler !== undefined };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('runOverlays', () => {
  it('opens the country selector, then pick-up, then watches for exit intent, one at a time', async () => {
    const b = browser();
    await runOverlays(b.access);
    expect(b.shown).toEqual(['country', 'pick-up']);
    expect(b.watching()).toBe(true);
    b.exit();
    await settle();
    expect(b.shown).toEqual(['country', 'pick-up', 'exit-intent']);
    expect(b.watching()).toBe(false);
  });

  it('does not ask for the visitor or open the selector when the country cookie is set', async () => {
    const visitor = vi.fn(async () => ({ doNotTrack: false, countryOverlay: country }));
    const b = browser({ cookie: 'US', visitor });
    await runOverlays(b.access);
    expect(visitor).not.toHaveBeenCalled();
    expect(b.shown).not.toContain('country');
  });

  it('shows pick-up once per session (it sets the session flag), and not when the slot is inactive', async () => {
    const b = browser();
    await runOverlays(b.access);
    await runOverlays(b.access);
    expect(b.shown.filter((kind) => kind === 'pick-up')).toHaveLength(1);
    expect(b.session).toEqual(new Map([['pick', '1']]));
    const inactive = browser({ marketing: async () => null });
    await runOverlays(inactive.access);
    expect(inactive.shown).not.toContain('pick-up');
  });

  it('asks for the pick-up slot only when a product is stored and the session flag is unset', async () => {
    const marketing = vi.fn(async () => pickUpAction);
    await runOverlays(browser({ lastViewedProduct: () => undefined, marketing }).access);
    await runOverlays(browser({ session: new Map([['pick', '1']]), marketing }).access);
    expect(marketing).not.toHaveBeenCalledWith('pick-up');
  });

  it('shows exit intent once ever: the flag stops it on the next page', async () => {
    const local = new Map<string, string>();
    const first = browser({ local });
    await runOverlays(first.access);
    first.exit();
    await settle();
    first.exit();
    await settle();
    expect(first.shown.filter((kind) => kind === 'exit-intent')).toHaveLength(1);
    const next = browser({ local });
    await runOverlays(next.access);
    expect(next.watching()).toBe(false);
  });

  it('with storage unavailable exit intent behaves as never shown (once per page still)', async () => {
    const b = browser({ local: 'unavailable' });
    await runOverlays(b.access);
    b.exit();
    await settle();
    b.exit();
    await settle();
    expect(b.shown.filter((kind) => kind === 'exit-intent')).toHaveLength(1);
    const again = browser({ local: 'unavailable' });
    await runOverlays(again.access);
    expect(again.watching()).toBe(true);
  });

  it('does not open exit intent without heading, body, buttonText and imgUrl', async () => {
    const b = browser({
      marketing: async () => ({ slotId: 'exit-intent', json: { heading: 'H', body: 'B', buttonText: 'Go' } }),
    });
    await runOverlays(b.access);
    b.exit();
    await settle();
    expect(b.shown).not.toContain('exit-intent');
    expect(b.watching()).toBe(true);
  });

  it('a failing step is logged and the next one still runs', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const b = browser({ visitor: async () => Promise.reject(new Error('down')) });
    await runOverlays(b.access);
    expect(b.shown).toEqual(['pick-up']);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"overlay":"country"'));
  });
});
