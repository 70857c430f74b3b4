import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { countingBody, streamingPost } from '@ridgeline/commerce/testing/server';
import { action } from './toolkit-route';

const URL_ = 'http://shop.test/__toolkit';

describe('POST /__toolkit guards (before any commerce call)', () => {
  beforeAll(() => {
    vi.stubEnv('MERCHANDISER_TOOLKIT', '1');
  });
  afterAll(() => {
    vi.unstubAllEnvs();
  });

  it('refuses a body over 64 KB while reading it (413)', async () => {
    const body = countingBody(32 * 1024 * 1024);
    const response = (await action({
      request: streamingPost(URL_, body.stream, { 'content-type': 'application/json' }),
    } as never)) as Response;
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ ok: false });
    expect(body.pulled()).toBeLessThan(1024 * 1024);
  });

  it('refuses a cross-site post (403) and a JSON body that is not an object (400)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const headers = { 'content-type': 'application/json', origin: 'https://evil.example' };
    const crossSite = (await action({
      request: new Request(URL_, { method: 'POST', headers, body: '{"intent":"exit"}' }),
    } as never)) as Response;
    expect(crossSite.status).toBe(403);
    const notObject = (await action({
      request: new Request(URL_, { method: 'POST', headers: { 'content-type': 'application/json' }, body: 'null' }),
    } as never)) as Response;
    expect(notObject.status).toBe(400);
  });
});
