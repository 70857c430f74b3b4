import { useCallback, useRef, type RefObject } from 'react';

/**
 * Where focus goes when a dialog closes: back to its trigger when it has one, otherwise to whatever
 * had focus when it opened. Radix Dialog would only return focus to its own `Dialog.Trigger`; a
 * controlled dialog opened from anywhere else (a header button, a keyboard shortcut) would drop focus
 * to `<body>`, and Ridgeline's triggers live in the eager shell, outside the lazily loaded dialog.
 */
export function useFocusReturn(triggerRef?: RefObject<HTMLElement | null>) {
  const returnTarget = useRef<HTMLElement | null>(null);

  const onOpenAutoFocus = useCallback(() => {
    // Runs before Radix moves focus into the dialog, so this is still the opener.
    const active = document.activeElement;
    returnTarget.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }, []);

  const onCloseAutoFocus = useCallback(
    (event: Event) => {
      const target = triggerRef?.current ?? returnTarget.current;
      returnTarget.current = null;
      if (target?.isConnected) {
        event.preventDefault();
        target.focus({ preventScroll: true });
      }
    },
    [triggerRef],
  );

  return { onOpenAutoFocus, onCloseAutoFocus };
}
