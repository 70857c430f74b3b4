// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { clearCookies, resetSession } from './session';

describe('resetSession', () => {
  it('clears cookies, localStorage and sessionStorage, then goes to /', () => {
    document.cookie = 'a=1; path=/';
    document.cookie = 'b=2; path=/';
    localStorage.setItem('k', 'v');
    sessionStorage.setItem('k', 'v');
    const assign = vi.fn();
    const win = { document, localStorage, sessionStorage, location: { assign } } as unknown as Window;
    resetSession(win);
    expect(document.cookie).toBe('');
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(assign).toHaveBeenCalledWith('/');
  });

  it('survives blocked storage', () => {
    const assign = vi.fn();
    const throwing = {
      clear() {
        throw new Error('blocked');
      },
    };
    const win = {
      document,
      localStorage: throwing,
      sessionStorage: throwing,
      location: { assign },
    } as unknown as Window;
    expect(() => resetSession(win)).not.toThrow();
    expect(assign).toHaveBeenCalledWith('/');
  });

  it('clearCookies is a no-op without cookies', () => {
    expect(() => clearCookies(document)).not.toThrow();
  });
});
