import { describe, expect, it } from 'vitest';
import { readCommerceConfig } from '../../lib/commerce/config.server';
import { einsteinBrowserConfig, shellConfig } from './config.server';

describe('the shell configuration the browser gets', () => {
  it('carries the Einstein host, public client id, site id and its realm; sbx against the sandbox', () => {
    const commerce = readCommerceConfig({ SANDBOX_PORT: '4999' });
    expect(einsteinBrowserConfig(commerce, {})).toEqual({
      host: 'http://localhost:4999',
      clientId: 'c9d1e4a7-0b2f-4f83-a6e5-8b7d3c2f1e90',
      siteId: 'rdgl-RidgelineUS',
      realm: 'rdgl',
      instanceType: 'sbx',
    });
    const config = shellConfig('en-US', {}, commerce);
    expect(Object.keys(config).sort()).toEqual(['einstein', 'locale', 'serviceWorker']);
  });

  it('prd on a real instance unless EINSTEIN_INSTANCE_TYPE says otherwise; EINSTEIN_ACTIVITIES=off sends nothing', () => {
    const real = readCommerceConfig({ COMMERCE_SHORT_CODE: 'abc', COMMERCE_SITE_ID: 'Shop', EINSTEIN_SITE_ID: 'aaxx-Shop' });
    expect(einsteinBrowserConfig(real, {})).toMatchObject({ host: 'https://api.cquotient.com', realm: 'aaxx', instanceType: 'prd' });
    expect(einsteinBrowserConfig(real, { EINSTEIN_INSTANCE_TYPE: 'SBX' })?.instanceType).toBe('sbx');
    expect(einsteinBrowserConfig(real, { EINSTEIN_ACTIVITIES: 'off' })).toBeUndefined();
    expect(shellConfig('en-US', { EINSTEIN_ACTIVITIES: 'off' }, real)).not.toHaveProperty('einstein');
  });
});
