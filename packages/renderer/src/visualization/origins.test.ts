import { describe, expect, it, vi } from 'vitest';
import { isAllowedOrigin, originCheckedWindow, originMatches, parentOrigin } from './origins';

describe('originMatches', () => {
  it('an exact origin: same scheme, host and port (default ports spelled or not)', () => {
    expect(originMatches('https://app.amplience.net', 'https://app.amplience.net')).toBe(true);
    expect(originMatches('https://app.amplience.net', 'https://app.amplience.net:443')).toBe(true);
    expect(originMatches('https://APP.amplience.net', 'https://app.amplience.net')).toBe(false); // not a serialized origin
    expect(originMatches('http://app.amplience.net', 'https://app.amplience.net')).toBe(false);
    expect(originMatches('https://app.amplience.net:8443', 'https://app.amplience.net')).toBe(false);
    expect(originMatches('https://app.amplience.net.evil.com', 'https://app.amplience.net')).toBe(false);
    expect(originMatches('https://evilapp.amplience.net', 'https://app.amplience.net')).toBe(false);
  });

  it('a *. host matches subdomains only; a :* port any port', () => {
    expect(originMatches('https://eu.amplience.net', 'https://*.amplience.net')).toBe(true);
    expect(originMatches('https://a.b.amplience.net', 'https://*.amplience.net')).toBe(true);
    expect(originMatches('https://amplience.net', 'https://*.amplience.net')).toBe(false);
    expect(originMatches('https://evilamplience.net', 'https://*.amplience.net')).toBe(false);
    expect(originMatches('http://127.0.0.1:4567', 'http://127.0.0.1:*')).toBe(true);
    expect(originMatches('http://127.0.0.1', 'http://127.0.0.1:*')).toBe(true);
    expect(originMatches('http://localhost:4567', 'http://127.0.0.1:*')).toBe(false);
  });

  it('refuses opaque and malformed origins', () => {
    expect(originMatches('null', 'https://app.amplience.net')).toBe(false);
    expect(originMatches('', 'https://app.amplience.net')).toBe(false);
    expect(originMatches('https://app.amplience.net/path', 'https://app.amplience.net')).toBe(false);
    expect(isAllowedOrigin('https://app.amplience.net', [])).toBe(false);
    expect(isAllowedOrigin('https://app.amplience.net', ['https://x.example', 'https://app.amplience.net'])).toBe(true);
  });
});

describe('parentOrigin', () => {
  it('the first ancestor origin, else the referrer origin, else unknown', () => {
    const location = (ancestors?: string[]) => ({ ancestorOrigins: ancestors }) as unknown as Location;
    const doc = (referrer: string) => ({ referrer }) as Document;
    expect(
      parentOrigin({ location: location(['https://app.amplience.net']), document: doc('https://other.example/x') }),
    ).toBe('https://app.amplience.net');
    expect(parentOrigin({ location: location(), document: doc('https://app.amplience.net/content/#!/hub') })).toBe(
      'https://app.amplience.net',
    );
    expect(parentOrigin({ location: location(), document: doc('') })).toBeUndefined();
  });
});

describe('originCheckedWindow (what dc-visualization-sdk listens through)', () => {
  const ALLOWED = ['https://app.amplience.net'];

  function fakeWindow() {
    const target = new EventTarget();
    const parent = { name: 'parent' } as unknown as Window;
    return Object.assign(target, {
      parent,
      location: { href: 'https://shop.example/visualization/x' },
    }) as unknown as Window;
  }

  function message(origin: string, source: unknown): Event {
    return Object.assign(new Event('message'), { origin, source });
  }

  it('passes messages from the parent at an allowed origin; drops the others and reports their origin', () => {
    const win = fakeWindow();
    const refused = vi.fn();
    const checked = originCheckedWindow(win, ALLOWED, refused);
    const listener = vi.fn();
    checked.addEventListener('message', listener);

    win.dispatchEvent(message('https://app.amplience.net', win.parent));
    expect(listener).toHaveBeenCalledTimes(1);

    win.dispatchEvent(message('https://evil.example', win.parent));
    win.dispatchEvent(message('https://app.amplience.net', { name: 'another frame' }));
    win.dispatchEvent(message('', null));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(refused.mock.calls.map(([origin]) => origin)).toEqual([
      'https://evil.example',
      'https://app.amplience.net',
      '(no origin)',
    ]);
  });

  it("removing a listener removes the guarded one; location and parent are the window's", () => {
    const win = fakeWindow();
    const checked = originCheckedWindow(win, ALLOWED, () => {});
    const listener = vi.fn();
    checked.addEventListener('message', listener);
    checked.removeEventListener('message', listener, false);
    win.dispatchEvent(message('https://app.amplience.net', win.parent));
    expect(listener).not.toHaveBeenCalled();
    expect(checked.parent).toBe(win.parent);
    expect(checked.location).toBe(win.location);
  });
});
