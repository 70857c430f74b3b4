import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { compare } from './compare';

/** Island kind (app/islands/parts.ts). */
export const COMPARE_TRAY_ISLAND = 'compare-tray';

export interface CompareTrayGateProps {
  locale: string;
  currency: string;
}

// The tray's code (ui's table, prices) loads only once there is something to compare.
const CompareTrayPart = lazy(() => import('./CompareTrayPart').then((module) => ({ default: module.CompareTrayPart })));

const noServerValue = () => undefined;

/**
 * The compare tray's island (`idle`, no server HTML: the list lives in this browser's storage). It reads the stored
 * list, follows other tabs, and mounts the tray when the list has products.
 */
export function CompareTrayGate(props: CompareTrayGateProps) {
  const state = useSyncExternalStore(compare.store.subscribe, compare.store.get, noServerValue);
  useEffect(() => {
    compare.state();
    return compare.followOtherTabs();
  }, []);
  if (!state || state.list.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <CompareTrayPart {...props} />
    </Suspense>
  );
}
