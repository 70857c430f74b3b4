import { describe, expect, it, vi } from 'vitest';
import { getCommerceConfig } from './commerce/commerce.server';
import { createContentClients } from './content.server';
import { DEFAULT_SUPPORT_URL, getConfig, publicUrl, readConfig } from './config.server';
import { getPreviewConfig } from './preview/index.server';
import { getSecurityConfig } from './securityHeaders.server';

describe('readConfig', () => {
  it('uses the sandbox when no hub is configured', () => {
    const config = readConfig({});
    expect(config).toMatchObject({
      hubName: 'ridgeline',
      baseUrl: 'http://localhost:4010',
      mediaHost: 'http://localhost:4010',
      usingSandbox: true,
      locale: 'en-US',
      customerGroups: ['Unregistered', 'Everyone'],
      mode: 'development',
      diagnostics: false,
      supportUrl: DEFAULT_SUPPORT_URL,
    });
  });

  it('follows SANDBOX_PORT for content, media and the newsletter API', () => {
    const config = readConfig({ SANDBOX_PORT: '4999' });
    expect(config.baseUrl).toBe('http://localhost:4999');
    expect(config.mediaHost).toBe('http://localhost:4999');
    expect(config.newsletterApiUrl).toBe('http://localhost:4999');
  });

  it('forwards newsletter sign-ups to NEWSLETTER_API_URL when set', () => {
    expect(readConfig({ NEWSLETTER_API_URL: ' https://subscriptions.example/api ' }).newsletterApiUrl).toBe(
      'https://subscriptions.example/api',
    );
  });

  it('uses a real hub with AMPLIENCE_HUB, keeping image-links’ own hosts', () => {
    // beside the sandbox (its commerce), so that production needs no more than the hub and the session secret here
    const config = readConfig({
      AMPLIENCE_HUB: 'acme',
      NODE_ENV: 'production',
      RIDGELINE_SANDBOX: 'http://localhost:4010',
      SESSION_SECRET: 's'.repeat(32),
    });
    expect(config.hubName).toBe('acme');
    expect(config.usingSandbox).toBe(false);
    expect(config.baseUrl).toBeUndefined();
    expect(config.mediaHost).toBeUndefined();
    expect(config.mode).toBe('production');
  });

  it('takes AMPLIENCE_BASE_URL, MEDIA_HOST, AMPLIENCE_LOCALE, CUSTOMER_GROUPS, SUPPORT_URL and diagnostics', () => {
    const config = readConfig({
      AMPLIENCE_HUB: 'acme',
      AMPLIENCE_BASE_URL: 'https://proxy.example',
      MEDIA_HOST: 'media.example',
      AMPLIENCE_LOCALE: 'fr-CA',
      CUSTOMER_GROUPS: 'Members, Everyone',
      SUPPORT_URL: 'https://help.example',
      RIDGELINE_DIAGNOSTICS: '1',
    });
    expect(config).toMatchObject({
      baseUrl: 'https://proxy.example',
      mediaHost: 'media.example',
      locale: 'fr-CA',
      customerGroups: ['Members', 'Everyone'],
      supportUrl: 'https://help.example',
      diagnostics: true,
    });
  });

  it('ignores a base URL without a hub (the sandbox is used) and blank values', () => {
    const config = readConfig({ AMPLIENCE_BASE_URL: 'https://proxy.example', AMPLIENCE_LOCALE: ' ', MEDIA_HOST: '' });
    expect(config.baseUrl).toBe('http://localhost:4010');
    expect(config.locale).toBe('en-US');
    expect(config.mediaHost).toBe('http://localhost:4010');
  });

  it('MEDIA_IMAGE_PRESET: none by default; a name reaches every CMS image URL; a name that is not one stops the start', () => {
    expect(readConfig({}).imagePreset).toBeUndefined();
    expect(readConfig({ MEDIA_IMAGE_PRESET: ' img-cache ' }).imagePreset).toBe('img-cache');
    for (const bad of ['img cache', 'a&w=1', '$x$'])
      expect(() => readConfig({ MEDIA_IMAGE_PRESET: bad }), bad).toThrow(
        /MEDIA_IMAGE_PRESET[\s\S]*may hold only letters/,
      );
  });

  it('RENDER_BUDGET_MS: 3000 by default, whole milliseconds from 1 to 60000, anything else a named error', () => {
    expect(readConfig({}).renderBudgetMs).toBe(3000);
    expect(readConfig({ RENDER_BUDGET_MS: ' 1500 ' }).renderBudgetMs).toBe(1500);
    for (const bad of ['0', '-5', '1.5', '3s', '60001', 'NaN']) {
      expect(() => readConfig({ RENDER_BUDGET_MS: bad }), bad).toThrow(
        /RENDER_BUDGET_MS must be a whole number of milliseconds/,
      );
    }
  });

  it('PUBLIC_ORIGIN: an http(s) origin, else this server on localhost; pages use it, never the request host', () => {
    expect(readConfig({}).publicOrigin).toBe('http://localhost:3000');
    expect(readConfig({ PORT: '3110' }).publicOrigin).toBe('http://localhost:3110');
    expect(readConfig({ PUBLIC_ORIGIN: 'https://www.ridgeline.dev/some/path?x=1' }).publicOrigin).toBe(
      'https://www.ridgeline.dev',
    );
    for (const bad of ['www.ridgeline.dev', 'ftp://ridgeline.dev', 'javascript:alert(1)']) {
      expect(() => readConfig({ PUBLIC_ORIGIN: bad }), bad).toThrow(/PUBLIC_ORIGIN must/);
    }
    const forged = new Request('http://poison.example:8080/fr-ca/t/about?utm_source=x', {
      headers: { host: 'poison.example:8080' },
    });
    expect(publicUrl(forged, 'https://www.ridgeline.dev').href).toBe(
      'https://www.ridgeline.dev/fr-ca/t/about?utm_source=x',
    );
  });
});

describe("the process's configuration (getConfig and the other per-process readers)", () => {
  // Test files share a worker: a reader that kept the first environment it saw would send a later file's requests to
  // an earlier file's (closed) sandbox.
  it('is read again once a variable changed, and is the same object while none did', () => {
    vi.stubEnv('SANDBOX_PORT', '4101');
    const first = getConfig();
    expect(first.baseUrl).toBe('http://localhost:4101');
    expect(getConfig()).toBe(first);
    const security = getSecurityConfig();
    const preview = getPreviewConfig();
    const content = createContentClients();
    const client = content.forLocale();
    expect(content.forLocale()).toBe(client);
    vi.stubEnv('SANDBOX_PORT', '4102');
    expect(getConfig().baseUrl).toBe('http://localhost:4102');
    expect(getCommerceConfig().proxy).toContain('localhost:4102');
    expect(getSecurityConfig()).not.toBe(security);
    expect(getPreviewConfig()).not.toBe(preview);
    expect(content.forLocale()).not.toBe(client);
    vi.unstubAllEnvs();
  });
});
