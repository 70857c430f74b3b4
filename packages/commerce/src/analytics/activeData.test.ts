import { describe, expect, it, vi } from 'vitest';
import {
  ACTIVE_DATA_ANONYMOUS,
  ACTIVE_DATA_BEACON_PATH,
  ACTIVE_DATA_MAX_QUERY,
  ACTIVE_DATA_PARAMS,
  activeDataForwardedQuery,
  activeDataLocale,
  activeDataQuery,
  activeDataValue,
  sendActiveDataBeacon,
  trackedAddress,
  type ActiveDataPage,
} from './activeData';

const ORIGIN = 'https://shop.example.com';
const page: ActiveDataPage = {
  href: `${ORIGIN}/c/womens-jackets?refine=c_colour%3Dred&q=jane%40example.com&token=abc&utm_source=mail#reviews`,
  origin: ORIGIN,
  referrer: `${ORIGIN}/search?q=jane.doe%40example.com&sort=newest`,
  title: 'Women’s Jackets | Ridgeline',
  screen: { width: 390, height: 844 },
  cookieEnabled: true,
  timeZone: 'America/Denver',
};
const fixedRandom = () => 0.25;

describe('activeDataQuery', () => {
  it('says the page, its referrer, screen, time zone, title and currency, an anonymous customer and random numbers', () => {
    const query = activeDataQuery(page, { locale: 'en-CA', currency: 'CAD', random: fixedRandom });
    expect(Object.fromEntries(query)).toEqual({
      locale: 'en-CA',
      url: `${ORIGIN}/c/womens-jackets?refine=c_colour%3Dred&utm_source=mail`,
      res: '390x844',
      cookie: '1',
      cmpn: '',
      tz: 'America/Denver',
      pcat: '',
      title: 'Women’s Jackets | Ridgeline',
      pcc: 'CAD',
      pct: ACTIVE_DATA_ANONYMOUS,
      dwac: '0.2500000000000000',
      r: '0.2500000000000000',
      ref: `${ORIGIN}/search?sort=newest`,
      data: '',
    });
  });

  it('never carries the personal parts of an address: a search phrase, a token, an e-mail, a fragment', () => {
    const serialized = activeDataQuery(page, { locale: 'en-US', currency: 'USD' }).toString();
    for (const personal of ['jane', 'token', 'abc', 'reviews', '%40', '@'])
      expect(serialized, personal).not.toContain(personal);
  });

  it('gives each call new random numbers, and caps every value', () => {
    const first = activeDataQuery(page, { locale: 'en-US', currency: 'USD' });
    const second = activeDataQuery(page, { locale: 'en-US', currency: 'USD' });
    expect(first.get('dwac')).toMatch(/^0\.\d{16}$/);
    expect(first.get('dwac')).not.toBe(second.get('dwac'));
    const long = activeDataQuery(
      { ...page, title: 'x'.repeat(5_000), href: `${ORIGIN}/${'p'.repeat(5_000)}` },
      { locale: 'en-US', currency: 'USD' },
    );
    expect(long.get('title')).toHaveLength(ACTIVE_DATA_PARAMS.title);
    expect(long.get('url')).toHaveLength(ACTIVE_DATA_PARAMS.url);
  });

  it('stays short enough to be forwarded: the longest free texts give way first', () => {
    const accented = {
      ...page,
      title: 'é'.repeat(2_000),
      href: `${ORIGIN}/t/${'è'.repeat(2_000)}`,
      referrer: `${ORIGIN}/t/${'à'.repeat(2_000)}`,
    };
    const query = activeDataQuery(accented, { locale: 'fr-CA', currency: 'CAD' });
    expect(query.toString().length).toBeLessThanOrEqual(ACTIVE_DATA_MAX_QUERY);
    expect(query.get('ref')).toBe('');
    expect(query.get('res')).toBe('390x844');
    expect(query.get('pcc')).toBe('CAD');
  });

  it("tells another site's referrer by its origin only, and no referrer as empty", () => {
    const query = (referrer: string) =>
      activeDataQuery({ ...page, referrer }, { locale: 'en-US', currency: 'USD' }).get('ref');
    expect(query('https://news.example/article?id=42&email=a%40b.c')).toBe('https://news.example/');
    expect(query('')).toBe('');
    expect(query('javascript:alert(1)')).toBe('');
  });
});

describe('the values a beacon may carry (the server applies the same rules)', () => {
  it('drops a parameter not on the list, a shaped value out of shape and control characters', () => {
    expect(activeDataValue('cookie', '1')).toBe('1');
    expect(activeDataValue('dw_dnt', '1')).toBeUndefined();
    expect(activeDataValue('__proto__', 'x')).toBeUndefined();
    expect(activeDataValue('res', '390x844; evil')).toBeUndefined();
    expect(activeDataValue('pcc', 'usd')).toBeUndefined();
    expect(activeDataValue('tz', '../../etc')).toBeUndefined();
    expect(activeDataValue('title', 'Jackets\r\nX-Injected: 1\u2028')).toBe('JacketsX-Injected: 1');
  });

  it('forwards each listed parameter once, in the list’s order, and nothing else', () => {
    const received = new URLSearchParams(
      'data=&title=T&title=second&url=https%3A%2F%2Fshop%2F&locale=en-US&cookie=1&cookie=0&dwsid=abc&pcc=EUR&res=1x1',
    );
    expect(activeDataForwardedQuery(received).toString()).toBe(
      'url=https%3A%2F%2Fshop%2F&res=1x1&cookie=1&title=T&pcc=EUR&data=',
    );
  });

  it('the commerce locale of a shop locale, nothing else', () => {
    expect(activeDataLocale('en-US')).toBe('en_US');
    expect(activeDataLocale('fr')).toBe('fr');
    for (const bad of ['../en_US', 'en-US/..', 'EN-us', 'en-US%2F', '', 'en-USA'])
      expect(activeDataLocale(bad)).toBeUndefined();
  });

  it('keeps only this site’s addresses whole (without their personal query parts)', () => {
    expect(trackedAddress(`${ORIGIN}/cart?coupon=SAVE&page=2`, ORIGIN)).toBe(`${ORIGIN}/cart?page=2`);
    expect(trackedAddress('https://shop.example.com.evil.example/x?y=1', ORIGIN)).toBe(
      'https://shop.example.com.evil.example/',
    );
    expect(trackedAddress('not a url', ORIGIN)).toBe('');
  });
});

describe('sendActiveDataBeacon', () => {
  const options = (overrides: Partial<Parameters<typeof sendActiveDataBeacon>[1]> = {}) => ({
    doNotTrack: () => false,
    serverDoNotTrack: async () => false,
    warn: vi.fn(),
    page,
    fetchImpl: vi.fn(async () => new Response(null, { status: 204 })) as unknown as typeof fetch,
    ...overrides,
  });
  const config = { endpoint: ACTIVE_DATA_BEACON_PATH, currency: 'USD', locale: 'en-US' };

  it('sends one same-origin GET, kept alive, to the storefront’s path', async () => {
    const sent = options();
    await expect(sendActiveDataBeacon(config, sent)).resolves.toBe(true);
    expect(sent.fetchImpl).toHaveBeenCalledTimes(1);
    const [address, init] = vi.mocked(sent.fetchImpl).mock.calls[0]!;
    expect(String(address)).toMatch(/^\/__ridgeline\/analytics\/__Analytics-Start\?locale=en-US&url=/);
    expect(init).toMatchObject({ method: 'GET', credentials: 'same-origin', keepalive: true });
    expect(sent.warn).not.toHaveBeenCalled();
  });

  it('sends nothing while do-not-track is on, in the browser or by the server’s verdict', async () => {
    for (const privacy of [{ doNotTrack: () => true }, { serverDoNotTrack: async () => true }]) {
      const sent = options(privacy);
      await expect(sendActiveDataBeacon(config, sent)).resolves.toBe(false);
      expect(sent.fetchImpl).not.toHaveBeenCalled();
    }
  });

  it('logs a refused or failed beacon, never throws, and never logs its query', async () => {
    const refused = options({ fetchImpl: vi.fn(async () => new Response(null, { status: 404 })) as never });
    await expect(sendActiveDataBeacon(config, refused)).resolves.toBe(false);
    expect(refused.warn).toHaveBeenCalledWith('404');
    const failed = options({
      fetchImpl: vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }) as never,
    });
    await expect(sendActiveDataBeacon(config, failed)).resolves.toBe(false);
    expect(failed.warn).toHaveBeenCalledWith('Failed to fetch');
  });
});
