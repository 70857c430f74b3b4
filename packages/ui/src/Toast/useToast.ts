import { useContext } from 'react';
import { ToastContext } from './ToastProvider';
import type { ToastApi } from './types';

/** `const { toast } = useToast(); toast({ title: 'Saved', status: 'success' })`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() needs a <RidgelineProvider> (or <ToastProvider>) above it.');
  return api;
}
