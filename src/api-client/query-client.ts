import { QueryClient } from '@tanstack/react-query';

/** One query client for every island on the page, so they share one cache (ARCHITECTURE §6). */
export const queryClient = new QueryClient({
	defaultOptions: {
		queries: { staleTime: 120_000, gcTime: 300_000, retry: 1, refetchOnWindowFocus: false },
		mutations: { retry: 0 },
	},
});
