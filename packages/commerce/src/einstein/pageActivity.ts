/**
 * One page's activity client with its configuration (docs/behaviour/shell.md#recommendation-and-activity-calls,
 * docs/decisions/0005-einstein-identity.md): `createActivityClient` whose setup is found in the page, and the
 * recommendation asks made through it (skipped while do-not-track is on, a failure logged and empty).
 *
 * Configuration: the props of the island that carries the shell's browser configuration (`configIsland`:
 * `{ config: { locale, einstein?: { endpoint } } }`, present unless the host turned activity off), found in the page,
 * or `configure` (documents that hydrate as a whole, tests). Nothing is sent without it.
 */
import { createActivityClient, type ActivityClientOptions, type ActivitySetup } from './activityClient';
import {
  recommendationFields,
  recommendationsOf,
  recommendedIdsOf,
  type RecommendationAnchors,
  type RecommendationsResult,
  type RecommendedIds,
} from './recommendations';

/** What the page's activity calls need of the shell's browser configuration. */
export interface PageActivityConfig {
  /** The page's locale. */
  locale: string;
  /** The storefront's same-origin activity endpoint; absent: no call is ever made. */
  einstein?: { endpoint: string };
}

export interface PageActivityOptions {
  /** The kind of the island whose props (`{ config }`) carry the configuration. */
  configIsland: string;
  /** The server's do-not-track verdict for this visitor (`Sec-GPC` / `DNT` on their requests), in a locale. */
  serverDoNotTrack: (locale: string) => Promise<boolean>;
  warn: ActivityClientOptions['warn'];
  /** The browser's own do-not-track signals (tests pass their own). */
  doNotTrack?: ActivityClientOptions['doNotTrack'];
}

/** The page's activity client: every call of `createActivityClient`, its configuration and the recommendation asks. */
export function createPageActivity({ configIsland, serverDoNotTrack, warn, doNotTrack }: PageActivityOptions) {
  let configured: ActivitySetup | undefined;

  /** Sets the configuration explicitly (a document without the configuration island, tests). */
  function configure(config: PageActivityConfig | undefined, serverVerdict?: () => Promise<boolean>): void {
    configured = config?.einstein
      ? {
          endpoint: config.einstein.endpoint,
          locale: config.locale,
          serverDoNotTrack: serverVerdict ?? (() => serverDoNotTrack(config.locale)),
        }
      : undefined;
  }

  function setupFromDocument(): ActivitySetup | undefined {
    if (typeof document === 'undefined') return undefined;
    const island = document.querySelector(`[data-island="${configIsland}"]`);
    const script = island?.nextElementSibling;
    if (!(script instanceof HTMLScriptElement) || !script.hasAttribute('data-island-props')) return undefined;
    try {
      const { config } = JSON.parse(script.textContent ?? '{}') as { config?: PageActivityConfig };
      configure(config);
      return configured;
    } catch {
      return undefined;
    }
  }

  const currentSetup = (): ActivitySetup | undefined => configured ?? setupFromDocument();
  const client = createActivityClient({ setup: currentSetup, warn, ...(doNotTrack ? { doNotTrack } : {}) });

  /**
   * Recommendations of a zone (products or categories as anchors), each product linked by `productHref` in the page's
   * locale; empty when skipped or failed.
   */
  async function zoneRecommendations(
    zone: string,
    productHref: (productId: string, localeId: string) => string,
    anchors: RecommendationAnchors = {},
  ): Promise<RecommendationsResult> {
    const path = `zones/${encodeURIComponent(zone)}/recs`;
    const answer = await client.post(`zone:${zone}`, path, recommendationFields(anchors), false);
    const localeId = currentSetup()?.locale ?? 'en-US';
    return recommendationsOf(answer, (id) => productHref(id, localeId));
  }

  /**
   * Recommendations of a named recommender for this shopper (the activity endpoint adds their cookieId, and userId
   * when registered): only when activity calls are allowed; undefined when skipped or failed.
   */
  async function recommenderRecommendations(
    recommender: string,
    anchors: RecommendationAnchors = {},
  ): Promise<RecommendedIds | undefined> {
    const path = `recs/${encodeURIComponent(recommender)}`;
    const answer = await client.post(`recs:${recommender}`, path, recommendationFields(anchors), false);
    return recommendedIdsOf(answer, recommender);
  }

  return {
    ...client,
    configure,
    currentSetup,
    zoneRecommendations,
    recommenderRecommendations,
    /** Tests only: back to an unconfigured client whose next call is the page's first. */
    reset(): void {
      configured = undefined;
      client.reset();
    },
  };
}

export type PageActivity = ReturnType<typeof createPageActivity>;
