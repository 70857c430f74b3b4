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
  /** The words in the page's language (formatted on the server); default English. */
  copy?: { title: string; body: string; remove: string };
}

function RemoveForm({ action, itemIds, label }: Pick<UnavailableItemsProps, 'action' | 'itemIds'> & { label: string }) {
  return (
    <form method="post" action={action}>
      <input type="hidden" name="intent" value="remove-unavailable" />
      {itemIds.map((id) => (
        <input key={id} type="hidden" name="itemId" value={id} />
      ))}
      <Button type="submit">{label}</Button>
    </form>
  );
}

/**
 * 'Items Unavailable': the server renders a notice with the Remove form (it works without JavaScript); the island
 * (trigger `load`) opens the dialog with the same words and form once hydrated, since the server said items are no
 * longer orderable.
 */
export function UnavailableItems({ action, itemIds, names, copy = UNAVAILABLE_ITEMS }: UnavailableItemsProps) {
  const [open, setOpen] = useState(false);
  useEffect(() => setOpen(true), []);
  return (
    <>
      <CartAlert status="warning" title={copy.title} data-testid="unavailable-notice">
        {copy.body} {names.length ? `(${names.join(', ')})` : ''}
      </CartAlert>
      <RemoveForm action={action} itemIds={itemIds} label={copy.remove} />
      <Modal
        open={open}
        onOpenChange={setOpen}
        title={copy.title}
        description={copy.body}
        footer={<RemoveForm action={action} itemIds={itemIds} label={copy.remove} />}
      >
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
