import { useCallback, useRef, useState } from 'react';

/**
 * Runs an async action at most once at a time: calls made while one is in flight are ignored
 * (resolve to `false`), so a double click never sends two requests. The guard is a ref, so even
 * two clicks in the same tick (before React re-renders) are caught. Resolves `true` when the
 * action succeeded, `false` when it was ignored or threw/rejected (the caller's callback reports
 * its own errors, e.g. the 'An error occurred' toast).
 */
export function useInFlight() {
  const inFlight = useRef(false);
  const [pending, setPending] = useState(false);
  const run = useCallback(async (action: () => Promise<void> | void): Promise<boolean> => {
    if (inFlight.current) return false;
    inFlight.current = true;
    setPending(true);
    try {
      await action();
      return true;
    } catch {
      return false;
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  }, []);
  return { pending, run };
}
