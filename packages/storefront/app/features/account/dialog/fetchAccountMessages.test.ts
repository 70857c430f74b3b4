import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureLog } from '../../../testing/logCapture';
import { ENGLISH_ACCOUNT_FORMS_MESSAGES } from '../messages';
import { fetchAccountMessages } from './fetchAccountMessages';

// The module keeps each locale's answer for the page: every test uses its own locale id.
afterEach(() => vi.unstubAllGlobals());

describe('the account messages of a locale', () => {
  it('asks nothing for en-US: its defaults are the views’ own', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    expect(await fetchAccountMessages('en-US')).toBeUndefined();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('falls back to the default messages, with one warning, when the fetch fails, and asks again next time', async () => {
    const log = captureLog();
    const failures = [
      () => Promise.reject(new TypeError('Failed to fetch')),
      async () => new Response('down', { status: 503 }),
      async () => Response.json({ feedback: {} }),
      async () => new Response('<html>', { status: 200, headers: { 'content-type': 'text/html' } }),
    ];
    const fetchSpy = vi.fn(async () => failures[fetchSpy.mock.calls.length - 1]!());
    vi.stubGlobal('fetch', fetchSpy);
    for (let attempt = 1; attempt <= failures.length; attempt += 1) {
      expect(await fetchAccountMessages('xx-FAIL')).toBeUndefined();
      expect(fetchSpy).toHaveBeenCalledTimes(attempt);
    }
    expect(log.events('messages-missing')).toEqual(
      failures.map(() => ({
        level: 'warn',
        event: 'messages-missing',
        locale: 'xx-FAIL',
        message: 'account: no messages for the locale, default messages shown',
      })),
    );
  });

  it('keeps a good answer for the page: asked once, however often the dialog opens', async () => {
    const fetchSpy = vi.fn(async () => Response.json(ENGLISH_ACCOUNT_FORMS_MESSAGES));
    vi.stubGlobal('fetch', fetchSpy);
    const [first, second] = await Promise.all([fetchAccountMessages('xx-GOOD'), fetchAccountMessages('xx-GOOD')]);
    expect(first).toEqual(ENGLISH_ACCOUNT_FORMS_MESSAGES);
    expect(second).toBe(first);
    expect(await fetchAccountMessages('xx-GOOD')).toBe(first);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(String((fetchSpy.mock.calls[0] as unknown as [string])[0])).toBe(
      '/__ridgeline/account-messages?locale=xx-GOOD',
    );
  });
});
