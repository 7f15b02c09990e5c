import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TOAST_DURATION_MS, TOAST_FADE_MS, ToastContext, type ToastKind } from './toast-context';

interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
  leaving: boolean;
}

const icons: Record<ToastKind, string> = { success: '✓', error: '!', info: 'i', warning: '!' };

/** Holds the toasts and shows them in one container that screen readers announce. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  const later = useCallback((run: () => void, ms: number) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      run();
    }, ms);
    timers.current.add(timer);
  }, []);

  const dismiss = useCallback(
    (id: number) => {
      setToasts((all) => all.map((toast) => (toast.id === id ? { ...toast, leaving: true } : toast)));
      later(() => setToasts((all) => all.filter((toast) => toast.id !== id)), TOAST_FADE_MS);
    },
    [later],
  );

  const show = useCallback(
    (kind: ToastKind, message: string) => {
      const id = nextId.current++;
      setToasts((all) => [...all, { id, kind, message, leaving: false }]);
      later(() => dismiss(id), TOAST_DURATION_MS);
    },
    [dismiss, later],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const api = useMemo(() => ({ show }), [show]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <section className="toast-container" aria-label={t('notifications')} aria-live="polite">
        {toasts.map((toast) => (
          <div
            key={toast.id}
            className={`toast toast--${toast.kind}${toast.leaving ? ' toast--leaving' : ''}`}
            role={toast.kind === 'error' || toast.kind === 'warning' ? 'alert' : 'status'}
            data-kind={toast.kind}
          >
            <span className="toast__icon" aria-hidden="true">{icons[toast.kind]}</span>
            <span className="toast__message">{toast.message}</span>
            <button type="button" className="toast__close" onClick={() => dismiss(toast.id)} aria-label={t('dismiss')}>
              ×
            </button>
          </div>
        ))}
      </section>
    </ToastContext.Provider>
  );
}
