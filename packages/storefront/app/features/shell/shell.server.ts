import type { ContentItem } from '@ridgeline/renderer';
import type { CategoryTreeSource } from '@ridgeline/commerce/server';
import { prepareWithinBudget, type PreparedContent } from '../../platform/content.server';
import { blockAssetsFor } from '../../platform/blockAssets.server';
import { getConfig } from '../../platform/config.server';
import { getRegistry } from '../../platform/registry';
import { withDeadline } from '../../platform/upstream.server';
import { menuCategories, slotKeysOf, visibleOn, type MenuCategory } from '@ridgeline/renderer';
import { urls } from '../../platform/urls';
import type { RequestContext } from '../../platform/request/context.server';
import { log as serverLog, messageOf } from '../../platform/log.server';

/** What the header's menus need from the server: the menu entries and the prepared content of the panels' slots. */
export interface ShellNavigation {
  categories: MenuCategory[];
  /** Prepared content items by delivery key; a slot whose item is missing or failed is absent. */
  slots: Record<string, PreparedContent>;
  /** The code of the blocks the slots use: a document that hydrates as a whole preloads it, as a page's blocks. */
  blockAssets: string[];
}

export interface ShellNavigationOptions {
  categories?: CategoryTreeSource;
  /** The whole load (tree + slot content) ends after this long; default the render budget. */
  budgetMs?: number;
}

const log = (event: string, error: unknown) => serverLog.warn({ event }, messageOf(error));

/**
 * The menus of the header (docs/behaviour/shell.md#category-navigation): the commerce category tree (cached 5 min
 * fresh, 4 h in all) as menu entries, and the content items its desktop panels name in `c_cmsMainSlot` /
 * `c_cmsBottomSlot`, fetched through the request's content client and prepared like a page's blocks (same render
 * context, same budget). Never throws: without the tree the header renders without menus (`null`); a slot that cannot
 * be loaded is left out.
 */
export async function loadShellNavigation(
  context: RequestContext,
  options: ShellNavigationOptions = {},
): Promise<ShellNavigation | null> {
  const budgetMs = options.budgetMs ?? getConfig().renderBudgetMs;
  const source = options.categories ?? context.commerce.categories;
  let categories: MenuCategory[];
  try {
    const tree = await withDeadline(budgetMs, 'Category tree over the render budget', () => source.categoryTree());
    // Links in the request's locale (`/fr-ca/c/…`), like every other link of the page.
    categories = menuCategories(tree.categories, (id) => urls.category(id, context.locale.id));
  } catch (error) {
    log('menu-categories-failed', error);
    return null;
  }
  const keys = slotKeysOf(visibleOn(categories, 'desktop'));
  const slots: Record<string, PreparedContent> = {};
  if (keys.length) {
    try {
      const [client, rendering] = await Promise.all([context.contentClient(), context.renderContext()]);
      const found = await client.getMany(keys.map((key) => ({ key })));
      await Promise.all(
        found.map(async (result, index) => {
          if (result.status !== 'found') return;
          const { content } = await prepareWithinBudget(
            result.item as ContentItem,
            context.request.signal,
            rendering.context,
            { commerce: context.commerce.commerce },
          );
          slots[keys[index]!] = content;
        }),
      );
    } catch (error) {
      log('menu-slots-failed', error);
    }
  }
  return { categories, slots, blockAssets: blockAssetsFor(Object.values(slots), getRegistry(getConfig().diagnostics)) };
}
