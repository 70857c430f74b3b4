import { useCallback, useState } from 'react';

/**
 * Open state that is controlled when `open` is passed and internal otherwise (e.g. a Drawer
 * opened by its own `trigger`). `onOpenChange` is called in both modes.
 */
export function useControllableOpen(
  open: boolean | undefined,
  defaultOpen: boolean,
  onOpenChange: ((open: boolean) => void) | undefined,
): [boolean, (open: boolean) => void] {
  const [internalOpen, setInternalOpen] = useState(defaultOpen);
  const isControlled = open !== undefined;
  const setOpen = useCallback(
    (next: boolean) => {
      if (!isControlled) setInternalOpen(next);
      onOpenChange?.(next);
    },
    [isControlled, onOpenChange],
  );
  return [isControlled ? open : internalOpen, setOpen];
}
