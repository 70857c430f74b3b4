import { Button, Modal } from '@ridgeline/ui';
import { useEffect, useState } from 'react';
import { CartAlert } from './CartAlert';
import { UNAVAILABLE_ITEMS } from './messages';

/** The island kind of the 'Items Unavailable' notice and dialog (registered in app/islands/parts.ts). */
export const UNAVAILABLE_ITEMS_ISLAND = 'cart-unavailable';

export interface UnavailableItemsProps {
  action: string;
  itemIds: string[];
  names: string[];
}

function RemoveForm({ action, itemIds }: Pick<UnavailableItemsProps, 'action' | 'itemIds'>) {
  return (
    <form method="post" action={action}>
      <input type="hidden" name="intent" value="remove-unavailable" />
      {itemIds.map((id) => (
        <input key={id} type="hidden" name="itemId" value={id} />
      ))}
      <Button type="submit">{UNAVAILABLE_ITEMS.remove}</Button>
    </form>
  );
}

/**
 * 'Items Unavailable': the server renders a notice with the Remove form (it works without JavaScript); the island
 * (trigger `load`) opens the dialog with the same words and form once hydrated, since the server said items are no
 * longer orderable.
 */
export function UnavailableItems({ action, itemIds, names }: UnavailableItemsProps) {
  const [open, setOpen] = useState(false);
  useEffect(() => setOpen(true), []);
  return (
    <>
      <CartAlert status="warning" title={UNAVAILABLE_ITEMS.title} data-testid="unavailable-notice">
        {UNAVAILABLE_ITEMS.body} {names.length ? `(${names.join(', ')})` : ''}
      </CartAlert>
      <RemoveForm action={action} itemIds={itemIds} />
      <Modal open={open} onOpenChange={setOpen} title={UNAVAILABLE_ITEMS.title} description={UNAVAILABLE_ITEMS.body} footer={<RemoveForm action={action} itemIds={itemIds} />}>
        {names.length ? (
          <ul>
            {names.map((name, i) => (
              <li key={`${name}-${i}`}>{name}</li>
            ))}
          </ul>
        ) : null}
      </Modal>
    </>
  );
}
