import type { ToastStatus } from '@ridgeline/ui';

/**
 * How any island shows a toast (welcome back, wish-list updates, password reset): one toast host island renders
 * every toast of the page in one live region, top-center on phones and top-right above. Toasts asked for before the
 * host has hydrated wait in a queue it drains on start, so none is lost to hydration order.
 */
export const TOAST_EVENT = 'ridgeline:toast';

export interface ShopToast {
  title: string;
  description?: string;
  status?: ToastStatus;
  /** A link after the text (the wish list's "View"). Same-site paths only. */
  link?: { href: string; label: string };
  /** Reusing an id replaces that toast. */
  id?: string;
}

interface ToastQueueWindow extends Window {
  __ridgelineToastQueue?: ShopToast[];
  __ridgelineToastHost?: boolean;
}

export function showToast(toast: ShopToast, target: Window = window): void {
  const host = target as ToastQueueWindow;
  if (host.__ridgelineToastHost) {
    target.dispatchEvent(new CustomEvent<ShopToast>(TOAST_EVENT, { detail: toast }));
    return;
  }
  (host.__ridgelineToastQueue ??= []).push(toast);
}

/** For the host: takes the toasts waiting so far and receives every later one; returns the unsubscribe. */
export function receiveToasts(onToast: (toast: ShopToast) => void, target: Window = window): () => void {
  const host = target as ToastQueueWindow;
  const listener = (event: Event) => onToast((event as CustomEvent<ShopToast>).detail);
  target.addEventListener(TOAST_EVENT, listener);
  host.__ridgelineToastHost = true;
  const waiting = host.__ridgelineToastQueue ?? [];
  host.__ridgelineToastQueue = [];
  waiting.forEach(onToast);
  return () => {
    host.__ridgelineToastHost = false;
    target.removeEventListener(TOAST_EVENT, listener);
  };
}
