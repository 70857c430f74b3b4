/** Expires every cookie this page can see, on the current path and its parents, for this host and its parents. */
export function clearCookies(doc: Document = document): void {
  const names = doc.cookie
    .split(';')
    .map((part) => part.split('=')[0]?.trim())
    .filter((name): name is string => Boolean(name));
  const host = doc.location?.hostname ?? '';
  const hostParts = host.split('.');
  const domains = [''];
  for (let i = 0; i < hostParts.length - 1; i++) domains.push(`; domain=.${hostParts.slice(i).join('.')}`);
  const pathParts = (doc.location?.pathname ?? '/').split('/').filter(Boolean);
  const paths = ['/'];
  for (let i = 1; i <= pathParts.length; i++) paths.push(`/${pathParts.slice(0, i).join('/')}`);
  for (const name of names) {
    for (const domain of domains) {
      for (const path of paths)
        doc.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; max-age=0; path=${path}${domain}`;
    }
  }
}

/** Reset my Session: clears cookies, localStorage and sessionStorage, then returns to `/`. */
export function resetSession(win: Window = window): void {
  try {
    clearCookies(win.document);
  } catch {
    /* cookies may be blocked */
  }
  for (const storage of ['localStorage', 'sessionStorage'] as const) {
    try {
      win[storage].clear();
    } catch {
      /* storage may be blocked */
    }
  }
  win.location.assign('/');
}
