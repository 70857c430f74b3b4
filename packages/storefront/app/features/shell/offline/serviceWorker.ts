import { SERVICE_WORKER_PATH } from '../overlays/config';
import { log, messageOf } from '../../../platform/log';

/**
 * Registers the storefront's service worker (scripts/service-worker.mjs: precached shell assets and offline page,
 * network-first navigations). A plain registration: the page never talks to the worker.
 */
export function registerServiceWorker(enabled: boolean): void {
  if (!enabled || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register(SERVICE_WORKER_PATH, { scope: '/' }).catch((error: unknown) => {
    log.warn({ event: 'service-worker-failed' }, messageOf(error));
  });
}
