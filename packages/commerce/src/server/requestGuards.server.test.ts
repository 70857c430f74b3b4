import { describe, expect, it, vi } from 'vitest';
import {
  BodyTooLargeError,
  bodyProblem,
  crossSiteReason,
  readLimitedBody,
  readRequestBody,
} from './requestGuards.server';
import { countingBody } from '../testing/countingBody';

const post = (headers: Record<string, string>, url = 'https://shop.example/newsletter/subscribe') =>
  new Request(url, { method: 'POST', headers });

describe('readLimitedBody', () => {
  it('reads a body within the limit whole', async () => {
    const body = countingBody(10_000);
    expect((await readLimitedBody(body.stream, 16 * 1024)).length).toBe(10_000);
  });

  it('stops reading as soon as the limit is passed: a 64 MB body costs a few chunks, not 64 MB', async () => {
    const body = countingBody(64 * 1024 * 1024);
    await expect(readLimitedBody(body.stream, 16 * 1024)).rejects.toBeInstanceOf(BodyTooLargeError);
    expect(body.pulled()).toBeLessThan(1024 * 1024);
  });

  it('refuses a declared length over the limit before reading a byte', async () => {
    const body = countingBody(200 * 1024 * 1024);
    await expect(readLimitedBody(body.stream, 16 * 1024, String(200 * 1024 * 1024))).rejects.toBeInstanceOf(
      BodyTooLargeError,
    );
    expect(body.pulled()).toBe(0);
  });

  it('a request body: 413 with Connection: close past the limit', async () => {
    const request = new Request('https://shop.example/x', { method: 'POST', body: 'x'.repeat(2_000) });
    const error = await readRequestBody(request, 1_000).catch((caught: unknown) => caught);
    const response = bodyProblem(error)!;
    expect(response.status).toBe(413);
    expect(response.headers.get('connection')).toBe('close');
    expect(((await response.json()) as { message: string }).message).toContain('at most 1000 bytes');
    expect(bodyProblem(new Error('other'))).toBeUndefined();
  });
});

describe('crossSiteReason', () => {
  it('accepts this origin (the scheme may differ behind a TLS-terminating proxy)', () => {
    expect(crossSiteReason(post({ origin: 'https://shop.example' }), { allowNonBrowser: false })).toBeUndefined();
    expect(
      crossSiteReason(post({ origin: 'https://shop.example' }, 'http://shop.example/x'), { allowNonBrowser: false }),
    ).toBeUndefined();
    expect(crossSiteReason(post({ 'sec-fetch-site': 'same-origin' }), { allowNonBrowser: false })).toBeUndefined();
  });

  it('refuses other origins, other ports, opaque and malformed origins, and cross-site fetch metadata', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const cases: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'https://shop.example.evil.example' },
      { origin: 'https://shop.example:8443' },
      { origin: 'null' },
      { origin: 'not a url' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { 'sec-fetch-site': 'none' },
    ];
    for (const headers of cases) {
      expect(crossSiteReason(post(headers), { allowNonBrowser: true }), JSON.stringify(headers)).toBeDefined();
    }
  });

  it('a request with neither header is a non-browser client: accepted only where the route says so', () => {
    expect(crossSiteReason(post({}), { allowNonBrowser: true })).toBeUndefined();
    expect(crossSiteReason(post({}), { allowNonBrowser: false })).toBe('no Origin');
  });
});
