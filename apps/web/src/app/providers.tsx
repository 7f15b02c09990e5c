import { useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { ToastProvider } from '../components/toast/toast-provider';
import { i18n } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';

interface ProvidersProps {
  children: ReactNode;
  /** Runs once, after the first screen is on (after hydration of a prerendered page). */
  onMounted?: () => void;
}

export function Providers({ children, onMounted }: ProvidersProps) {
  const [queryClient] = useState(createQueryClient);
  useEffect(() => onMounted?.(), [onMounted]);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>{children}</ToastProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
