export { preloadToasts, ToastProvider, type ToastProviderProps } from './ToastProvider';
export { useToast } from './useToast';
export { defaultToastDuration, type ToastApi, type ToastOptions, type ToastStatus } from './types';
