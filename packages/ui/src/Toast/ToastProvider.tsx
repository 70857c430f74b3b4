import * as RadixToast from '@radix-ui/react-toast';
import { createContext, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { ToastItem, ToastViewport } from './ToastItem';
import { defaultToastDuration, type ToastApi, type ToastOptions, type ToastStatus } from './types';

interface ToastRecord {
  id: string;
  title: ReactNode;
  description?: ReactNode;
  status: ToastStatus;
  duration: number;
  isClosable: boolean;
  open: boolean;
}

/** How long a closed toast stays mounted so its exit animation can finish. */
const exitCleanupMs = 1000;

export const ToastContext = createContext<ToastApi | null>(null);

export interface ToastProviderProps {
  children?: ReactNode;
  /** Accessible name of the toast region (F8 focuses it). */
  label?: string;
}

/**
 * Holds the toast queue and renders it into a Radix Toast viewport. `RidgelineProvider` already
 * includes one; use this directly only outside it.
 */
export function ToastProvider({ children, label = 'Notifications ({hotkey})' }: ToastProviderProps) {
  const [toasts, setToasts] = useState<ToastRecord[]>([]);
  const nextId = useRef(0);
  const cleanupTimers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const timers = cleanupTimers.current;
    return () => timers.forEach(clearTimeout);
  }, []);

  const toast = useCallback((options: ToastOptions) => {
    nextId.current += 1;
    const id = options.id ?? `ridgeline-toast-${nextId.current}`;
    const record: ToastRecord = {
      id,
      title: options.title,
      description: options.description,
      status: options.status ?? 'info',
      duration: options.duration ?? defaultToastDuration,
      isClosable: options.isClosable ?? false,
      open: true,
    };
    setToasts((current) => [...current.filter((existing) => existing.id !== id), record]);
    return id;
  }, []);

  const dismiss = useCallback((id: string) => {
    setToasts((current) => current.map((existing) => (existing.id === id ? { ...existing, open: false } : existing)));
    const timer = setTimeout(() => {
      cleanupTimers.current.delete(timer);
      setToasts((current) => current.filter((existing) => existing.id !== id || existing.open));
    }, exitCleanupMs);
    cleanupTimers.current.add(timer);
  }, []);

  const api = useMemo<ToastApi>(() => ({ toast, dismiss }), [toast, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      <RadixToast.Provider duration={defaultToastDuration} label="Notification">
        {children}
        {toasts.map(({ id, ...record }) => (
          <ToastItem key={id} {...record} onOpenChange={(open) => (open ? undefined : dismiss(id))} />
        ))}
        <ToastViewport label={label} />
      </RadixToast.Provider>
    </ToastContext.Provider>
  );
}
