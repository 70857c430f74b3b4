import { withDeadline } from './upstream.server';
import { createSwrCache, type SwrCache } from './cache.server';
import type { CommerceConfig } from './config.server';
import { sdk } from './sdk.server';
import { clientConfig, createGuestTokenSource, withGuestToken, type GuestTokenSource } from './token.server';
import { log, messageOf } from './log.server';

/**
 * The category tree of the site's menus (docs/behaviour/shell.md#category-navigation): 5 minutes fresh, then served
 * stale while it refreshes, for up to 4 hours in all; after that a request waits for the commerce API again.
 */
export const CATEGORY_TREE_CACHE_TIMES = {
  freshMs: 5 * 60_000,
  staleMs: 4 * 3_600_000 - 5 * 60_000,
  staleIfErrorMs: 0,
} as const;
/**
 * The catalogue's root category and how many levels below it one `getCategory` call brings (SCAPI allows 0–2). The
 * menus show one level more (the mega menu's links under each column heading, the drawer's nested accordions): the
 * top-level categories are asked for again with `getCategories`, `CATEGORY_TREE_LEVELS` levels each.
 */
export const CATEGORY_TREE_ROOT = 'root';
export const CATEGORY_TREE_LEVELS = 2;
/** Levels below the root the menus show. */
export const MENU_TREE_DEPTH = 3;
/** SCAPI `getCategories` takes at most this many ids per call. */
const GET_CATEGORIES_MAX_IDS = 50;
/** The whole tree load (guest token included) ends after this long. */
export const CATEGORY_TREE_TIMEOUT_MS = 5_000;

/** A category as Shopper Products `getCategory` returns it, with the custom attributes the menus read. */
export interface CommerceCategory {
  id: string;
  name?: string;
  categories?: CommerceCategory[];
  c_showInMenu?: boolean;
  c_menuDisplayOptions?: string;
  c_menuDisplayAlternateStyles?: string;
  c_columnPlacement?: number | string;
  c_cmsMainSlot?: string;
  c_cmsBottomSlot?: string;
}

export interface CategoryTreeSource {
  /**
   * The root category with `MENU_TREE_DEPTH` levels below it (only the first two when the third cannot be loaded),
   * cached; rejects when the root cannot be loaded.
   */
  categoryTree(): Promise<CommerceCategory>;
}

export interface CategoryTreeSourceOptions {
  tokens?: GuestTokenSource;
  cache?: SwrCache;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/**
 * Shopper Products `getCategory(root, levels)` and `getCategories(top-level ids, levels)` with the server's guest
 * token, through its own cache.
 */
export function createCategoryTreeSource(
  config: CommerceConfig,
  options: CategoryTreeSourceOptions = {},
): CategoryTreeSource {
  const tokens = options.tokens ?? createGuestTokenSource(config);
  const timeoutMs = options.timeoutMs ?? CATEGORY_TREE_TIMEOUT_MS;
  const cache =
    options.cache ?? createSwrCache({ ...CATEGORY_TREE_CACHE_TIMES, maxEntries: 50, maxPendingMs: timeoutMs + 1_000 });
  const base = options.fetch ? clientConfig(config, options.fetch as never) : clientConfig(config);
  const key = `category-tree:${config.organizationId}/${config.siteId}/${config.locale}:${CATEGORY_TREE_ROOT}:${MENU_TREE_DEPTH}`;

  const load = (signal: AbortSignal) => {
    const call = async (headers: { authorization: string }) => {
      const client = new sdk.ShopperProducts({ ...base, headers, fetchOptions: { signal } });
      const category = await client.getCategory({
        parameters: { id: CATEGORY_TREE_ROOT, levels: CATEGORY_TREE_LEVELS, locale: config.locale },
      });
      if (!category || typeof (category as { id?: unknown }).id !== 'string')
        throw new Error('Category tree answer has no root category');
      const root = category as unknown as CommerceCategory;
      const topIds = (root.categories ?? [])
        .map((top) => top.id)
        .filter((id): id is string => typeof id === 'string' && id !== '');
      if (topIds.length === 0) return root;
      try {
        const deeper: CommerceCategory[] = [];
        for (let start = 0; start < topIds.length; start += GET_CATEGORIES_MAX_IDS) {
          const answer = await client.getCategories({
            parameters: {
              ids: topIds.slice(start, start + GET_CATEGORIES_MAX_IDS),
              levels: CATEGORY_TREE_LEVELS,
              locale: config.locale,
            },
          });
          deeper.push(...(((answer as { data?: unknown[] }).data ?? []) as CommerceCategory[]));
        }
        return withDeeperLevels(root, deeper);
      } catch (error) {
        // The first two levels are a working menu: a failure here costs the third level only (until the next refresh).
        if (signal.aborted) throw error;
        log.warn({ event: 'menu-third-level-failed' }, messageOf(error));
        return root;
      }
    };
    return withGuestToken(tokens, call);
  };

  return {
    categoryTree: () => cache.get(key, () => withDeadline(timeoutMs, 'Category tree timeout', load)),
  };
}

/**
 * The root's tree with each top-level category's subtree replaced by the deeper one `getCategories` gave for it (its
 * grandchildren included); a top-level category missing from that answer keeps what the root call gave.
 */
export function withDeeperLevels(root: CommerceCategory, deeper: readonly CommerceCategory[]): CommerceCategory {
  const byId = new Map(
    deeper.filter((category) => category && typeof category.id === 'string').map((category) => [category.id, category]),
  );
  return {
    ...root,
    ...(root.categories
      ? {
          categories: root.categories.map((top) =>
            byId.get(top.id)?.categories ? { ...top, categories: byId.get(top.id)!.categories! } : top,
          ),
        }
      : {}),
  };
}
