import type { CommerceConfig } from '../server/config.server';

/** A commerce configuration for tests that call the Shopper APIs through a fake `fetch` (no server answers it). */
export function testCommerceConfig(overrides: Partial<CommerceConfig> = {}): CommerceConfig {
  return {
    shortCode: 'x',
    organizationId: 'f_ecom_x',
    clientId: 'c',
    siteId: 'Site',
    proxy: 'http://sandbox.test',
    redirectUri: '',
    locale: 'en-US',
    currency: 'USD',
    einstein: { host: '', clientId: '', siteId: '', realm: '', instanceType: 'sbx' },
    usingSandbox: true,
    timeoutMs: 1000,
    ...overrides,
  };
}
