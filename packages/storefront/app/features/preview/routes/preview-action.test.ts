import { beforeEach, describe, expect, it, vi } from 'vitest';
import { countingBody, streamingPost } from '@ridgeline/commerce/testing/server';
import { action, returnPath } from './preview-action';

const URL_ = 'http://shop.test/__preview';
const SAME_ORIGIN = { origin: 'http://shop.test' };
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const submit = (fields: Record<string, string>, headers: Record<string, string> = SAME_ORIGIN) =>
  action({
    request: new Request(URL_, {
      method: 'POST',
      headers: { ...FORM, ...headers },
      body: new URLSearchParams(fields).toString(),
    }),
  } as never) as Promise<Response>;
const update = (returnTo: string) => ({ intent: 'update', datetime: '01/01/2099 10:00:00', returnTo });

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('returnPath', () => {
  it('keeps same-origin paths, without the preview parameters', () => {
    expect(returnPath('/t/about?vse=x.staging.bigcontent.io&a=1#top')).toBe('/t/about?a=1#top');
    expect(returnPath('/')).toBe('/');
    expect(returnPath('/%2F%2Fevil.com')).toBe('/%2F%2Fevil.com'); // an encoded slash is a path segment, not a host
  });

  it('judges the path after URL normalisation: nothing that reads as another host survives', () => {
    for (const value of [
      '/.//evil.com',
      '/./\t/evil.com',
      '/%2e//evil.com',
      '/a/..//evil.com',
      '/..//evil.com',
      '/\t/evil.com',
      '/\n/evil.com',
      '//evil.com',
      '/\\evil.com',
      'https://evil.com',
      'evil.com',
      '',
    ]) {
      expect(returnPath(value), JSON.stringify(value)).toBe('/');
    }
    expect(returnPath(null)).toBe('/');
  });
});

describe('POST /__preview', () => {
  it('update: stores the timestamp and redirects to the page; an open redirect attempt goes to /', async () => {
    const back = await submit(update('/t/about'));
    expect(back.status).toBe(302);
    expect(back.headers.get('location')).toBe('/t/about');
    expect(back.headers.get('set-cookie')).toContain('vse-timestamp=');
    const evil = await submit(update('/.//evil.com'));
    expect(evil.status).toBe(302);
    expect(evil.headers.get('location')).toBe('/');
  });

  it('refuses other origins, cross-site fetch metadata and posts that say nothing of where they come from (403)', async () => {
    const cases: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
      {},
    ];
    for (const headers of cases) {
      const response = await submit({ intent: 'exit' }, headers);
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect(response.headers.get('set-cookie')).toBeNull();
    }
    expect((await submit({ intent: 'exit' }, { 'sec-fetch-site': 'same-origin' })).status).toBe(302);
  });

  it('refuses a body over 8 KB while reading it (413)', async () => {
    const body = countingBody(32 * 1024 * 1024);
    const response = (await action({
      request: streamingPost(URL_, body.stream, { ...FORM, ...SAME_ORIGIN }),
    } as never)) as Response;
    expect(response.status).toBe(413);
    expect(body.pulled()).toBeLessThan(1024 * 1024);
  });
});
