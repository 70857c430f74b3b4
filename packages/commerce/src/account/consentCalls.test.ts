import { describe, expect, it, vi } from 'vitest';
import {
  CLIENT_IP_STORAGE_KEY,
  clientIp,
  consentCookieAnswer,
  CONSENT_CHANGED_EVENT,
  updateConsentCookie,
  watchConsentChanges,
} from './consentCalls';

const memoryStorage = () => {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
};

describe('client IP', () => {
  it('asks once per session: the answer is kept in session storage under its key', async () => {
    const storage = memoryStorage();
    const fetchImpl = vi.fn(async () => Response.json({ clientIp: '203.0.113.7' }));
    const log = vi.fn();
    await expect(clientIp('/api/client-ip', { fetchImpl: fetchImpl as never, storage, log })).resolves.toBe(
      '203.0.113.7',
    );
    await expect(clientIp('/api/client-ip', { fetchImpl: fetchImpl as never, storage, log })).resolves.toBe(
      '203.0.113.7',
    );
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(storage.getItem(CLIENT_IP_STORAGE_KEY)).toBe('203.0.113.7');
    expect(log).not.toHaveBeenCalled();
  });

  it('a failed, hostile or oversized answer gives nothing and is logged; storage failures are ignored', async () => {
    const log = vi.fn();
    const answer = (response: Response) => (async () => response) as never;
    await expect(
      clientIp('/ip', { fetchImpl: answer(new Response('x', { status: 500 })), log }),
    ).resolves.toBeUndefined();
    await expect(
      clientIp('/ip', { fetchImpl: answer(Response.json({ clientIp: '<script>alert(1)</script>' })), log }),
    ).resolves.toBeUndefined();
    await expect(
      clientIp('/ip', { fetchImpl: answer(new Response(`{"clientIp":"1.2.3.4","x":"${'a'.repeat(2000)}"}`)), log }),
    ).resolves.toBeUndefined();
    expect(log).toHaveBeenCalledTimes(3);
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    await expect(
      clientIp('/ip', { fetchImpl: answer(Response.json({ clientIp: '2001:db8::1' })), storage: broken, log }),
    ).resolves.toBe('2001:db8::1');
  });
});

describe('consent cookie', () => {
  const base = { domain: 'ridgeline.dev', activeGroups: ',C0001,C0004,', log: vi.fn() };

  it('called with domain, groups and cjevent only with the affiliate setting and a cjevent parameter', async () => {
    const fetchImpl = vi.fn(async (_url: string) => new Response(null, { status: 204 }));
    const call = (affiliateEvent: boolean, search: string) =>
      updateConsentCookie('/api/consent', { ...base, affiliateEvent, search, fetchImpl: fetchImpl as never });
    await expect(call(false, '?cjevent=abc')).resolves.toBe(false);
    await expect(call(true, '?utm=1')).resolves.toBe(false);
    expect(fetchImpl).not.toHaveBeenCalled();
    await expect(call(true, '?cjevent=abc%26x')).resolves.toBe(true);
    const url = new URL(fetchImpl.mock.calls[0]![0], 'https://shop.example');
    expect(url.pathname).toBe('/api/consent');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      domain: 'ridgeline.dev',
      oneTrustActiveGroups: ',C0001,C0004,',
      cjevent: 'abc&x',
    });
  });

  it("a non-OK answer logs 'Consent update failed'", async () => {
    const log = vi.fn();
    const fetchImpl = (async () => new Response('no', { status: 500 })) as never;
    await expect(
      updateConsentCookie('/api/consent', { ...base, log, affiliateEvent: true, search: '?cjevent=abc', fetchImpl }),
    ).resolves.toBe(false);
    expect(log).toHaveBeenCalledWith({ message: 'Consent update failed', status: 500 });
  });
});

describe('consent changes from the consent manager', () => {
  const pageAt = (href: string, activeGroups?: string) => {
    const target = new EventTarget() as EventTarget & { location: URL; OnetrustActiveGroups?: string };
    target.location = new URL(href);
    if (activeGroups !== undefined) target.OnetrustActiveGroups = activeGroups;
    return target;
  };

  it('each OneTrustGroupsUpdated calls the endpoint with the page’s host, the groups and cjevent; stop ends it', async () => {
    const page = pageAt('https://shop.example.com/c/mens/?cjevent=abc_123', ',C0001,');
    const fetchImpl = vi.fn(async () => new Response('{}'));
    const log = vi.fn();
    const stop = watchConsentChanges('/__ridgeline/consent-cookie', {
      target: page as never,
      log,
      fetchImpl: fetchImpl as never,
    });
    page.dispatchEvent(new CustomEvent(CONSENT_CHANGED_EVENT, { detail: ['C0001', 'C0004'] }));
    // Without a list in the event, the page's OnetrustActiveGroups.
    page.dispatchEvent(new Event(CONSENT_CHANGED_EVENT));
    await vi.waitFor(() => expect(fetchImpl).toHaveBeenCalledTimes(2));
    const asked = (fetchImpl.mock.calls as unknown as [string][]).map(([url]) => url);
    expect(asked[0]).toBe(
      '/__ridgeline/consent-cookie?domain=shop.example.com&oneTrustActiveGroups=%2CC0001%2CC0004%2C&cjevent=abc_123',
    );
    expect(new URL(asked[1]!, 'https://x').searchParams.get('oneTrustActiveGroups')).toBe(',C0001,');
    stop();
    page.dispatchEvent(new CustomEvent(CONSENT_CHANGED_EVENT, { detail: ['C0001'] }));
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(log).not.toHaveBeenCalled();
  });

  it('no call without a cjevent on the page; unreadable groups are logged', async () => {
    const fetchImpl = vi.fn(async () => new Response('{}'));
    const log = vi.fn();
    const page = pageAt('https://shop.example.com/');
    watchConsentChanges('/c', { target: page as never, log, fetchImpl: fetchImpl as never });
    page.dispatchEvent(new CustomEvent(CONSENT_CHANGED_EVENT, { detail: ['C0004'] }));
    page.dispatchEvent(new CustomEvent(CONSENT_CHANGED_EVENT, { detail: [{}] }));
    await Promise.resolve();
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith({ message: 'Consent update failed', error: 'no consent groups' });
  });
});

describe('the consent-cookie endpoint’s answer', () => {
  const ask = (query: string, secure = true) =>
    consentCookieAnswer(new URLSearchParams(query), { host: 'shop.example.com', targetingGroup: 'C0004', secure });

  it('keeps the affiliate event a year with targeting consent, and removes it without', () => {
    expect(ask('domain=shop.example.com&oneTrustActiveGroups=,C0001,C0004,&cjevent=abc_123')).toEqual({
      ok: true,
      setCookie: 'cje=abc_123; Max-Age=31536000; Path=/; SameSite=Lax; Secure',
    });
    expect(ask('domain=shop.example.com&oneTrustActiveGroups=,C0001,C0002,&cjevent=abc_123', false)).toEqual({
      ok: true,
      setCookie: 'cje=; Max-Age=0; Path=/; SameSite=Lax',
    });
  });

  it('refuses another site’s domain, malformed groups and a cjevent that could write cookie attributes', () => {
    expect(ask('domain=evil.example&oneTrustActiveGroups=,C0004,&cjevent=a').ok).toBe(false);
    expect(ask('domain=shop.example.com&oneTrustActiveGroups=C0004;x&cjevent=a').ok).toBe(false);
    expect(ask(`domain=shop.example.com&oneTrustActiveGroups=,${'C1,'.repeat(200)}&cjevent=a`).ok).toBe(false);
    expect(ask('domain=shop.example.com&oneTrustActiveGroups=,C0004,&cjevent=a;%20Domain=evil.example').ok).toBe(false);
    expect(ask('domain=shop.example.com&oneTrustActiveGroups=,C0004,').ok).toBe(false);
  });
});
