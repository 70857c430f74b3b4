import { signedInFromCookies } from './signedIn';

/** The customer record's e-mail, asked of the session's private endpoint (`routes/account-shopper.ts`). */
export const CUSTOMER_EMAIL_URL = '/__ridgeline/shopper?fields=email';
/** The read gives up after this long (the footer's field then simply stays empty). */
export const CUSTOMER_EMAIL_TIMEOUT_MS = 8_000;

let pending: Promise<string | undefined> | undefined;

/**
 * The signed-in customer's e-mail once their record is loaded, for the footer's newsletter field; undefined for a
 * guest (no request is made) and when the read fails. One request per page, shared by every caller.
 */
export function customerEmail(
  fetchImpl: typeof fetch = fetch,
  cookieHeader: string = document.cookie,
): Promise<string | undefined> {
  if (!signedInFromCookies(cookieHeader)) return Promise.resolve(undefined);
  pending ??= fetchImpl(CUSTOMER_EMAIL_URL, {
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(CUSTOMER_EMAIL_TIMEOUT_MS),
  })
    .then(async (response) => {
      if (!response.ok) return undefined;
      const body = (await response.json()) as { signedIn?: unknown; email?: unknown };
      return body.signedIn === true && typeof body.email === 'string' && body.email.trim()
        ? body.email.trim()
        : undefined;
    })
    .catch(() => undefined);
  return pending;
}

/** Forgets the page's answer (tests). */
export function resetCustomerEmail(): void {
  pending = undefined;
}
