import { describe, expect, it } from 'vitest';
import { createConsentStandIn } from './consent.js';

const { app } = createConsentStandIn();
const get = (path: string, headers: Record<string, string> = {}) =>
  app.request(`http://sandbox.test${path}`, { headers });

describe('the consent stand-ins', () => {
  it("answers the caller's address, never cached", async () => {
    const answer = await get('/consent/client-ip', { 'x-forwarded-for': '203.0.113.7, 10.0.0.1' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.json()).toEqual({ clientIp: '203.0.113.7' });
  });

  it('sets the affiliate cookie for a valid call and refuses hostile values with 400', async () => {
    const ok = await get(
      '/consent/set-consent-cookie?domain=shop.example.com&oneTrustActiveGroups=,C0001,C0004,&cjevent=abc_123',
    );
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ ok: true });
    expect(ok.headers.get('set-cookie')).toBe('cje=abc_123; Path=/; Max-Age=31536000; SameSite=Lax');
    for (const query of [
      'domain=evil.example%0d%0aSet-Cookie:x=1&oneTrustActiveGroups=C0001&cjevent=a',
      'domain=shop.example.com&oneTrustActiveGroups=C0001;x&cjevent=a',
      `domain=shop.example.com&oneTrustActiveGroups=${'C0001,'.repeat(120)}&cjevent=a`,
      'domain=shop.example.com&oneTrustActiveGroups=C0001&cjevent=a;%20Domain=evil.example',
      `domain=shop.example.com&oneTrustActiveGroups=C0001&cjevent=${'a'.repeat(257)}`,
      'domain=shop.example.com&oneTrustActiveGroups=C0001',
    ]) {
      const refused = await get(`/consent/set-consent-cookie?${query}`);
      expect(refused.status, query).toBe(400);
      expect(refused.headers.get('set-cookie'), query).toBeNull();
    }
  });

  it('a group id over 16 characters or with other characters is refused', async () => {
    const refused = await get(
      `/consent/set-consent-cookie?domain=a.b&oneTrustActiveGroups=${'a'.repeat(500)}!&cjevent=a`,
    );
    expect(refused.status).toBe(400);
  });
});
