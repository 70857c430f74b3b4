import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
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
 * list, follows other tabs, and mounts the tray when the list has products; once mounted it stays (hidden when
 * emptied), so its live region can say what changed, the first product added included.
 */
export function CompareTrayGate(props: CompareTrayGateProps) {
  const state = useSyncExternalStore(compare.store.subscribe, compare.store.get, noServerValue);
  useEffect(() => {
    compare.state();
    return compare.followOtherTabs();
  }, []);
  // The count the page opened with: changes from it are announced. Once shown, the tray stays (hidden when empty).
  const count = state?.list.length;
  const [openedWith, setOpenedWith] = useState<number>();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (count !== undefined && openedWith === undefined) setOpenedWith(count);
    if (count) setShown(true);
  }, [count, openedWith]);
  if (!count && !shown) return null;
  return (
    <Suspense fallback={null}>
      <CompareTrayPart {...props} {...(openedWith !== undefined ? { announceFrom: openedWith } : {})} />
    </Suspense>
  );
}
