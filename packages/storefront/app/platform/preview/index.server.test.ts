import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolvePreview } from './index.server';
import type { PreviewConfig } from './index.server';
import { readPreviewConfig } from './index.server';
import { captureLog } from '../../testing/logCapture';

const VSE = 'kq3v8rdglnstg0demo7x2m4pw.staging.bigcontent.io';
const config: PreviewConfig = {
  environments: [{ name: 'Staging', hub: 'ridgeline', vse: VSE }],
  authoringUrl: 'https://app.amplience.net',
};
const req = (path: string, cookie?: string) =>
  new Request(`http://shop.test${path}`, cookie ? { headers: { cookie } } : undefined);

afterEach(() => vi.restoreAllMocks());

describe('resolvePreview', () => {
  it('no VSE: no preview, no cookies', () => {
    expect(resolvePreview(req('/'), { config })).toEqual({ setCookie: [] });
  });

  it('enters through ?vse= with a timestamp and sets both cookies', () => {
    const { preview, setCookie } = resolvePreview(req(`/?vse=${VSE}&vse-timestamp=1805875200000`), { config });
    expect(preview).toEqual({ environment: config.environments[0], timestamp: 1805875200000 });
    expect(setCookie).toEqual([
      `vse=${VSE}; Path=/; SameSite=Lax; HttpOnly`,
      'vse-timestamp=1805875200000; Path=/; SameSite=Lax; HttpOnly',
    ]);
  });

  it('cookies are Secure only when the request URL (built from trusted proxies only) is https; X-Forwarded-Proto is not read', () => {
    const forwarded = new Request(`http://shop.test/?vse=${VSE}`, {
      headers: { 'x-forwarded-proto': 'https', forwarded: 'proto=https' },
    });
    expect(resolvePreview(forwarded, { config }).setCookie.every((cookie) => !cookie.includes('Secure'))).toBe(true);
    const https = resolvePreview(new Request(`https://shop.test/?vse=${VSE}`), { config }).setCookie;
    expect(https.every((cookie) => cookie.endsWith('; Secure'))).toBe(true);
  });

  it('accepts pagevse too; without a timestamp the stored one is cleared', () => {
    const { preview, setCookie } = resolvePreview(req(`/t/x?pagevse=${VSE}`), { config });
    expect(preview?.environment.vse).toBe(VSE);
    expect(preview?.timestamp).toBeUndefined();
    expect(setCookie[1]).toMatch(/^vse-timestamp=; .*Max-Age=0/);
  });

  it('continues from the cookies, with the simulated customer groups', () => {
    const { preview, setCookie } = resolvePreview(
      req('/', `vse=${VSE}; vse-timestamp=1805875200000; customer-groups=Loyalty%20Members%7CEveryone`),
      { config },
    );
    expect(preview).toEqual({
      environment: config.environments[0],
      timestamp: 1805875200000,
      customerGroups: ['Loyalty Members', 'Everyone'],
    });
    expect(setCookie).toEqual([]);
  });

  it('ignores and logs an unknown VSE in the query; never uses it', () => {
    const warn = captureLog();
    expect(resolvePreview(req('/?vse=evil.example.com'), { config })).toEqual({ setCookie: [] });
    const line = warn.lines()[0];
    expect(line).toMatchObject({
      level: 'warn',
      event: 'preview-vse-ignored',
      source: 'query',
      name: 'vse',
      value: 'evil.example.com',
    });
  });

  it('an unknown VSE cookie is ignored, logged and cleared', () => {
    const warn = captureLog();
    const { preview, setCookie } = resolvePreview(req('/', 'vse=evil.example.com'), { config });
    expect(preview).toBeUndefined();
    expect(setCookie.map((c) => c.split('=')[0])).toEqual(['vse', 'vse-timestamp']);
    expect(warn.lines()).toHaveLength(1);
  });

  it('a bad timestamp is ignored and logged, the VSE still applies', () => {
    const warn = captureLog();
    const { preview } = resolvePreview(req(`/?vse=${VSE}&vse-timestamp=yesterday`), { config });
    expect(preview?.timestamp).toBeUndefined();
    expect(warn.lines()[0]).toMatchObject({ name: 'vse-timestamp', value: 'yesterday' });
  });

  it('visualization: query only, no cookies, the hub must match', () => {
    captureLog();
    const ok = resolvePreview(req(`/visualization/ridgeline/x?vse=${VSE}`), {
      config,
      visualization: true,
      hub: 'ridgeline',
    });
    expect(ok.preview?.environment.vse).toBe(VSE);
    expect(ok.setCookie).toEqual([]);
    expect(
      resolvePreview(req(`/visualization/other/x?vse=${VSE}`), { config, visualization: true, hub: 'other' }).preview,
    ).toBeUndefined();
    expect(
      resolvePreview(req('/visualization/ridgeline/x', `vse=${VSE}`), { config, visualization: true, hub: 'ridgeline' })
        .preview,
    ).toBeUndefined();
  });
});

describe('readPreviewConfig', () => {
  it("with the sandbox: the launcher's list, the sandbox's staging/time-machine endpoints", () => {
    expect(readPreviewConfig({}, { usingSandbox: true, baseUrl: 'http://localhost:4010' }).environments).toEqual([]);
    const list = JSON.stringify([{ name: 'Staging', hub: 'ridgeline', vse: VSE }]);
    const c = readPreviewConfig(
      { PREVIEW_ENVIRONMENTS: list },
      { usingSandbox: true, baseUrl: 'http://localhost:4010' },
    );
    expect(c.environments.map((e) => e.vse)).toContain(VSE);
    expect(c.stagingProxy).toBe('http://localhost:4010/vse/{vse}');
    expect(c.virtualStagingApi).toBe('http://localhost:4010/virtual-staging');
  });

  it('with a real hub and no list, preview is off; PREVIEW_ENVIRONMENTS wins', () => {
    expect(readPreviewConfig({}, { usingSandbox: false }).environments).toEqual([]);
    const c = readPreviewConfig(
      { PREVIEW_ENVIRONMENTS: '[{"name":"n","hub":"h","vse":"a.staging.bigcontent.io"}]' },
      { usingSandbox: false },
    );
    expect(c.environments).toEqual([{ name: 'n', hub: 'h', vse: 'a.staging.bigcontent.io' }]);
    expect(c.stagingProxy).toBeUndefined();
  });
});
