/**
 * The content client of one preview (server only: dc-delivery-sdk-js): the staging environment, or its time-machine
 * domain at a point in time, never cached.
 */
import { StagingEnvironmentFactory } from 'dc-delivery-sdk-js';
import { createContentClient, type RidgelineContentClient } from '../delivery/createContentClient';
import { deadlineAdaptor } from '../delivery/deadlineAdaptor';
import { isDomainOf, type PreviewEnvironment } from './environments';
import type { PreviewState } from './resolvePreview';

export interface PreviewClientOptions {
  /** Base URL of the virtual-staging domain API (time machine); undefined: dc-delivery-sdk-js's default. */
  virtualStagingApi?: string;
  /** Where staging requests go instead of `https://{vse}`: a template with `{vse}`. Undefined: the VSE host. */
  stagingProxy?: string;
  /** The time-machine lookup ends after this long, its answer included. */
  timeMachineTimeoutMs: number;
  /** Each content request ends after this long. */
  contentTimeoutMs: number;
  locale: string;
}

const domains = new Map<string, string>();
const MAX_DOMAINS = 64;

/**
 * The staging domain for an environment at a point in time, from the virtual-staging API through
 * dc-delivery-sdk-js's `StagingEnvironmentFactory` (the time machine). The answer must be a domain of that
 * environment; anything else is refused. Answers are remembered (at most 64).
 */
export async function timeMachineDomain(
  environment: PreviewEnvironment,
  timestamp: number,
  options: Pick<PreviewClientOptions, 'virtualStagingApi' | 'timeMachineTimeoutMs'>,
): Promise<string> {
  // The API's address too: two apps in one process (test files sharing a worker) may ask different ones.
  const key = `${options.virtualStagingApi ?? ''}|${environment.vse}|${timestamp}`;
  const known = domains.get(key);
  if (known) return known;
  const factory = new StagingEnvironmentFactory(environment.vse, {
    ...(options.virtualStagingApi ? { baseUrl: options.virtualStagingApi } : {}),
    adaptor: deadlineAdaptor(options.timeMachineTimeoutMs),
  });
  const domain = String(await factory.generateDomain({ timestamp }))
    .trim()
    .toLowerCase();
  if (!isDomainOf(domain, environment)) {
    throw new Error(
      `The virtual-staging API answered "${domain.slice(0, 100)}", which is not a domain of ${environment.vse}`,
    );
  }
  if (domains.size >= MAX_DOMAINS) domains.delete(domains.keys().next().value as string);
  domains.set(key, domain);
  return domain;
}

/**
 * A content client for this preview only: the staging environment (or its time-machine domain), no cache (every
 * save shows on the next request, and nothing is shared with the public pages' client).
 */
export async function previewContentClient(
  state: PreviewState,
  options: PreviewClientOptions,
): Promise<RidgelineContentClient> {
  const domain =
    state.timestamp !== undefined
      ? await timeMachineDomain(state.environment, state.timestamp, options)
      : state.environment.vse;
  return createContentClient({
    hubName: state.environment.hub,
    stagingEnvironment: domain,
    ...(options.stagingProxy ? { signingProxyAddress: options.stagingProxy.replace('{vse}', domain) } : {}),
    locale: options.locale,
    timeout: options.contentTimeoutMs,
    cache: false,
  });
}
