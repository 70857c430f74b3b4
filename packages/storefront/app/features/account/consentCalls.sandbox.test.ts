import { startSandbox } from '@ridgeline/sandbox';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CLIENT_IP_STORAGE_KEY, clientIp, updateConsentCookie } from '@ridgeline/commerce';

// Commerce's browser calls around consent (docs/behaviour/accounts.md#client-ip-and-consent-calls) against the
// sandbox's stand-ins: the wire format both sides agree on.

let sandbox: Awaited<ReturnType<typeof startSandbox>>;
beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, onProblem: () => {} });
}, 120_000);
afterAll(async () => sandbox?.close());

describe('client IP and consent cookie against the sandbox', () => {
  it('the client IP is asked once and kept in session storage', async () => {
    const kept = new Map<string, string>();
    const storage = {
      getItem: (key: string) => kept.get(key) ?? null,
      setItem: (k: string, v: string) => void kept.set(k, v),
    };
    const fetchImpl = vi.fn(fetch);
    const log = vi.fn();
    const first = await clientIp(`${sandbox.url}/consent/client-ip`, { fetchImpl, storage, log });
    expect(first).toMatch(/^(127\.0\.0\.1|::1)$/);
    expect(kept.get(CLIENT_IP_STORAGE_KEY)).toBe(first);
    await expect(clientIp(`${sandbox.url}/consent/client-ip`, { fetchImpl, storage, log })).resolves.toBe(first);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(log).not.toHaveBeenCalled();
  });

  it("sends domain, groups and cjevent, and logs 'Consent update failed' when the endpoint refuses", async () => {
    const log = vi.fn();
    const endpoint = `${sandbox.url}/consent/set-consent-cookie`;
    const sent = await updateConsentCookie(endpoint, {
      affiliateEvent: true,
      search: '?cjevent=abc_123',
      domain: 'shop.example.com',
      activeGroups: ',C0001,C0004,',
      log,
    });
    expect(sent).toBe(true);
    expect(log).not.toHaveBeenCalled();
    const refused = await updateConsentCookie(endpoint, {
      affiliateEvent: true,
      search: '?cjevent=abc;%20Domain=evil.example',
      domain: 'shop.example.com',
      activeGroups: ',C0001,',
      log,
    });
    expect(refused).toBe(false);
    expect(log).toHaveBeenCalledWith({ message: 'Consent update failed', status: 400 });
  });
});
