import { CompareTray } from '@ridgeline/ui';
import { useSyncExternalStore } from 'react';
import { trayProduct } from '@ridgeline/commerce';
import { compare } from './compare';

const empty = { list: [], expanded: false, warning: null };

export function CompareTrayPart({
  locale,
  currency,
  announceFrom,
}: {
  locale: string;
  currency: string;
  announceFrom?: number;
}) {
  const state = useSyncExternalStore(
    compare.store.subscribe,
    () => compare.store.get() ?? empty,
    () => empty,
  );
  return (
    <CompareTray
      products={state.list.map(trayProduct)}
      expanded={state.expanded}
      onExpandedChange={compare.setExpanded}
      onRemove={compare.remove}
      onClear={compare.clear}
      warning={state.warning}
      locale={locale}
      currency={state.list[0]?.currency ?? currency}
      {...(announceFrom !== undefined ? { announceFrom } : {})}
    />
  );
}
