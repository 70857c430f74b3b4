import { RenderContent, useRenderContext, type BlockProps } from '@ridgeline/renderer';
import { personalisedItems } from './adapt';
import { BlockPosition, useBlockPosition } from '../shared/position';
import type { PersonalisedContainerContent } from './types';

export { adaptPersonalisedContainer, personalisedItems } from './adapt';

export type PersonalisedContainerProps = BlockProps<PersonalisedContainerContent>;

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
