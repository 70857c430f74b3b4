import { getConfig, type StorefrontConfig } from '../config.server';
import { envFrom, type RawEnv } from '../env.server';
import type { PreviewEnvironment } from './environments';

/** Preview (virtual staging) configuration, read once per process. */
export interface PreviewConfig {
  /** The staging environments a VSE must match (`PREVIEW_ENVIRONMENTS`). */
  environments: readonly PreviewEnvironment[];
  /**
   * Where staging requests go instead of `https://{vse}`: a template with `{vse}` (the sandbox's
   * `http://localhost:4010/vse/{vse}`, or a signing proxy). Undefined: the VSE host itself.
   */
  stagingProxy?: string;
  /** Base URL of the virtual-staging domain API (time machine); undefined: dc-delivery-sdk-js's default. */
  virtualStagingApi?: string;
  /** Amplience authoring app (the toolbar's "Open in Amplience" link). */
  authoringUrl: string;
}

export { DEFAULT_AUTHORING_URL } from '../env.server';

/**
 * Pure: `PREVIEW_ENVIRONMENTS` (JSON `[{ name, hub, vse }]`); without it preview is off (every VSE is refused). The
 * sandbox's demo list is not imported here (production code never depends on the sandbox): whoever starts the
 * storefront beside the sandbox passes it (`scripts/start.mjs`, the e2e config, `vite.config.ts` in dev, the unit
 * tests' `vitest.config.mts`). `PREVIEW_STAGING_PROXY` / `VIRTUAL_STAGING_API`
 * default to the sandbox's `/vse/{vse}` and `/virtual-staging` when it serves the content. The values come through
 * the one schema (app/platform/env.server.ts): a malformed list stops the start, named.
 */
export function readPreviewConfig(
  env: RawEnv | undefined,
  base: Pick<StorefrontConfig, 'usingSandbox' | 'baseUrl'>,
): PreviewConfig {
  const e = envFrom(env);
  const sandbox = base.usingSandbox ? base.baseUrl : undefined;
  const stagingProxy = e.PREVIEW_STAGING_PROXY ?? (sandbox ? `${sandbox}/vse/{vse}` : undefined);
  const virtualStagingApi = e.VIRTUAL_STAGING_API ?? (sandbox ? `${sandbox}/virtual-staging` : undefined);
  return {
    environments: e.PREVIEW_ENVIRONMENTS,
    ...(stagingProxy ? { stagingProxy } : {}),
    ...(virtualStagingApi ? { virtualStagingApi } : {}),
    authoringUrl: e.AMPLIENCE_APP_URL,
  };
}

let cached: PreviewConfig | undefined;

export function getPreviewConfig(): PreviewConfig {
  cached ??= readPreviewConfig(undefined, getConfig());
  return cached;
}
