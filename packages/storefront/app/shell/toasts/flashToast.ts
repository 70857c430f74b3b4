import { stringifySetCookie } from 'cookie';
import { parseCookies } from '../../lib/cookies';
import type { ShopToast } from './showToast';

/**
 * A toast that outlives a redirect: a server form that signs the shopper in answers 303, so the welcome toast is
 * written to this short-lived, script-readable cookie and the next page's toast host shows it once and clears it.
 */
export const FLASH_TOAST_COOKIE = 'ridgeline-flash-toast';
/** Long enough for the redirect and the next page's idle time; a toast found later would be stale. */
export const FLASH_TOAST_MAX_AGE_S = 60;

export function flashToastCookie(toast: Pick<ShopToast, 'title' | 'description' | 'status'>, { secure }: { secure: boolean }): string {
  const value = JSON.stringify({ title: toast.title.slice(0, 120), ...(toast.description ? { description: toast.description.slice(0, 200) } : {}), ...(toast.status ? { status: toast.status } : {}) });
  return stringifySetCookie({ name: FLASH_TOAST_COOKIE, value, path: '/', sameSite: 'lax', secure, maxAge: FLASH_TOAST_MAX_AGE_S });
}

export const clearedFlashToastCookie = (secure: boolean) => stringifySetCookie({ name: FLASH_TOAST_COOKIE, value: '', path: '/', sameSite: 'lax', secure, maxAge: 0 });

const STATUSES = new Set(['info', 'success', 'warning', 'error']);

/** The toast a `Cookie` header (`document.cookie`) carries, or undefined (none, or unreadable: ignored). */
export function flashToastFromCookies(cookieHeader: string | null | undefined): ShopToast | undefined {
  const raw = parseCookies(cookieHeader)[FLASH_TOAST_COOKIE];
  if (!raw) return undefined;
  try {
    const parsed = JSON.parse(raw) as Record<string, unknown>;
    if (typeof parsed.title !== 'string' || !parsed.title) return undefined;
    return {
      title: parsed.title,
      ...(typeof parsed.description === 'string' ? { description: parsed.description } : {}),
      ...(typeof parsed.status === 'string' && STATUSES.has(parsed.status) ? { status: parsed.status as ShopToast['status'] } : {}),
    };
  } catch {
    return undefined;
  }
}
