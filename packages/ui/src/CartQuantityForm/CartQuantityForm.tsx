import styled from '@emotion/styled';
import { Button } from '../Button/Button';
import { QuantityStepper } from '../QuantityStepper/QuantityStepper';
import { theme } from '../theme/theme';

/** A line's quantity form's words; `{name}` in them is the product's name. */
export interface CartQuantityFormMessages {
  quantity: string;
  decrease: string;
  increase: string;
  update: string;
}

export interface CartQuantityFormProps {
  /** Where the bag's forms post (`POST /cart`). */
  action: string;
  itemId: string;
  productId: string;
  name: string;
  quantity: number;
  maxQuantity: number;
  /** In the page's locale, `{name}` kept for the product's name (filled here, in the browser too). */
  messages: CartQuantityFormMessages;
}

const Row = styled.form({ display: 'flex', gap: theme.space[2], alignItems: 'flex-end', flexWrap: 'wrap' });

const withName = (template: string, name: string) => template.replace(/\{name\}/g, () => name);

/**
 * A bag line's quantity: a real form (`intent=update`, the line's item and product) with the stepper and Update.
 * Without JavaScript the number field works alone; hydrated, the − and + buttons step it.
 */
export function CartQuantityForm({
  action,
  itemId,
  productId,
  name,
  quantity,
  maxQuantity,
  messages,
}: CartQuantityFormProps) {
  return (
    <Row method="post" action={action} data-cart-quantity={itemId}>
      <input type="hidden" name="intent" value="update" />
      <input type="hidden" name="itemId" value={itemId} />
      <input type="hidden" name="productId" value={productId} />
      <QuantityStepper
        name="quantity"
        label={withName(messages.quantity, name)}
        defaultValue={quantity}
        min={1}
        max={maxQuantity}
        decreaseLabel={withName(messages.decrease, name)}
        increaseLabel={withName(messages.increase, name)}
      />
      <Button type="submit" variant="outline" size="sm">
        {messages.update}
      </Button>
    </Row>
  );
}
