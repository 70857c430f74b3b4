import styled from '@emotion/styled';
import { Button, QuantityStepper, theme } from '@ridgeline/ui';

/** The island kind of a line's quantity form (registered in app/islands/parts.ts). */
export const CART_QUANTITY_ISLAND = 'cart-quantity';

export interface CartQuantityFormProps {
  action: string;
  itemId: string;
  productId: string;
  name: string;
  quantity: number;
  maxQuantity: number;
  /** The words in the page's language, `{name}` standing for the product's name (formatted on the server). */
  labels?: CartQuantityLabels;
}

export interface CartQuantityLabels {
  quantity: string;
  decrease: string;
  increase: string;
  update: string;
}

const ENGLISH: CartQuantityLabels = {
  quantity: 'Quantity of {name}',
  decrease: 'Decrease the quantity of {name}',
  increase: 'Increase the quantity of {name}',
  update: 'Update',
};

const named = (template: string, name: string) => template.replaceAll('{name}', name);

const Row = styled.form({ display: 'flex', gap: theme.space[2], alignItems: 'flex-end', flexWrap: 'wrap' });

/**
 * A line's quantity: a real form (`POST /cart`, `intent=update`) with the stepper and Update. Without JavaScript the
 * number field works alone; hydrated (on first interaction), the − and + buttons step it.
 */
export function CartQuantityForm({
  action,
  itemId,
  productId,
  name,
  quantity,
  maxQuantity,
  labels = ENGLISH,
}: CartQuantityFormProps) {
  return (
    <Row method="post" action={action} data-cart-quantity={itemId}>
      <input type="hidden" name="intent" value="update" />
      <input type="hidden" name="itemId" value={itemId} />
      <input type="hidden" name="productId" value={productId} />
      <QuantityStepper
        name="quantity"
        label={named(labels.quantity, name)}
        defaultValue={quantity}
        min={1}
        max={maxQuantity}
        decreaseLabel={named(labels.decrease, name)}
        increaseLabel={named(labels.increase, name)}
      />
      <Button type="submit" variant="outline" size="sm">
        {labels.update}
      </Button>
    </Row>
  );
}
