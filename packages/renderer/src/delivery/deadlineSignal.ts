/**
 * A signal that aborts `ms` after it is made (reason: a `TimeoutError` DOMException, as `AbortSignal.timeout` gives),
 * or as soon as `parent` aborts.
 *
 * Not `AbortSignal.any([parent, AbortSignal.timeout(ms)])`: in Node 20 a timeout signal that only `any` refers to can
 * be garbage collected before it fires, and the combined signal then never aborts (a stalled call hangs forever).
 * Here the timer holds the controller until it fires.
 */
export function deadlineSignal(ms: number, parent?: AbortSignal | null): AbortSignal {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException(`The operation timed out after ${ms} ms.`, 'TimeoutError')),
    ms,
  );
  // The deadline must not keep a process alive that has nothing else to do.
  (timer as { unref?: () => void }).unref?.();
  if (parent) {
    if (parent.aborted) controller.abort(parent.reason);
    else parent.addEventListener('abort', () => controller.abort(parent.reason), { once: true });
  }
  controller.signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
  return controller.signal;
}
