import { sameOriginPath } from '../../platform/safeRedirect';

/**
 * Where to go after signing in: `redirectUrl` only when it is a path of this site (the shared same-origin check,
 * `sameOriginPath`: no other origin, no `//host`, no backslashes, no control characters) and not back to the sign-in
 * pages themselves; else `fallback`.
 */
export function safeRedirect(value: unknown, fallback = '/'): string {
  const path = sameOriginPath(value);
  if (path === undefined) return fallback;
  const pathname = path.replace(/[?#].*$/, '');
  if (/^(?:\/[a-z]{2}-[a-z]{2})?\/(?:login|registration|logout)\/?$/i.test(pathname)) return fallback;
  return path;
}
