import { getConfig } from '../config.server';
import { getPreviewConfig } from './config.server';

/** Which hubs and items an editor's request may name (visualization, block data): the platform's own rules. */
export const HUB_NAME = /^[a-z0-9][a-z0-9-]{0,63}$/i;

/**
 * The hubs this storefront serves: its own (`AMPLIENCE_HUB`, or the sandbox's `ridgeline`) and those of its staging
 * environments (`PREVIEW_ENVIRONMENTS`). A visualization or block-data request naming any other hub is refused: the
 * storefront must never fetch and render another hub's content for a visitor.
 */
export function isServedHub(hub: string): boolean {
  const name = hub.toLowerCase();
  return (
    getConfig().hubName.toLowerCase() === name ||
    getPreviewConfig().environments.some((environment) => environment.hub.toLowerCase() === name)
  );
}

/** Why a hub in a request is refused, or undefined when it is one this storefront serves. */
export function hubProblem(hub: string): string | undefined {
  if (!HUB_NAME.test(hub)) return `"${hub.slice(0, 64)}" is not a hub name (letters, digits and hyphens).`;
  if (!isServedHub(hub))
    return `"${hub}" is not a hub this storefront serves (AMPLIENCE_HUB or a PREVIEW_ENVIRONMENTS hub).`;
  return undefined;
}
/** A content item id: a UUID (any version, the nil UUID included), case-insensitive. */
export const CONTENT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
