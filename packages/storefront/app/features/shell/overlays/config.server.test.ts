import { describe, expect, it } from 'vitest';
import { readCommerceConfig } from '../../../platform/commerce/config.server';
import { ACTIVE_DATA_BEACON_PATH } from '@ridgeline/commerce';
import { BROWSER_ERRORS_ENDPOINT, EINSTEIN_ENDPOINT } from './config';
import { einsteinBrowserConfig, shellConfig } from './config.server';

describe('the shell configuration the browser gets', () => {
  it('names the storefront’s activity endpoint only: no Einstein host, client id, site id, realm or instance type', () => {
    expect(einsteinBrowserConfig({})).toEqual({ endpoint: EINSTEIN_ENDPOINT });
    const config = shellConfig('en-US', {});
    expect(Object.keys(config).sort()).toEqual([
      'einstein',
      'feedbackUrl',
      'locale',
      'reservation',
      'serviceWorker',
      'smsWidget',
    ]);
    const { clientId, siteId, host } = readCommerceConfig({ SANDBOX_PORT: '4999' }).einstein;
    const serialized = JSON.stringify(config);
    for (const secretish of [clientId, siteId, host]) expect(serialized).not.toContain(secretish);
  });

  it("asks for the shopper's data-layer data on each page only with DATA_LAYER_SHOPPER_DATA", () => {
    expect(shellConfig('en-US', {}).shopperData).toBeUndefined();
    expect(shellConfig('en-US', { DATA_LAYER_SHOPPER_DATA: 'on' }).shopperData).toBe(true);
  });

  it('names the SMS widget script (the sandbox stand-in beside the sandbox, SMS_WIDGET_SCRIPT_URL otherwise) and the feedback page', () => {
    expect(shellConfig('en-US', { SANDBOX_PORT: '4999' }).smsWidget).toEqual({
      scriptUrl: 'http://localhost:4999/sms-widget/widget.js',
    });
    const own = shellConfig('en-US', {
      SMS_WIDGET_SCRIPT_URL: 'https://cdn.sms.example/widget.js',
      SUPPORT_URL: 'https://help.example/feedback',
    });
    expect(own.smsWidget).toEqual({ scriptUrl: 'https://cdn.sms.example/widget.js' });
    expect(own.feedbackUrl).toBe('https://help.example/feedback');
    expect(() => shellConfig('en-US', { SMS_WIDGET_SCRIPT_URL: 'javascript:alert(1)' })).toThrow(
      /SMS_WIDGET_SCRIPT_URL/,
    );
  });

  it('carries the reservation alert’s words in the page’s locale and its bag address, nothing about the shopper', () => {
    const { reservation } = shellConfig('fr-CA', {});
    expect(reservation?.bagHref).toBe('/fr-ca/cart');
    expect(reservation?.messages.running).toContain('{clock}');
    expect(reservation?.messages.running).not.toBe(shellConfig('en-US', {}).reservation?.messages.running);
    expect(shellConfig('en-US', {}).reservation?.bagHref).toBe('/cart');
  });

  it('names the Active Data beacon’s path and the locale’s currency only with ACTIVE_DATA_ORIGIN, never the instance', () => {
    expect(shellConfig('en-US', {})).not.toHaveProperty('activeData');
    expect(shellConfig('en-US', { SANDBOX_PORT: '4999' })).not.toHaveProperty('activeData');
    const env = { ACTIVE_DATA_ORIGIN: 'https://commerce.example.net', COMMERCE_CURRENCY: 'EUR' };
    expect(shellConfig('en-US', env).activeData).toEqual({ endpoint: ACTIVE_DATA_BEACON_PATH, currency: 'EUR' });
    expect(shellConfig('fr-CA', env).activeData).toEqual({ endpoint: ACTIVE_DATA_BEACON_PATH, currency: 'CAD' });
    expect(JSON.stringify(shellConfig('en-US', env))).not.toContain('commerce.example.net');
  });

  it('asks the page to report its errors only with BROWSER_ERRORS, on the share BROWSER_ERRORS_SAMPLE_RATE', () => {
    expect(shellConfig('en-US', {})).not.toHaveProperty('browserErrors');
    expect(shellConfig('en-US', { BROWSER_ERRORS_SAMPLE_RATE: '0.5' })).not.toHaveProperty('browserErrors');
    expect(shellConfig('en-US', { BROWSER_ERRORS: 'on' }).browserErrors).toEqual({
      endpoint: BROWSER_ERRORS_ENDPOINT,
      sampleRate: 1,
    });
    expect(shellConfig('en-US', { BROWSER_ERRORS: '1', BROWSER_ERRORS_SAMPLE_RATE: '0.25' }).browserErrors).toEqual({
      endpoint: BROWSER_ERRORS_ENDPOINT,
      sampleRate: 0.25,
    });
  });

  it('EINSTEIN_ACTIVITIES=off gives the browser no configuration: it sends nothing', () => {
    expect(einsteinBrowserConfig({ EINSTEIN_ACTIVITIES: 'off' })).toBeUndefined();
    expect(shellConfig('en-US', { EINSTEIN_ACTIVITIES: 'off' })).not.toHaveProperty('einstein');
  });
});
