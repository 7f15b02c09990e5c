import { createContext, useContext } from 'react';

export type ToastKind = 'success' | 'error' | 'info' | 'warning';

/** A toast shows for 3000 ms, then fades out over 300 ms. */
export const TOAST_DURATION_MS = 3000;
export const TOAST_FADE_MS = 300;

export interface ToastOptions {
  /**
   * An error or warning that announces the move to another screen ("Appointment not found", then
   * off to My Appointments) stays through that move. Others are about the screen they came from.
   */
  keepOnNavigation?: boolean;
}

export interface ToastApi {
  /** Shows a toast; a success also removes the errors and warnings shown before it (they are settled). */
  show(kind: ToastKind, message: string, options?: ToastOptions): void;
  /**
   * Called when the screen changes: errors and warnings about the screen left behind (a form's
   * "please correct the highlighted fields") go; confirmations, and toasts kept on purpose, stay.
   */
  screenChanged(): void;
}

export const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs a ToastProvider above it');
  return api;
}
