import {
  cloneElement,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentType,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
  type RefObject,
} from 'react';
import { LazyBoundary } from './lazyPart';
import { useControllableOpen } from './useControllableOpen';

/** The props every dialog (Drawer, Modal) takes. */
export interface DialogProps {
  /** Controlled open state. Leave undefined to let `trigger` open it. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Visible heading and the dialog's accessible name. */
  title: ReactNode;
  /** Announced with the title (`aria-describedby`). */
  description?: ReactNode;
  /** An element (usually a Button) that opens the dialog and gets focus back when it closes. */
  trigger?: ReactElement;
  /**
   * Where focus goes back on close when the opener is not `trigger` (a control of the caller's that opens it through
   * `open`); without either, focus goes back to what had it when the dialog opened.
   */
  returnFocusRef?: RefObject<HTMLElement | null>;
  /** Pinned below the scrolling body (e.g. primary actions). */
  footer?: ReactNode;
  /** Accessible name of the close button. Default "Close". */
  closeLabel?: string;
  /**
   * Where focus goes when it opens: `first`, its first control (the close button; the default), or `dialog`, the
   * dialog itself (its name is announced, and a key pressed then acts on nothing), for a dialog whose own code moves
   * focus to its field a moment later.
   */
  initialFocus?: 'first' | 'dialog';
  children?: ReactNode;
}

/** What the lazily loaded dialog part of a Drawer or Modal gets from its eager shell. */
export interface DialogPartProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dialog element's id (the trigger's `aria-controls`). */
  contentId: string;
  /** The shell's trigger, if any: focus returns to it on close. */
  triggerRef: RefObject<HTMLElement | null>;
  title: ReactNode;
  description?: ReactNode;
  footer?: ReactNode;
  closeLabel: string;
  initialFocus?: 'first' | 'dialog';
  children?: ReactNode;
}

/** A dialog part made by `lazyPart`: its code is fetched on first open. */
interface LazyDialogPart<P extends DialogPartProps> {
  Component: ComponentType<P>;
  preload: () => Promise<unknown>;
}

/**
 * Drawer and Modal both render this: the trigger, and from the first open on the lazily loaded dialog
 * part with its open state and content. `options` are what the kind of dialog adds (a drawer's
 * placement); `part` is its own chunk.
 */
export function DialogShell<P extends DialogPartProps>({
  part,
  options,
  open,
  defaultOpen = false,
  onOpenChange,
  trigger,
  closeLabel = 'Close',
  returnFocusRef,
  ...content
}: DialogProps & { part: LazyDialogPart<P>; options: Omit<P, keyof DialogPartProps> }) {
  const shell = useDialogShell(open, defaultOpen, onOpenChange, trigger, part.preload);
  // JSX cannot check a generic component against its generic props; `options` were typed at the call.
  const Part = part.Component as ComponentType<DialogPartProps>;
  const partProps: DialogPartProps = {
    ...options,
    ...content,
    closeLabel,
    open: shell.isOpen,
    onOpenChange: shell.setOpen,
    contentId: shell.contentId,
    triggerRef: returnFocusRef ?? shell.triggerRef,
  };
  return (
    <>
      {shell.triggerElement}
      {shell.mounted ? (
        <LazyBoundary>
          <Part {...partProps} />
        </LazyBoundary>
      ) : null}
    </>
  );
}

interface TriggerProps {
  type?: string;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  ref?: Ref<HTMLElement>;
  [prop: string]: unknown;
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}

/**
 * The eager part of `Drawer` and `Modal`: open state, the trigger, and the decision to mount the
 * dialog. The dialog itself (Radix Dialog, framer-motion, focus trap, scroll lock) is a separate
 * chunk that is fetched the first time the dialog opens and stays mounted afterwards (exit
 * animations). Closed dialogs render only their trigger, on the server as in the browser.
 *
 * The trigger gets what Radix's `Dialog.Trigger asChild` gave it (`type="button"`,
 * `aria-haspopup="dialog"`, `aria-expanded`, `aria-controls`, `data-state`; its own props win) and
 * toggles the dialog unless its own `onClick` calls `preventDefault()`.
 */
export function useDialogShell(
  open: boolean | undefined,
  defaultOpen: boolean,
  onOpenChange: ((open: boolean) => void) | undefined,
  trigger: ReactElement | undefined,
  preload: () => Promise<unknown>,
) {
  const [isOpen, setOpen] = useControllableOpen(open, defaultOpen, onOpenChange);
  const contentId = useId();
  const triggerRef = useRef<HTMLElement | null>(null);
  // Mounted from the first open on, after hydration: the server and the hydrating browser render
  // no dialog, as Radix's portal never did before it mounted.
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (isOpen) setMounted(true);
  }, [isOpen]);

  const triggerProps = (trigger?.props ?? {}) as TriggerProps;
  const ownRef = triggerProps.ref;
  const composedRef = useCallback(
    (node: HTMLElement | null) => {
      triggerRef.current = node;
      assignRef(ownRef, node);
    },
    [ownRef],
  );

  const triggerElement = trigger
    ? cloneElement(trigger as ReactElement<TriggerProps>, {
        type: 'button',
        'aria-haspopup': 'dialog',
        'aria-expanded': isOpen,
        'aria-controls': contentId,
        'data-state': isOpen ? 'open' : 'closed',
        ...triggerProps,
        // Start fetching the dialog as soon as the pointer or focus reaches the trigger.
        onPointerEnter: chain(triggerProps.onPointerEnter, preloadQuietly(preload)),
        onFocus: chain(triggerProps.onFocus, preloadQuietly(preload)),
        onClick: (event: MouseEvent<HTMLElement>) => {
          triggerProps.onClick?.(event);
          if (!event.defaultPrevented) setOpen(!isOpen);
        },
        ref: composedRef,
      })
    : null;

  return { isOpen, setOpen, contentId, triggerRef, mounted, triggerElement };
}

function preloadQuietly(preload: () => Promise<unknown>) {
  return () => {
    preload().catch(() => {
      // The dialog's boundary reports nothing and renders nothing if the chunk really cannot load.
    });
  };
}

function chain(own: unknown, next: () => void) {
  return (event: unknown) => {
    if (typeof own === 'function') own(event);
    next();
  };
}
