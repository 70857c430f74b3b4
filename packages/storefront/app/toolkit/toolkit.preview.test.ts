import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RenderContext } from '@ridgeline/renderer';
import { effectiveCustomerGroups } from '../lib/customerGroups';

// The Shopper Context API, faked at the SDK seam: what the toolkit reads for a usid.
const stored = new Map<string, Record<string, unknown>>();
const reads: string[] = [];
vi.mock('../lib/commerce/sdk.server', () => ({
  sdk: {
    ShopperContexts: class {
      async getShopperContext({ parameters }: { parameters: { usid: string } }) {
        reads.push(parameters.usid);
        const context = stored.get(parameters.usid);
        if (!context) throw Object.assign(new Error('Not Found'), { response: { status: 404 } });
        return context;
      }
    },
  },
}));
vi.mock('../lib/commerce/token.server', () => ({
  clientConfig: () => ({}),
  createGuestTokenSource: () => ({ get: async () => 'token', invalidate: () => {} }),
}));
vi.mock('../lib/commerce/commerce.server', () => ({ getCommerceConfig: () => ({}) }));

const { toolkitRenderContext, toolkitRequestState } = await import('./toolkit.server');
const { previewRenderContext } = await import('../preview/preview.server');

const VSE = 'kq3v8rdglnstg0demo7x2m4pw.staging.bigcontent.io';
const USID = '3f1e2d4c-5b6a-4978-8a9b-0c1d2e3f4a5b';
const environment = { name: 'Staging', hub: 'ridgeline', vse: VSE };
const request = (cookie?: string) => new Request('http://shop.test/', cookie ? { headers: { cookie } } : undefined);

beforeEach(() => {
  vi.stubEnv('MERCHANDISER_TOOLKIT', '1');
  vi.stubEnv('CUSTOMER_GROUPS', '');
  stored.clear();
  reads.length = 0;
});
afterEach(() => vi.unstubAllEnvs());

describe('effectiveCustomerGroups: toolkit, then preview toolbar, then default', () => {
  const defaults = ['Unregistered', 'Everyone'];
  it('the toolkit wins over the toolbar and the default', () => {
    expect(effectiveCustomerGroups({ toolkit: ['Loyalty Members'], previewToolbar: ['Registered'], defaults })).toEqual({
      groups: ['Loyalty Members'],
      source: 'toolkit',
    });
  });
  it('the toolbar wins over the default when the toolkit names no group', () => {
    expect(effectiveCustomerGroups({ toolkit: [], previewToolbar: ['Registered'], defaults })).toEqual({ groups: ['Registered'], source: 'preview-toolbar' });
    expect(effectiveCustomerGroups({ previewToolbar: ['Registered'], defaults })).toEqual({ groups: ['Registered'], source: 'preview-toolbar' });
  });
  it('the default applies when neither names a group; groups are never merged', () => {
    expect(effectiveCustomerGroups({ previewToolbar: [], defaults })).toEqual({ groups: defaults, source: 'default' });
    expect(effectiveCustomerGroups({ toolkit: ['A'], previewToolbar: ['B'], defaults }).groups).toEqual(['A']);
  });
});

describe('the toolkit in preview (page loaders: toolkitRenderContext over previewRenderContext)', () => {
  it('a toolkit context with groups overrides the toolbar groups, and preview stays preview', async () => {
    stored.set(USID, { customerGroupIds: ['Loyalty Members'], sourceCode: 'spring' });
    const base = previewRenderContext({ environment, customerGroups: ['Registered'] });
    expect(base).toMatchObject({ mode: 'preview', customerGroups: ['Registered'] });
    const { context, noStore } = await toolkitRenderContext(request(`ridgeline-tk-usid=${USID}`), base);
    expect(context).toEqual<RenderContext>({ ...base, customerGroups: ['Loyalty Members'] });
    expect(noStore).toBe(true);
  });

  it('a toolkit context without groups leaves the toolbar groups (and the default without a toolbar choice)', async () => {
    stored.set(USID, { sourceCode: 'spring' });
    const withToolbar = previewRenderContext({ environment, customerGroups: ['Registered'] });
    expect((await toolkitRenderContext(request(`ridgeline-tk-usid=${USID}`), withToolbar)).context.customerGroups).toEqual(['Registered']);
    const withoutToolbar = previewRenderContext({ environment });
    expect(withoutToolbar.customerGroups).toEqual(['Unregistered', 'Everyone']);
    expect((await toolkitRenderContext(request(`ridgeline-tk-usid=${USID}`), withoutToolbar)).context.customerGroups).toEqual(['Unregistered', 'Everyone']);
  });

  it('no usid cookie, or the toolkit off: the preview context unchanged and nothing asked of the API', async () => {
    stored.set(USID, { customerGroupIds: ['Loyalty Members'] });
    const base = previewRenderContext({ environment, customerGroups: ['Registered'] });
    expect(await toolkitRenderContext(request(), base)).toEqual({ context: base, noStore: false });
    vi.stubEnv('MERCHANDISER_TOOLKIT', '');
    expect(await toolkitRenderContext(request(`ridgeline-tk-usid=${USID}`), base)).toEqual({ context: base, noStore: false });
    expect(reads).toEqual([]);
  });

  it('the context is read once per request (root loader for the toolbar, page loader for the content)', async () => {
    stored.set(USID, { customerGroupIds: ['Big Spenders'] });
    const shared = request(`ridgeline-tk-usid=${USID}`);
    expect(await toolkitRequestState(shared)).toEqual({ noStore: true, customerGroups: ['Big Spenders'] });
    await toolkitRenderContext(shared, previewRenderContext({ environment }));
    expect(reads).toEqual([USID]);
  });

  it('no stored context keeps the toolbar groups; a failed read too, and is not cached', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const base = previewRenderContext({ environment, customerGroups: ['Registered'] });
    // 404 (no context stored for the usid) is "no toolkit"; anything else is a failed read
    expect(await toolkitRenderContext(request(`ridgeline-tk-usid=${USID}`), base)).toEqual({ context: base, noStore: false });
    const { sdk } = await import('../lib/commerce/sdk.server');
    vi.spyOn(sdk.ShopperContexts.prototype, 'getShopperContext').mockRejectedValueOnce(Object.assign(new Error('boom'), { response: { status: 500 } }));
    expect(await toolkitRenderContext(request(`ridgeline-tk-usid=${USID}`), base)).toEqual({ context: base, noStore: true });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('toolkit-context-read-failed'));
  });
});
