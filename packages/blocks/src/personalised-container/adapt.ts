// The container's preparation-time logic, apart from its component so the registry entry can
// import it eagerly while the component's code loads lazily.
import { resolvePersonalisedContent, type ContentItem, type RenderContext } from '@ridgeline/renderer';
import type { PersonalisedContainerContent } from './types';

/**
 * The definition's `adapt`: resolves the variants against the shopper's customer groups before
 * the renderer walks the children, and keeps only the chosen items.
 */
export function adaptPersonalisedContainer(
  content: PersonalisedContainerContent,
  ctx: RenderContext,
): PersonalisedContainerContent {
  return {
    _meta: content._meta,
    ...(content.maxNumberMatches !== undefined ? { maxNumberMatches: content.maxNumberMatches } : {}),
    matchedContent: resolvePersonalisedContent(content, ctx.customerGroups),
  };
}

/** The items to show: the adapted list, or (for content that was never prepared) resolved here. */
export function personalisedItems(
  content: PersonalisedContainerContent,
  customerGroups: readonly string[],
): ContentItem[] {
  return content.matchedContent ?? resolvePersonalisedContent(content, customerGroups);
}
