import * as RadixToast from '@radix-ui/react-toast';
import { ToastItem, ToastViewport } from './ToastItem';
import { defaultToastDuration } from './types';
import type { ToastRecord } from './ToastProvider';

export interface ToastRegionProps {
  toasts: readonly ToastRecord[];
  dismiss: (id: string) => void;
  /** Accessible name of the toast region (F8 focuses it). */
  label: string;
}

/**
 * The Radix Toast viewport and the toasts in it. Loaded by `ToastProvider` the first time a toast is
 * shown (it is a separate chunk), so pages that never toast never download Radix Toast.
 */
export function ToastRegion({ toasts, dismiss, label }: ToastRegionProps) {
  return (
    <RadixToast.Provider duration={defaultToastDuration} label="Notification">
      {toasts.map(({ id, ...record }) => (
        <ToastItem key={id} {...record} onOpenChange={(open) => (open ? undefined : dismiss(id))} />
      ))}
      <ToastViewport label={label} />
    </RadixToast.Provider>
  );
}
