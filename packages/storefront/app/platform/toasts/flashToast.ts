import { stringifySetCookie } from 'cookie';
import { parseCookies } from '../cookies';
import type { ShopToast } from './showToast';

/**
 * A toast that outlives a redirect: a server form that signs the shopper in answers 303, so the welcome toast is
 * written to this short-lived, script-readable cookie and the next page's toast host shows it once and clears it.
 * Nothing scripts can read may name the shopper, so a welcome by name travels as its words without the name
 * (`title`, "Welcome back!") plus the template (`nameTemplate`, "Welcome back, {name}!"); the toast host fills in the
 * first name it reads from `/__ridgeline/shopper` (private, no-store), and shows `title` when it cannot.
 */
export const FLASH_TOAST_COOKIE = 'ridgeline-flash-toast';
/** Long enough for the redirect and the next page's idle time; a toast found later would be stale. */
export const FLASH_TOAST_MAX_AGE_S = 60;

export interface FlashToast extends Pick<ShopToast, 'title' | 'description' | 'status'> {
  /** the title with the shopper's first name as `{name}`, filled in by the page (never the name itself) */
  nameTemplate?: string;
}

export function flashToastCookie(toast: FlashToast, { secure }: { secure: boolean }): string {
  const value = JSON.stringify({
    title: toast.title.slice(0, 120),
    ...(toast.description ? { description: toast.description.slice(0, 200) } : {}),
    ...(toast.status ? { status: toast.status } : {}),
    ...(toast.nameTemplate?.includes('{name}') ? { nameTemplate: toast.nameTemplate.slice(0, 120) } : {}),
  });
  return stringifySetCookie({
    name: FLASH_TOAST_COOKIE,
    value,
    path: '/',
    sameSite: 'lax',
    secure,
    maxAge: FLASH_TOAST_MAX_AGE_S,
  });
}

export const clearedFlashToastCookie = (secure: boolean) =>
  stringifySetCookie({ name: FLASH_TOAST_COOKIE, value: '', path: '/', sameSite: 'lax', secure, maxAge: 0 });

const STATUSES = new Set(['info', 'success', 'warning', 'error']);

/** The toast a `Cookie` header (`document.cookie`) carries, or undefined (none, or unreadable: ignored). */
export function flashToastFromCookies(
  cookieHeader: string | null | undefined,
): (ShopToast & { nameTemplate?: string }) | undefined {
  const raw = parseCookies(cookieHeader)[FLASH_TOAST_COOKIE];
  if (!raw) return undefined;
  try {
    const parsed = JSON.parse(raw) as Record<string, unknown>;
    if (typeof parsed.title !== 'string' || !parsed.title) return undefined;
    return {
      title: parsed.title,
      ...(typeof parsed.description === 'string' ? { description: parsed.description } : {}),
      ...(typeof parsed.status === 'string' && STATUSES.has(parsed.status)
        ? { status: parsed.status as ShopToast['status'] }
        : {}),
      ...(typeof parsed.nameTemplate === 'string' && parsed.nameTemplate.includes('{name}')
        ? { nameTemplate: parsed.nameTemplate }
        : {}),
    };
  } catch {
    return undefined;
  }
}

/** The signed-in shopper's first name for a welcome by name (the session's, read on the server), or undefined. */
export async function fetchShopperFirstName(fetchImpl: typeof fetch = fetch): Promise<string | undefined> {
  try {
    const response = await fetchImpl('/__ridgeline/shopper', {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
    if (!response.ok) return undefined;
    const body = (await response.json()) as { firstName?: unknown };
    return typeof body.firstName === 'string' && body.firstName.trim() ? body.firstName.trim().slice(0, 64) : undefined;
  } catch {
    return undefined;
  }
}

/** The toast to show for a flash: its title with the name filled in when it names the shopper and the name is known. */
export async function resolveFlashToast(
  flash: ShopToast & { nameTemplate?: string },
  firstName: () => Promise<string | undefined> = fetchShopperFirstName,
): Promise<ShopToast> {
  const { nameTemplate, ...toast } = flash;
  if (!nameTemplate) return toast;
  const name = await firstName();
  return name ? { ...toast, title: nameTemplate.replace('{name}', name) } : toast;
}
