import { useEffect, useState } from 'react';
import { Button } from '../Button/Button';
import { CartAlert } from '../CartAlert/CartAlert';
import { Modal } from '../Modal/Modal';

/** The 'Items Unavailable' notice and dialog's words. */
export interface UnavailableItemsMessages {
  title: string;
  body: string;
  remove: string;
}

export interface UnavailableItemsProps {
  /** Where the bag's forms post (`POST /cart`). */
  action: string;
  itemIds: string[];
  names: string[];
  /** In the page's locale (formatted on the server). */
  messages: UnavailableItemsMessages;
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
 * 'Items Unavailable': a notice with the Remove form (`intent=remove-unavailable`, every listed item; it works without
 * JavaScript) and, once hydrated, the dialog with the same words and form: the server said items are no longer
 * orderable, so it opens on its own.
 */
export function UnavailableItems({ action, itemIds, names, messages }: UnavailableItemsProps) {
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
