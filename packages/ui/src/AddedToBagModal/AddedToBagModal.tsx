import styled from '@emotion/styled';
import { Button } from '../Button/Button';
import { Image } from '../Image/Image';
import { NativeModal } from '../NativeModal/NativeModal';
import { Price } from '../Price/Price';
import type { PriceModel } from '../Price/priceModel';
import { theme } from '../theme/theme';

/** What was just added: one line of the bag. */
export interface AddedItem {
  name: string;
  /** Product image (small: the modal shows it about 96 px wide). */
  imageSrc?: string;
  imageSrcSet?: string;
  imageAlt?: string;
  quantity: number;
  /** The chosen variation values in order ('Color' → 'Black', 'Size' → 'M'). */
  variationValues: readonly { label: string; value: string }[];
  price: PriceModel | null;
}

export interface AddedToBagModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  item: AddedItem | null;
  checkoutHref: string;
  bagHref: string;
  /** Items in the bag now (quantities summed). */
  bagCount: number;
  locale?: string;
  currency?: string;
  /** Title; default 'Added to bag'. */
  title?: string;
  checkoutLabel?: string;
  /** The bag button's text for a count; default `Bag (n)`. */
  bagLabel?: (count: number) => string;
  quantityLabel?: string;
  closeLabel?: string;
}

const Line = styled.div({
  display: 'grid',
  gridTemplateColumns: `${theme.space[24]} minmax(0, 1fr)`,
  gap: theme.space[4],
  alignItems: 'start',
});

const Name = styled.p({ margin: 0, fontWeight: theme.fontWeights.semibold, fontSize: theme.fontSizes.md });

const Facts = styled.dl({
  margin: `${theme.space[2]} 0`,
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: theme.space[2],
  rowGap: theme.space[1],
  fontSize: theme.fontSizes.sm,
  '& dt': { color: theme.colors.text.secondary },
  '& dd': { margin: 0 },
});

const Actions = styled.div({ display: 'flex', flexWrap: 'wrap', gap: theme.space[3], justifyContent: 'flex-end' });

/**
 * The 'Added to bag' confirmation: the product's image and name, its quantity and variation values, the price, and two
 * ways on: 'Checkout' and 'Bag (n)'. The caller closes it when the page changes (see the product page).
 *
 * A native dialog (`NativeModal`): it is in the buy box's HTML and needs no code of its own to open, so the
 * confirmation shows in the frame after the bag answers (it used to wait for Radix Dialog and framer-motion, about
 * 50 KB, fetched and run on the first add).
 */
export function AddedToBagModal({
  open,
  onOpenChange,
  item,
  checkoutHref,
  bagHref,
  bagCount,
  locale,
  currency,
  title = 'Added to bag',
  checkoutLabel = 'Checkout',
  bagLabel = (count) => `Bag (${count})`,
  quantityLabel = 'Qty',
  closeLabel = 'Close',
}: AddedToBagModalProps) {
  return (
    <NativeModal
      open={open && item !== null}
      onClose={() => onOpenChange(false)}
      data-added-to-bag=""
      title={title}
      closeLabel={closeLabel}
      footer={
        <Actions>
          <Button href={bagHref} variant="outline">
            {bagLabel(bagCount)}
          </Button>
          <Button href={checkoutHref}>{checkoutLabel}</Button>
        </Actions>
      }
    >
      {item ? (
        <Line data-added-item="">
          {item.imageSrc ? (
            <Image src={item.imageSrc} srcSet={item.imageSrcSet} alt={item.imageAlt ?? ''} aspectRatio={1000 / 1050} />
          ) : (
            <span />
          )}
          <div>
            <Name>{item.name}</Name>
            <Facts>
              <dt>{quantityLabel}</dt>
              <dd data-added-quantity="">{item.quantity}</dd>
              {item.variationValues.map((entry) => (
                <FactRow key={entry.label} label={entry.label} value={entry.value} />
              ))}
            </Facts>
            <Price price={item.price} variant="price-tier" locale={locale} currency={currency} />
          </div>
        </Line>
      ) : null}
    </NativeModal>
  );
}

function FactRow({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </>
  );
}
