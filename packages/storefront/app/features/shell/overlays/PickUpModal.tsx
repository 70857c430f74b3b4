import { useState } from 'react';
import { Button, Link, Modal, Stack, Text, theme } from '@ridgeline/ui';
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

/** 'Pick Up Where You Left Off': the last product the shopper viewed, with a link back to it. */
export function PickUpModal({ product, json, onDone }: PickUpModalProps) {
  const [open, setOpen] = useState(true);
  const close = () => {
    setOpen(false);
    onDone?.();
  };
  const subtitle = textOf(json.subtitle);
  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? setOpen(true) : close())}
      title={textOf(json.title) ?? PICK_UP_DEFAULT_TITLE}
      {...(subtitle ? { description: subtitle } : {})}
    >
      <Stack direction="row" gap={4} align="center" wrap data-pick-up-modal="">
        <img
          src={product.prodImgSrc}
          alt=""
          width={120}
          height={150}
          css={{ objectFit: 'cover', borderRadius: theme.radii.md, background: theme.colors.background.muted }}
        />
        <Stack gap={3} css={{ flex: '1 1 12rem' }}>
          <Text weight="semibold">
            <Link href={product.prodHref} variant="unstyled">
              {product.prodName}
            </Link>
          </Text>
          <Button href={product.prodHref}>{textOf(json.ctaText) ?? 'Continue shopping'}</Button>
        </Stack>
      </Stack>
    </Modal>
  );
}
