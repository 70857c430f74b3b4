import type { ReactNode } from 'react';

export type ToastStatus = 'info' | 'success' | 'warning' | 'error';

/** The seeds' toast defaults: 5000 ms, no close button. */
export const defaultToastDuration = 5000;

export interface ToastOptions {
  title: ReactNode;
  description?: ReactNode;
  /** Colour, icon and urgency: `error` and `warning` are announced assertively. Default `info`. */
  status?: ToastStatus;
  /** Milliseconds before it closes itself. Default 5000; `Infinity` keeps it until dismissed. */
  duration?: number;
  /** Show a close button. Default false (the seeds' toasts are not closable). */
  isClosable?: boolean;
  /** Reusing an id replaces that toast instead of stacking a duplicate. */
  id?: string;
}

export interface ToastApi {
  /** Shows a toast and returns its id. */
  toast: (options: ToastOptions) => string;
  dismiss: (id: string) => void;
}
