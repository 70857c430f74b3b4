/**
 * An `http://` URL from content, made fit for a shop served over https: a URL on the shop's own host becomes a path
 * of this site (so it follows whatever scheme, host and port the shopper is on), any other host is upgraded to
 * `https://`. Every other URL (relative, `https:`, `mailto:`…) is returned unchanged. Links written long ago, or
 * pasted from an old page, would otherwise be mixed content or a detour through a redirect.
 */
export function upgradeHttpUrl(url: string, siteOrigin?: string): string {
  if (!/^\s*http:\/\//i.test(url)) return url;
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return url;
  }
  // A path that starts with two slashes would read as another host (`//evil.example`): that one keeps its https URL.
  if (siteOrigin && parsed.hostname === hostnameOf(siteOrigin) && !/^[/\\]{2}/.test(parsed.pathname)) {
    return `${parsed.pathname}${parsed.search}${parsed.hash}`;
  }
  parsed.protocol = 'https:';
  // The default port of http names no port for https: drop an explicit :80 with it.
  if (parsed.port === '80') parsed.port = '';
  return parsed.href;
}

function hostnameOf(origin: string): string | undefined {
  try {
    return new URL(origin).hostname;
  } catch {
    return undefined;
  }
}
