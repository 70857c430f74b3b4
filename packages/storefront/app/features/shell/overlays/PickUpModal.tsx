import { PickUpDialog } from '@ridgeline/ui';
import type { LastViewedProduct, MarketingJson } from '@ridgeline/renderer';

export const PICK_UP_DEFAULT_TITLE = 'Pick Up Where You Left Off';

export interface PickUpModalProps {
  product: LastViewedProduct;
  /** The pick-up slot's texts (title, subtitle, ctaText). */
  json: MarketingJson;
  onDone?: () => void;
}

const textOf = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;

/** 'Pick Up Where You Left Off' (ui's `PickUpDialog`): the last product the shopper viewed, with a link back to it. */
export function PickUpModal({ product, json, onDone }: PickUpModalProps) {
  return (
    <PickUpDialog
      title={textOf(json.title) ?? PICK_UP_DEFAULT_TITLE}
      description={textOf(json.subtitle)}
      product={{ imageSrc: product.prodImgSrc, name: product.prodName, href: product.prodHref }}
      ctaText={textOf(json.ctaText) ?? 'Continue shopping'}
      {...(onDone ? { onClose: onDone } : {})}
    />
  );
}
