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
    expect(Object.keys(config).sort()).toEqual(['einstein', 'feedbackUrl', 'locale', 'serviceWorker', 'smsWidget']);
  });

  it('names the SMS widget script (the sandbox stand-in beside the sandbox, SMS_WIDGET_SCRIPT_URL otherwise) and the feedback page', () => {
    const commerce = readCommerceConfig({ SANDBOX_PORT: '4999' });
    expect(shellConfig('en-US', { SANDBOX_PORT: '4999' }, commerce).smsWidget).toEqual({ scriptUrl: 'http://localhost:4999/sms-widget/widget.js' });
    const own = shellConfig('en-US', { SMS_WIDGET_SCRIPT_URL: 'https://cdn.sms.example/widget.js', SUPPORT_URL: 'https://help.example/feedback' }, commerce);
    expect(own.smsWidget).toEqual({ scriptUrl: 'https://cdn.sms.example/widget.js' });
    expect(own.feedbackUrl).toBe('https://help.example/feedback');
    expect(() => shellConfig('en-US', { SMS_WIDGET_SCRIPT_URL: 'javascript:alert(1)' }, commerce)).toThrow(/SMS_WIDGET_SCRIPT_URL/);
  });

  it('prd on a real instance unless EINSTEIN_INSTANCE_TYPE says otherwise; EINSTEIN_ACTIVITIES=off sends nothing', () => {
    const real = readCommerceConfig({ COMMERCE_SHORT_CODE: 'abc', COMMERCE_SITE_ID: 'Shop', EINSTEIN_SITE_ID: 'aaxx-Shop' });
    expect(einsteinBrowserConfig(real, {})).toMatchObject({ host: 'https://api.cquotient.com', realm: 'aaxx', instanceType: 'prd' });
    expect(einsteinBrowserConfig(real, { EINSTEIN_INSTANCE_TYPE: 'SBX' })?.instanceType).toBe('sbx');
    expect(einsteinBrowserConfig(real, { EINSTEIN_ACTIVITIES: 'off' })).toBeUndefined();
    expect(shellConfig('en-US', { EINSTEIN_ACTIVITIES: 'off' }, real)).not.toHaveProperty('einstein');
  });
});
