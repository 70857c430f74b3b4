import styled from '@emotion/styled';
import { Button, QuantityStepper, theme } from '@ridgeline/ui';
import { fillMessage } from '../../../platform/i18n/defineMessages';
import { ENGLISH_CART_QUANTITY_MESSAGES, type CartQuantityMessages } from './messages';

/** The island kind of a line's quantity form (registered in app/islands/parts.ts). */
export const CART_QUANTITY_ISLAND = 'cart-quantity';

export interface CartQuantityFormProps {
  action: string;
  itemId: string;
  productId: string;
  name: string;
  quantity: number;
  maxQuantity: number;
  /** In the page's locale (`cartQuantityMessagesOf`), `{name}` kept for the product's name; default English. */
  messages?: CartQuantityMessages;
}

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
  messages = ENGLISH_CART_QUANTITY_MESSAGES,
}: CartQuantityFormProps) {
  return (
    <Row method="post" action={action} data-cart-quantity={itemId}>
      <input type="hidden" name="intent" value="update" />
      <input type="hidden" name="itemId" value={itemId} />
      <input type="hidden" name="productId" value={productId} />
      <QuantityStepper
        name="quantity"
        label={fillMessage(messages.quantity, { name })}
        defaultValue={quantity}
        min={1}
        max={maxQuantity}
        decreaseLabel={fillMessage(messages.decrease, { name })}
        increaseLabel={fillMessage(messages.increase, { name })}
      />
      <Button type="submit" variant="outline" size="sm">
        {messages.update}
      </Button>
    </Row>
  );
}
