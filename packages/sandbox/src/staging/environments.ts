/**
 * Virtual staging environments (VSEs) the sandbox answers for, and the storefront accepts.
 *
 * A preview environment entry is `{ name, hub, vse }` (docs/behaviour/preview.md#environments). The `vse` is a bare host name, as
 * Amplience hands it out (`{id}.staging.bigcontent.io`); the storefront must accept a VSE only when it
 * matches one of these entries (or a time-machine domain generated from one, see `parseStagingDomain`).
 */
export interface StagingEnvironment {
  /** label shown in the preview toolbar */
  name: string;
  /** the Content Hub name */
  hub: string;
  /** the VSE host, e.g. `kq3v8rdglnstg0demo7x2m4pw.staging.bigcontent.io` (no scheme, no path) */
  vse: string;
}

/** The demo list: two environments on hub `ridgeline`, both serving the sandbox's staging content. */
export const DEMO_STAGING_ENVIRONMENTS: readonly StagingEnvironment[] = Object.freeze([
  Object.freeze({
    name: 'Ridgeline staging',
    hub: 'ridgeline',
    vse: 'kq3v8rdglnstg0demo7x2m4pw.staging.bigcontent.io',
  }),
  Object.freeze({ name: 'Ridgeline UAT', hub: 'ridgeline', vse: 'p5w1rdglnuat0demo9c6h2tzj.staging.bigcontent.io' }),
]);

/**
 * The middle label of a time-machine domain that carries only a timestamp:
 * `{vseId}-{TIME_MACHINE_ID}-{epochMs}.staging.bigcontent.io` (the real service uses an account-specific
 * id in that place, e.g. `fhboh562c3tx1844c2ycknz96-gvzrfgnzc-1546264721816.staging.bigcontent.io`).
 */
export const TIME_MACHINE_ID = 'rdgltmchn';

/** What a staging domain resolves to. */
export interface StagingDomain {
  /** the configured environment it belongs to */
  environment: StagingEnvironment;
  /** the host asked for (lower case) */
  domain: string;
  /** time-machine timestamp (epoch ms), when the domain carries one */
  timestamp?: number;
  /** snapshot id (the sandbox's snapshots are edition ids), when the domain carries one */
  snapshotId?: string;
}

const firstLabel = (host: string): [string, string] => {
  const dot = host.indexOf('.');
  return dot < 0 ? [host, ''] : [host.slice(0, dot), host.slice(dot + 1)];
};

/** Strips a port, a trailing dot and upper case from a Host header value. */
export function normaliseHost(host: string): string {
  return host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
}

/**
 * Resolves a VSE host: a configured `vse` itself, or a domain generated from it by the virtual-staging
 * API (`{vseId}-{snapshotId}`, `{vseId}-{TIME_MACHINE_ID}-{epochMs}` or `{vseId}-{snapshotId}-{epochMs}`
 * as the first label, same parent domain). Anything else gives undefined.
 */
export function parseStagingDomain(
  host: string,
  environments: readonly StagingEnvironment[] = DEMO_STAGING_ENVIRONMENTS,
): StagingDomain | undefined {
  const domain = normaliseHost(host);
  if (!domain || domain.includes('/') || domain.includes(':')) return undefined;
  const [label, parent] = firstLabel(domain);
  for (const environment of environments) {
    const vse = normaliseHost(environment.vse);
    if (domain === vse) return { environment, domain };
    const [vseId, vseParent] = firstLabel(vse);
    if (parent !== vseParent || !label.startsWith(`${vseId}-`)) continue;
    const parts = label.slice(vseId.length + 1).split('-');
    if (parts.some((p) => !/^[a-z0-9]+$/.test(p))) return undefined;
    const last = parts[parts.length - 1]!;
    if (/^\d{10,16}$/.test(last)) {
      const middle = parts.slice(0, -1).join('-');
      if (!middle) return undefined;
      return {
        environment,
        domain,
        timestamp: Number(last),
        ...(middle === TIME_MACHINE_ID ? {} : { snapshotId: middle }),
      };
    }
    return { environment, domain, snapshotId: parts.join('-') };
  }
  return undefined;
}

/** Builds the domain the virtual-staging API hands back for a VSE and `{ snapshotId?, timestamp? }`. */
export function buildStagingDomain(vse: string, options: { snapshotId?: string; timestamp?: number }): string {
  const [vseId, parent] = firstLabel(normaliseHost(vse));
  const middle = options.snapshotId ?? TIME_MACHINE_ID;
  const label = options.timestamp === undefined ? `${vseId}-${middle}` : `${vseId}-${middle}-${options.timestamp}`;
  return parent ? `${label}.${parent}` : label;
}
