import { Button, Modal } from '@ridgeline/ui';
import { useEffect, useState } from 'react';
import { CartAlert } from './CartAlert';
import { ENGLISH_UNAVAILABLE_ITEMS_MESSAGES, type UnavailableItemsMessages } from './messages';

/** The island kind of the 'Items Unavailable' notice and dialog (registered in app/islands/parts.ts). */
export const UNAVAILABLE_ITEMS_ISLAND = 'cart-unavailable';

export interface UnavailableItemsProps {
  action: string;
  itemIds: string[];
  names: string[];
  /** The messages in the page's locale (`unavailableItemsMessagesOf`, formatted on the server); default English. */
  messages?: UnavailableItemsMessages;
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
 * (trigger `load`) opens the dialog with the same messages and form once hydrated, since the server said items are no
 * longer orderable.
 */
export function UnavailableItems({
  action,
  itemIds,
  names,
  messages = ENGLISH_UNAVAILABLE_ITEMS_MESSAGES,
}: UnavailableItemsProps) {
  const [open, setOpen] = useState(false);
  useEffect(() => setOpen(true), []);
  return (
    <>
      <CartAlert status="warning" title={messages.title} data-testid="unavailable-notice">
        {messages.body} {names.length ? `(${names.join(', ')})` : ''}
      </CartAlert>
      <RemoveForm action={action} itemIds={itemIds} label={messages.remove} />
      <Modal
        open={open}
        onOpenChange={setOpen}
        title={messages.title}
        description={messages.body}
        footer={<RemoveForm action={action} itemIds={itemIds} label={messages.remove} />}
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
