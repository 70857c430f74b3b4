import { RenderContent, resolvePersonalisedContent, useRenderContext, type BlockProps, type ContentItem, type RenderContext } from '@ridgeline/renderer';
import { BlockPosition, useBlockPosition } from '../shared/position';
import type { PersonalisedContainerContent } from './types';

export type PersonalisedContainerProps = BlockProps<PersonalisedContainerContent>;

/**
 * The definition's `adapt`: resolves the variants against the shopper's customer groups before
 * the renderer walks the children, and keeps only the chosen items.
 */
export function adaptPersonalisedContainer(content: PersonalisedContainerContent, ctx: RenderContext): PersonalisedContainerContent {
  return {
    _meta: content._meta,
    ...(content.maxNumberMatches !== undefined ? { maxNumberMatches: content.maxNumberMatches } : {}),
    matchedContent: resolvePersonalisedContent(content, ctx.customerGroups),
  };
}

/** The items to show: the adapted list, or (for content that was never prepared) resolved here. */
export function personalisedItems(content: PersonalisedContainerContent, customerGroups: readonly string[]): ContentItem[] {
  return content.matchedContent ?? resolvePersonalisedContent(content, customerGroups);
}

/**
 * Renders the content chosen for the shopper, in order. The container takes its own page
 * position, so a container that is the first block of a page gives its first item the page's h1.
 */
export function PersonalisedContainer({ content, rootProps }: PersonalisedContainerProps) {
  const ctx = useRenderContext();
  const position = useBlockPosition();
  const items = personalisedItems(content, ctx.customerGroups);
  return (
    <div {...rootProps} data-matched-count={items.length}>
      {items.map((item, index) => (
        <BlockPosition key={item._meta?.deliveryId ?? `item-${index}`} index={position + index}>
          <RenderContent content={item} />
        </BlockPosition>
      ))}
    </div>
  );
}
