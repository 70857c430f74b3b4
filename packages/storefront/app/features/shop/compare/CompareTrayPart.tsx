import { CompareTray, type CompareTrayProduct } from '@ridgeline/ui';
import { useSyncExternalStore } from 'react';
import type { CompareEntry } from './compareList';
import { clearCompare, compareStore, removeFromCompare, setCompareExpanded } from './compareStore';

/**
 * What a shopper sees of a compare entry: image, name (a link), price, and one column per variation attribute with
 * its values' names. productId keys the rows; currency formats the price; custom, type, variants, priceRanges and
 * tieredPrices are kept in the stored entry but not shown (internal or, for a list page's products, not known).
 */
export function trayProduct(entry: CompareEntry): CompareTrayProduct {
  return {
    id: entry.productId,
    name: entry.productName,
    ...(entry.href ? { href: entry.href } : {}),
    ...(entry.image ? { image: entry.image } : {}),
    price: entry.price ?? null,
    variations: (entry.variationAttributes ?? []).map((attribute) => ({
      name: attribute.name,
      values: attribute.values.map((value) => value.name),
    })),
  };
}

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
