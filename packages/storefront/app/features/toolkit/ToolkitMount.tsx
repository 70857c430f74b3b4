import { lazy, Suspense, useEffect, useState } from 'react';
import { TOOLKIT_ENABLED_PARAM, TOOLKIT_MODE_STORAGE_KEY } from '@ridgeline/renderer';

const MerchandiserToolkit = lazy(() => import('./MerchandiserToolkit'));

function readExited(): boolean {
  try {
    if (new URLSearchParams(window.location.search).get(TOOLKIT_ENABLED_PARAM) === 'on') {
      sessionStorage.removeItem(TOOLKIT_MODE_STORAGE_KEY);
      return false;
    }
    return sessionStorage.getItem(TOOLKIT_MODE_STORAGE_KEY) === 'off';
  } catch {
    return false;
  }
}

/**
 * docs/behaviour/toolkit.md#visibility: the toolkit shows when enabled (`MERCHANDISER_TOOLKIT=1`, the root loader's `toolkit` flag) and
 * never server-rendered: nothing until hydration, then the panel's chunk is loaded. After Exit it stays hidden for the
 * session (sessionStorage `ridgeline-toolkit=off`) until an address with `tk_enabled=on` is opened.
 */
export function ToolkitMount({ enabled }: { enabled: boolean }) {
  const [show, setShow] = useState(false);
  useEffect(() => {
    if (enabled) setShow(!readExited());
  }, [enabled]);
  if (!enabled || !show) return null;
  const onExit = () => {
    try {
      sessionStorage.setItem(TOOLKIT_MODE_STORAGE_KEY, 'off');
    } catch {
      // storage unavailable: the toolkit returns on the next page load
    }
    setShow(false);
  };
  return (
    <Suspense fallback={null}>
      <MerchandiserToolkit onExit={onExit} />
    </Suspense>
  );
}
