import { RenderContent, type ContentItem } from '@ridgeline/renderer';
import { BlockPosition } from '../position';

/** Renders a page's `blocks` in order, each with its page position (see the heading rule). */
export function PageBlocks({ blocks }: { blocks: readonly ContentItem[] | undefined }) {
  if (!Array.isArray(blocks)) return null;
  return (
    <>
      {blocks.map((block, index) => (
        <BlockPosition key={block?._meta?.deliveryId ?? `block-${index}`} index={index}>
          <RenderContent content={block} />
        </BlockPosition>
      ))}
    </>
  );
}
