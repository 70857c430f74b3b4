/**
 * Preview (virtual staging) environments: the `{ name, hub, vse }` entries (docs/behaviour/preview.md#environments) a VSE must match before the
 * storefront uses it. Pure: no I/O, safe in tests and in the browser.
 */
export interface PreviewEnvironment {
  /** label shown in the preview toolbar */
  name: string;
  /** the Content Hub name */
  hub: string;
  /** the VSE host, e.g. `kq3v8rdglnstg0demo7x2m4pw.staging.bigcontent.io` (no scheme, no path, no port) */
  vse: string;
}

/** A host name: dot-separated labels of letters, digits and inner hyphens (no scheme, port, path, user info). */
const HOST = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;
const HUB = /^[a-z0-9][a-z0-9-]{0,63}$/i;

/** Lower case, trimmed; undefined unless it is a bare host name. */
export function normaliseVse(value: string | null | undefined): string | undefined {
  if (typeof value !== 'string') return undefined;
  const host = value.trim().toLowerCase();
  return HOST.test(host) ? host : undefined;
}

export class PreviewEnvironmentsError extends Error {
  override name = 'PreviewEnvironmentsError';
}

/**
 * Parses `PREVIEW_ENVIRONMENTS` (a JSON array of `{ name, hub, vse }`). Throws `PreviewEnvironmentsError` naming the
 * bad entry: a misconfigured list must fail loudly at start, not silently accept or refuse every VSE.
 */
export function parsePreviewEnvironments(json: string): PreviewEnvironment[] {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch (error) {
    throw new PreviewEnvironmentsError(`PREVIEW_ENVIRONMENTS is not JSON: ${(error as Error).message}`);
  }
  if (!Array.isArray(raw))
    throw new PreviewEnvironmentsError('PREVIEW_ENVIRONMENTS must be a JSON array of { name, hub, vse }');
  return raw.map((entry, index) => {
    const e = entry as Partial<Record<keyof PreviewEnvironment, unknown>> | null;
    const name = typeof e?.name === 'string' ? e.name.trim() : '';
    const hub = typeof e?.hub === 'string' ? e.hub.trim() : '';
    const vse = normaliseVse(typeof e?.vse === 'string' ? e.vse : undefined);
    if (!name) throw new PreviewEnvironmentsError(`PREVIEW_ENVIRONMENTS[${index}].name must be a non-empty string`);
    if (!HUB.test(hub)) throw new PreviewEnvironmentsError(`PREVIEW_ENVIRONMENTS[${index}].hub must be a hub name`);
    if (!vse)
      throw new PreviewEnvironmentsError(
        `PREVIEW_ENVIRONMENTS[${index}].vse must be a host name (no scheme, port or path)`,
      );
    return { name, hub, vse };
  });
}

/**
 * The configured environment whose `vse` is exactly this value (case-insensitive), else undefined. Nothing else is
 * ever accepted: an unknown value is never used as a host.
 */
export function findEnvironment(
  value: string | null | undefined,
  environments: readonly PreviewEnvironment[],
): PreviewEnvironment | undefined {
  const vse = normaliseVse(value);
  if (!vse) return undefined;
  return environments.find((e) => e.vse.toLowerCase() === vse);
}

/**
 * Whether a domain handed back by the virtual-staging API (time machine / snapshot) belongs to this environment:
 * its first label is `{vseId}-…` and the rest of the host is the VSE's parent domain.
 */
export function isDomainOf(domain: string, environment: PreviewEnvironment): boolean {
  const host = normaliseVse(domain);
  if (!host) return false;
  const vse = environment.vse.toLowerCase();
  if (host === vse) return true;
  const dot = vse.indexOf('.');
  const vseId = vse.slice(0, dot);
  const parent = vse.slice(dot);
  return host.endsWith(parent) && host.startsWith(`${vseId}-`) && !host.slice(0, -parent.length).includes('.');
}

/**
 * Where a preview's images may come from: a staging environment serves its drafts' media from its own host and its
 * time-machine domains (`{vseId}-…` under the same parent domain), so every subdomain of that parent
 * (`https://*.staging.bigcontent.io` for the usual VSE). Content-Security-Policy `img-src` sources, editor documents only.
 */
export function stagingImageSources(environments: readonly PreviewEnvironment[]): string[] {
  const sources = environments.map(({ vse }) => {
    const parent = vse.slice(vse.indexOf('.') + 1);
    return parent.includes('.') ? `https://*.${parent}` : `https://${vse}`;
  });
  return [...new Set(sources)];
}

/** A preview timestamp: epoch milliseconds as 10 to 16 digits (any date after 2001-09-09). */
export function parseTimestamp(value: string | null | undefined): number | undefined {
  if (typeof value !== 'string' || !/^\d{10,16}$/.test(value.trim())) return undefined;
  const n = Number(value.trim());
  return Number.isSafeInteger(n) ? n : undefined;
}
