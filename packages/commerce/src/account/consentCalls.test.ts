import { describe, expect, it, vi } from 'vitest';
import { CLIENT_IP_STORAGE_KEY, clientIp, updateConsentCookie } from './consentCalls';

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
