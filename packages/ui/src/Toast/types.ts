import type { ReactNode } from 'react';

export type ToastStatus = 'info' | 'success' | 'warning' | 'error';

/** Toast defaults: 5000 ms, no close button (docs/behaviour/ui.md#toasts). */
export const defaultToastDuration = 5000;

export interface ToastOptions {
  title: ReactNode;
  description?: ReactNode;
  /** Colour, icon and urgency: `error` and `warning` are announced assertively. Default `info`. */
  status?: ToastStatus;
  /** Milliseconds before it closes itself. Default 5000; `Infinity` keeps it until dismissed. */
  duration?: number;
  /** Show a close button. Default false (toasts are not closable by default: docs/behaviour/ui.md#toasts). */
  isClosable?: boolean;
  /** Reusing an id replaces that toast instead of stacking a duplicate. */
  id?: string;
}

export interface ToastApi {
  /** Shows a toast and returns its id. */
  toast: (options: ToastOptions) => string;
  dismiss: (id: string) => void;
}
