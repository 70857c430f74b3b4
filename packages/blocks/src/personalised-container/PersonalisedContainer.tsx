import { RenderContent, useRenderContext, type BlockProps } from '@ridgeline/renderer';
import { personalisedItems } from './adapt';
import { personalisationFadeStyles, resolutionSignature, usePersonalisationFade } from './fade';
import { BlockPosition, useBlockPosition } from '../shared/position';
import type { PersonalisedContainerContent } from './types';

export { adaptPersonalisedContainer, personalisedItems } from './adapt';
export { PERSONALISATION_FADE_MS, resolutionSignature, shouldFade } from './fade';

export type PersonalisedContainerProps = BlockProps<PersonalisedContainerContent>;

/**
 * Renders the content chosen for the shopper, in order. The container takes its own page
 * position, so a container that is the first block of a page gives its first item the page's h1.
 *
 * Content resolved on the client fades in over 0.1 s (`data-personalisation-fade="in"`); server HTML, preview
 * and reduced motion never fade. See `fade.ts` for why, and for why this is CSS and not framer-motion.
 */
export function PersonalisedContainer({ content, rootProps }: PersonalisedContainerProps) {
  const ctx = useRenderContext();
  const position = useBlockPosition();
  const items = personalisedItems(content, ctx.customerGroups);
  const signature = resolutionSignature(items);
  const fade = usePersonalisationFade(ctx.mode, signature);
  return (
    // Keyed by the resolution: new items for other customer groups remount the root, so the fade plays again.
    <div
      key={signature}
      {...rootProps}
      data-matched-count={items.length}
      data-personalisation-fade={fade ? 'in' : undefined}
      css={fade ? personalisationFadeStyles : undefined}
    >
      {items.map((item, index) => (
        <BlockPosition key={item._meta?.deliveryId ?? `item-${index}`} index={position + index}>
          <RenderContent content={item} />
        </BlockPosition>
      ))}
    </div>
  );
}
