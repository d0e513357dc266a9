import { QueryClient } from '@tanstack/react-query';

/** One client per SSR request and per browser tab; data from the server stays fresh for a minute. */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: false, refetchOnWindowFocus: false },
    },
  });
