import { createContext, useContext } from 'react';

export type ToastKind = 'success' | 'error' | 'info' | 'warning';

/** Spec section 9: a toast shows for 3000 ms, then fades out over 300 ms. */
export const TOAST_DURATION_MS = 3000;
export const TOAST_FADE_MS = 300;

export interface ToastApi {
  show(kind: ToastKind, message: string): void;
}

export const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs a ToastProvider above it');
  return api;
}
