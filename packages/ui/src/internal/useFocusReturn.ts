import { useCallback, useRef } from 'react';

/**
 * Radix Dialog returns focus only to its own `Dialog.Trigger`. A controlled dialog opened from
 * anywhere else (a header button, a keyboard shortcut) would drop focus to `<body>`. This
 * remembers what had focus when the dialog opened and returns focus there on close.
 */
export function useFocusReturn(hasTrigger: boolean) {
  const returnTarget = useRef<HTMLElement | null>(null);

  const onOpenAutoFocus = useCallback(() => {
    // Runs before Radix moves focus into the dialog, so this is still the opener.
    const active = document.activeElement;
    returnTarget.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }, []);

  const onCloseAutoFocus = useCallback(
    (event: Event) => {
      if (hasTrigger) return; // Radix focuses the trigger itself.
      const target = returnTarget.current;
      returnTarget.current = null;
      if (target?.isConnected) {
        event.preventDefault();
        target.focus({ preventScroll: true });
      }
    },
    [hasTrigger],
  );

  return { onOpenAutoFocus, onCloseAutoFocus };
}
