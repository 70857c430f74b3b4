import type { IntlWarmUpRequest } from './warmUpIntl';

const createWarmUpWorker = () =>
  new Worker(new URL('./warmUpIntl.worker.ts', import.meta.url), { name: 'intl-warm-up' });

/**
 * Starts a worker that fills ICU's process-wide caches for `locale` (see `warmUpIntl.ts`) and ends it once it has;
 * a no-op where workers are unavailable or refused (the first formatter then pays, as before). The islands runtime
 * calls it when the page is idle: the worker's script is a few hundred bytes, and its work never touches the main
 * thread.
 */
export function startIntlWarmUp(locale: string, createWorker: () => Worker = createWarmUpWorker): void {
  if (!locale || typeof Worker === 'undefined') return;
  let worker: Worker;
  try {
    worker = createWorker();
  } catch {
    return;
  }
  const end = () => worker.terminate();
  worker.addEventListener('message', end);
  worker.addEventListener('error', end);
  worker.postMessage({ locale } satisfies IntlWarmUpRequest);
}
