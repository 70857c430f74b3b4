import { CompareTray } from '@ridgeline/ui';
import { useSyncExternalStore } from 'react';
import { trayProduct } from '@ridgeline/commerce';
import { clearCompare, compareStore, removeFromCompare, setCompareExpanded } from './compareStore';

const empty = { list: [], expanded: false, warning: null };

export function CompareTrayPart({ locale, currency }: { locale: string; currency: string }) {
  const state = useSyncExternalStore(
    compareStore.subscribe,
    () => compareStore.get() ?? empty,
    () => empty,
  );
  return (
    <CompareTray
      products={state.list.map(trayProduct)}
      expanded={state.expanded}
      onExpandedChange={setCompareExpanded}
      onRemove={removeFromCompare}
      onClear={clearCompare}
      warning={state.warning}
      locale={locale}
      currency={state.list[0]?.currency ?? currency}
    />
  );
}
