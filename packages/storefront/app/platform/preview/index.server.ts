/**
 * Amplience preview in this storefront: its configuration (`PREVIEW_*`), and the request's preview, content client,
 * toolbar data and served hubs, on the rules of `@ridgeline/renderer` (docs/behaviour/preview.md). The request
 * context (`request/context.server.ts`) is its one caller per request.
 */
import {
  hubProblem as hubProblemOf,
  previewContentClient as previewClientFor,
  previewInfoOf,
  resolvePreviewOf,
  type PreviewEnvironment,
  type PreviewInfo,
  type PreviewResolution,
  type PreviewState,
  type RidgelineContentClient,
} from '@ridgeline/renderer/server';
import { getConfig, type StorefrontConfig } from '../config.server';
import { DEFAULT_PREVIEW_GROUPS, envFrom, getEnv, perEnv, type RawEnv } from '../env.server';
import { contentTimeoutMs } from '../content.server';
import { parseCookies } from '../cookies';
import { isHttpsRequest } from '../requestOrigin.server';
import { cappedByBudget, VIRTUAL_STAGING_TIMEOUT_MS } from '../upstream.server';
import { log } from '../log.server';

export {
  CONTENT_ID,
  PREVIEW_HEADERS,
  previewNotFound,
  stagingImageSources,
  type PreviewInfo,
  type PreviewState,
} from '@ridgeline/renderer/server';

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

const processPreviewConfig = perEnv(() => readPreviewConfig(undefined, getConfig()));

export function getPreviewConfig(): PreviewConfig {
  return processPreviewConfig();
}

/**
 * Why a hub an editor's request names (visualization, block data) is refused: this storefront serves its own
 * (`AMPLIENCE_HUB`, or the sandbox's `ridgeline`) and those of its staging environments (`PREVIEW_ENVIRONMENTS`).
 */
export function hubProblem(hub: string): string | undefined {
  return hubProblemOf(hub, [
    getConfig().hubName,
    ...getPreviewConfig().environments.map((environment) => environment.hub),
  ]);
}

/**
 * The request's preview (`resolvePreviewOf`), each refused value logged as one structured line (truncated, never
 * used). Called once per request, by the request context, so a refused value is logged once.
 */
export function resolvePreview(
  request: Request,
  options: { visualization?: boolean; hub?: string; config?: PreviewConfig } = {},
): PreviewResolution {
  return resolvePreviewOf(
    {
      url: new URL(request.url),
      cookies: parseCookies(request.headers.get('cookie')),
      secure: isHttpsRequest(request),
    },
    {
      environments: (options.config ?? getPreviewConfig()).environments,
      ...(options.visualization !== undefined ? { visualization: options.visualization } : {}),
      ...(options.hub !== undefined ? { hub: options.hub } : {}),
      onIgnored: (source, name, value, reason) =>
        log.warn({ event: 'preview-vse-ignored', source, name, value: value.slice(0, 200), reason }),
    },
  );
}

/** The preview's own content client; the time-machine lookup ends after `VIRTUAL_STAGING_TIMEOUT_MS` (budget-capped). */
export function previewContentClient(
  state: PreviewState,
  locale = getConfig().locale,
  config = getPreviewConfig(),
): Promise<RidgelineContentClient> {
  return previewClientFor(state, {
    locale,
    contentTimeoutMs: contentTimeoutMs(),
    timeMachineTimeoutMs: cappedByBudget(VIRTUAL_STAGING_TIMEOUT_MS, getConfig().renderBudgetMs),
    ...(config.stagingProxy ? { stagingProxy: config.stagingProxy } : {}),
    ...(config.virtualStagingApi ? { virtualStagingApi: config.virtualStagingApi } : {}),
  });
}

/** What the browser gets to draw the preview toolbar: the offered groups are `PREVIEW_CUSTOMER_GROUPS` or the defaults. */
export function previewInfo(
  state: PreviewState,
  config = getPreviewConfig(),
  toolkitCustomerGroups?: readonly string[],
): PreviewInfo {
  const offered = getEnv().PREVIEW_CUSTOMER_GROUPS;
  return previewInfoOf(state, {
    defaultGroups: getConfig().customerGroups,
    offeredGroups: offered.length > 0 ? offered : DEFAULT_PREVIEW_GROUPS,
    authoringUrl: config.authoringUrl,
    toolkitCustomerGroups,
  });
}
