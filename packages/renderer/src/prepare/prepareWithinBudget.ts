import type { ContentItem, PreparedContent } from '../types';
import { withLoaderBudget, type LoaderShortfall } from './loaderBudget';
import { prepareContent, type PrepareOptions } from './prepareContent';

export interface Preparation {
  content: PreparedContent;
  /** Blocks sent without their data (empty state) because their loader outlasted the budget. */
  overBudget: LoaderShortfall[];
  /** Blocks whose loader failed (logged by the preparation as `loader-failed`). */
  failedLoaders: LoaderShortfall[];
}

export interface BudgetedPrepareOptions extends PrepareOptions {
  /** Each block loader is held to this many milliseconds; a later one leaves its block without data. */
  budgetMs: number;
  /** A block's loader outlasted the budget (the caller logs it). */
  onOverBudget?: (block: LoaderShortfall) => void;
}

/**
 * `prepareContent` with every block loader held to a budget: what it gives, and which blocks went without their data
 * (over budget, or their loader failed), so the caller can shorten the page's cache lifetime.
 */
export async function prepareWithinBudget(
  item: ContentItem,
  { budgetMs, onOverBudget, registry, ...options }: BudgetedPrepareOptions,
): Promise<Preparation> {
  const overBudget: LoaderShortfall[] = [];
  const failedLoaders: LoaderShortfall[] = [];
  let settled = false;
  const budgeted = withLoaderBudget(registry, budgetMs, {
    onOverBudget(block) {
      overBudget.push(block);
      onOverBudget?.(block);
    },
    onFailure(block) {
      // A failure after the budget ran out is the late end of a loader already reported over budget.
      if (!settled) failedLoaders.push(block);
    },
  });
  const content = await prepareContent(item, { ...options, registry: budgeted });
  settled = true;
  return { content, overBudget, failedLoaders };
}
