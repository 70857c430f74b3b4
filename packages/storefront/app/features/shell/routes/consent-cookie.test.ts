import { afterEach, describe, expect, it, vi } from 'vitest';
import { loader } from './consent-cookie';

// The set-consent-cookie endpoint (docs/behaviour/accounts.md#client-ip-and-consent-calls).
const ask = (query: string, headers: Record<string, string> = { 'Sec-Fetch-Site': 'same-origin' }) =>
  loader({ request: new Request(`https://shop.example.com/__ridgeline/consent-cookie?${query}`, { headers }) });
const CONSENTED = 'domain=shop.example.com&oneTrustActiveGroups=%2CC0001%2CC0004%2C&cjevent=abc_123';

afterEach(() => vi.unstubAllEnvs());

describe('GET /__ridgeline/consent-cookie', () => {
  it('does not exist without AFFILIATE_EVENT_CONSENT', async () => {
    const response = await ask(CONSENTED);
    expect(response.status).toBe(404);
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('keeps the affiliate event with targeting consent and removes it when consent is withdrawn', async () => {
    vi.stubEnv('AFFILIATE_EVENT_CONSENT', 'on');
    const kept = await ask(CONSENTED);
    expect(kept.status).toBe(200);
    expect(kept.headers.get('cache-control')).toBe('private, no-store');
    expect(kept.headers.get('set-cookie')).toBe('cje=abc_123; Max-Age=31536000; Path=/; SameSite=Lax; Secure');
    const withdrawn = await ask('domain=shop.example.com&oneTrustActiveGroups=%2CC0001%2C&cjevent=abc_123');
    expect(withdrawn.headers.get('set-cookie')).toBe('cje=; Max-Age=0; Path=/; SameSite=Lax; Secure');
  });

  it('the targeting group is configurable (CONSENT_TARGETING_GROUP)', async () => {
    vi.stubEnv('AFFILIATE_EVENT_CONSENT', 'on');
    vi.stubEnv('CONSENT_TARGETING_GROUP', 'C0001');
    const response = await ask('domain=shop.example.com&oneTrustActiveGroups=%2CC0001%2C&cjevent=abc');
    expect(response.headers.get('set-cookie')).toMatch(/^cje=abc; Max-Age=31536000/);
  });

  it('refuses another site planting its event (cookie stuffing) and requests without browser headers', async () => {
    vi.stubEnv('AFFILIATE_EVENT_CONSENT', 'on');
    const callers: Record<string, string>[] = [
      { 'Sec-Fetch-Site': 'cross-site' },
      { Origin: 'https://affiliate.example' },
      {},
    ];
    for (const headers of callers) {
      const response = await ask(CONSENTED, headers);
      expect(response.status).toBe(403);
      expect(response.headers.get('set-cookie')).toBeNull();
    }
  });

  it('refuses a domain other than its own and a cjevent carrying cookie attributes; nothing is set', async () => {
    vi.stubEnv('AFFILIATE_EVENT_CONSENT', 'on');
    for (const query of [
      'domain=evil.example&oneTrustActiveGroups=%2CC0004%2C&cjevent=abc',
      'domain=shop.example.com&oneTrustActiveGroups=%2CC0004%2C&cjevent=abc%3B%20Domain%3Dexample.com',
    ]) {
      const response = await ask(query);
      expect(response.status).toBe(400);
      expect(response.headers.get('set-cookie')).toBeNull();
      expect(((await response.json()) as { message: string }).message).toMatch(/domain|cjevent/);
    }
  });
});
