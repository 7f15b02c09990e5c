import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Slow networks: keep what was fetched, do not refetch on every focus.
        staleTime: 5 * 60 * 1000,
        gcTime: 30 * 60 * 1000,
        refetchOnWindowFocus: false,
        retry: 1,
      },
      // An action tried offline is refused at once, said so (lib/action-failure.ts), and never
      // kept: a mutation paused until the connection returns would sit on "Cancelling…" and then
      // be sent long after the customer gave up on it (decision 0109).
      mutations: { networkMode: 'always' },
    },
  });
}
