import { useState } from 'react';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { useInFlight } from '../ProductTile/useInFlight';

export interface WishlistButtonProps {
  /** The product (`data-product-id`: a page may mark the button pressed before it hydrates). */
  productId: string;
  /** Whether the product is in the wish list as far as the page knows; when this changes, the button follows. */
  favourite: boolean;
  label: string;
  /** Adds (`was` false) or removes the product: the button flips when it resolves and stays when it rejects. */
  onToggle: (was: boolean) => Promise<void>;
}

/**
 * A product page's wish-list control: a toggle button (`aria-pressed`) with a heart, flipped when `onToggle` has
 * answered; clicks while it runs are ignored (`aria-busy`).
 */
export function WishlistButton({ productId, favourite: known, label, onToggle }: WishlistButtonProps) {
  const [favourite, setFavourite] = useState(known);
  const [seen, setSeen] = useState(known);
  if (seen !== known) {
    setSeen(known);
    setFavourite(known);
  }
  const request = useInFlight();
  return (
    <div data-product-id={productId}>
      <Button
        variant="outline"
        color="dark"
        size="md"
        aria-pressed={favourite}
        aria-busy={request.pending || undefined}
        data-favourite-toggle=""
        // pressed before hydration too (a page marking it sets only the attribute)
        css={{ '&[aria-pressed="true"] svg': { fill: 'currentColor' } }}
        startIcon={<Icon name="heart" fill={favourite ? 'currentColor' : 'none'} />}
        onClick={async () => {
          const was = favourite;
          if (await request.run(() => onToggle(was))) setFavourite(!was);
        }}
      >
        {label}
      </Button>
    </div>
  );
}
