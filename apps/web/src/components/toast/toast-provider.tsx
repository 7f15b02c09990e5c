import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../lib/translation/use-translation';
import {
  TOAST_DURATION_MS,
  TOAST_FADE_MS,
  ToastContext,
  type ToastKind,
  type ToastOptions,
} from './toast-context';

interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
  leaving: boolean;
  /** Survives the next change of screen (then it is an ordinary toast again). */
  keep: boolean;
}

/** Errors and warnings speak of the screen they were shown on; confirmations may follow the customer. */
const aboutTheScreen = (kind: ToastKind) => kind === 'error' || kind === 'warning';

/**
 * A success settles what went wrong before it: when one is shown, the errors and warnings already
 * up go (a red "Failed to send OTP" must not stay beside a green "You are signed in"). Other
 * toasts stay, and an error never removes a success.
 */
const settles = (shown: ToastKind, earlier: ToastKind) =>
  shown === 'success' && aboutTheScreen(earlier);

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
      setToasts((all) =>
        all.map((toast) => (toast.id === id ? { ...toast, leaving: true } : toast)),
      );
      later(() => setToasts((all) => all.filter((toast) => toast.id !== id)), TOAST_FADE_MS);
    },
    [later],
  );

  const show = useCallback(
    (kind: ToastKind, message: string, options?: ToastOptions) => {
      const id = nextId.current++;
      const keep = options?.keepOnNavigation ?? false;
      // The same words twice are shown once: the newer toast takes the older one's place.
      const kept = (all: Toast[]) =>
        all.filter((toast) => toast.leaving || toast.kind !== kind || toast.message !== message);
      const settled = (toast: Toast) =>
        !toast.leaving && settles(kind, toast.kind) ? { ...toast, leaving: true } : toast;
      setToasts((all) => [...kept(all).map(settled), { id, kind, message, leaving: false, keep }]);
      if (kind === 'success')
        later(
          () =>
            setToasts((all) =>
              all.filter((toast) => !(toast.leaving && settles(kind, toast.kind))),
            ),
          TOAST_FADE_MS,
        );
      later(() => dismiss(id), TOAST_DURATION_MS);
    },
    [dismiss, later],
  );

  const screenChanged = useCallback(() => {
    const stale = (toast: Toast) => !toast.keep && aboutTheScreen(toast.kind);
    setToasts((all) =>
      all.length === 0
        ? all
        : all.map((toast) =>
            stale(toast) ? { ...toast, leaving: true } : { ...toast, keep: false },
          ),
    );
    later(
      () =>
        setToasts((all) => all.filter((toast) => !(toast.leaving && aboutTheScreen(toast.kind)))),
      TOAST_FADE_MS,
    );
  }, [later]);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const api = useMemo(() => ({ show, screenChanged }), [show, screenChanged]);

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
            <span className="toast__icon" aria-hidden="true">
              {icons[toast.kind]}
            </span>
            <span className="toast__message">{toast.message}</span>
            <button
              type="button"
              className="toast__close"
              onClick={() => dismiss(toast.id)}
              aria-label={t('dismiss')}
            >
              ×
            </button>
          </div>
        ))}
      </section>
    </ToastContext.Provider>
  );
}
