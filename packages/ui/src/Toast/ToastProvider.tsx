import { createContext, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { LazyBoundary, lazyPart } from '../internal/lazyPart';
import { defaultToastDuration, type ToastApi, type ToastOptions, type ToastStatus } from './types';

export interface ToastRecord {
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

/**
 * Radix Toast, the viewport and the toast UI are a separate chunk, fetched when the first toast is
 * shown. `preloadToasts()` fetches it earlier (tests use it; an app may call it when a toast is likely).
 */
const toastRegion = lazyPart(() => import('./ToastRegion').then((module) => module.ToastRegion));
export const preloadToasts = toastRegion.preload;

export interface ToastProviderProps {
  children?: ReactNode;
  /** Accessible name of the toast region (F8 focuses it). */
  label?: string;
}

/**
 * Holds the toast queue and renders it into a Radix Toast viewport. `RidgelineProvider` already
 * includes one; use this directly only outside it. `useToast()` only needs the context, so this
 * stays tiny: the viewport (a labelled region, F8 focuses it) and the toasts render from the first
 * toast on, with Radix Toast loaded then; until then (and always on the server) nothing is rendered.
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
  // Once shown, the region stays mounted (exit animations, F8, no remount per toast).
  const [regionShown, setRegionShown] = useState(false);
  if (toasts.length > 0 && !regionShown) setRegionShown(true);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {regionShown ? (
        <LazyBoundary>
          <toastRegion.Component toasts={toasts} dismiss={dismiss} label={label} />
        </LazyBoundary>
      ) : null}
    </ToastContext.Provider>
  );
}
