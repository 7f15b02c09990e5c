import { useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ToastProvider } from '../components/toast/toast-provider';
import { createQueryClient } from '../lib/query-client';

interface ProvidersProps {
  children: ReactNode;
  /** Runs once, after the first screen is on (after hydration of a prerendered page). */
  onMounted?: () => void;
  /** A cache made beforehand (the landing page hands over what it fetched); a fresh one otherwise. */
  queryClient?: QueryClient;
}

export function Providers({ children, onMounted, queryClient: given }: ProvidersProps) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  useEffect(() => onMounted?.(), [onMounted]);
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>{children}</ToastProvider>
    </QueryClientProvider>
  );
}
