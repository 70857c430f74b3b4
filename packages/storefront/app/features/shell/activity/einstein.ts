/**
 * The page's activity client (@ridgeline/commerce's `createActivityClient`: every call a same-origin POST to the
 * storefront's activity endpoint, `activity.server.ts`, skipped while do-not-track is on;
 * docs/behaviour/shell.md#recommendation-and-activity-calls, docs/decisions/0005-einstein-identity.md).
 *
 * Configuration: the overlays island's props (`{ endpoint }`, present unless `EINSTEIN_ACTIVITIES=off`), found in the
 * page, or `configureEinstein` (documents that hydrate as a whole). Nothing is sent without it.
 */
import { createActivityClient, type ActivitySetup } from '@ridgeline/commerce';
import { SHELL_OVERLAYS_ISLAND, type ShellConfig } from '../overlays/config';
import { visitorInfo } from '../overlays/visitor';
import { log } from '../../../platform/log';

let configured: ActivitySetup | undefined;

/** Sets the configuration explicitly (a document without the overlays island, tests). */
export function configureEinstein(config: ShellConfig | undefined, serverDoNotTrack?: () => Promise<boolean>): void {
  configured = config?.einstein
    ? {
        endpoint: config.einstein.endpoint,
        locale: config.locale,
        serverDoNotTrack: serverDoNotTrack ?? (async () => (await visitorInfo(config.locale)).doNotTrack),
      }
    : undefined;
}

function setupFromDocument(): ActivitySetup | undefined {
  if (typeof document === 'undefined') return undefined;
  const island = document.querySelector(`[data-island="${SHELL_OVERLAYS_ISLAND}"]`);
  const script = island?.nextElementSibling;
  if (!(script instanceof HTMLScriptElement) || !script.hasAttribute('data-island-props')) return undefined;
  try {
    const { config } = JSON.parse(script.textContent ?? '{}') as { config?: ShellConfig };
    configureEinstein(config);
    return configured;
  } catch {
    return undefined;
  }
}

export function currentSetup(): ActivitySetup | undefined {
  return configured ?? setupFromDocument();
}

const client = createActivityClient({
  setup: currentSetup,
  warn: (call, detail) => log.warn({ event: 'einstein-call-failed', call }, detail),
});

export const {
  activityAllowed,
  post,
  viewPage,
  viewProduct,
  viewCategory,
  viewSearch,
  clickSearch,
  clickCategory,
  addToCart,
  beginCheckout,
  viewReco,
  clickReco,
} = client;

/** Tests only: back to an unconfigured client. */
export function resetEinstein(): void {
  configured = undefined;
  client.reset();
}
