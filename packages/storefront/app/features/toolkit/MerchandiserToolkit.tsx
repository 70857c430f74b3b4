import { useRevalidator } from 'react-router';
import { MerchandiserToolkit as MerchandiserToolkitView, useToast } from '@ridgeline/ui';
import { TOOLKIT_DATE_FORMAT, useToolkitPanel } from '@ridgeline/renderer';

/**
 * The merchandiser toolkit (docs/behaviour/toolkit.md): the ui's panel on `/__toolkit` (create or update of the
 * Shopper Context, with the status toasts); after a change the page's loaders re-run. Rendered only in the browser
 * (see `ToolkitMount`).
 */
export default function MerchandiserToolkit({ onExit }: { onExit: () => void }) {
  const { toast, dismiss } = useToast();
  const revalidator = useRevalidator();
  const panel = useToolkitPanel({ endpoint: '/__toolkit', toast, dismiss, revalidate: revalidator.revalidate, onExit });
  return <MerchandiserToolkitView {...panel} dateFormat={TOOLKIT_DATE_FORMAT} />;
}
