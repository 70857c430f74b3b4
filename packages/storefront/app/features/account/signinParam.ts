/**
 * `?signin=true` and `#signin` open the account entry (the drawer for a customer, the sign-in dialog for a guest) once
 * the page is up; the marker is then taken out of the address (`history.replaceState`, no reload), so a reload, a
 * bookmark or a shared link does not open it again. Pure, so it is tested without a browser.
 */
export const SIGNIN_PARAM = 'signin';
export const SIGNIN_HASH = '#signin';

export interface SigninMarker {
  /** The address to show instead (path, query and hash), without the marker. */
  cleaned: string;
}

/** The marker in `url` (`?signin=true`, any case of `true`; or the hash `#signin`), or undefined when it has none. */
export function signinMarkerOf(url: URL): SigninMarker | undefined {
  const byParam = url.searchParams.get(SIGNIN_PARAM)?.toLowerCase() === 'true';
  const byHash = url.hash.toLowerCase() === SIGNIN_HASH;
  if (!byParam && !byHash) return undefined;
  const cleaned = new URL(url.href);
  if (byParam) cleaned.searchParams.delete(SIGNIN_PARAM);
  if (byHash) cleaned.hash = '';
  const search = cleaned.searchParams.toString();
  return { cleaned: `${cleaned.pathname}${search ? `?${search}` : ''}${cleaned.hash}` };
}
