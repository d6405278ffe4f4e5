import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { handleApiError } from './client';

/**
 * One query client for every island on the page, so they share one cache (ARCHITECTURE §6).
 * Failures of queries and mutations go through the shared error handler (spec §8), unless
 * they show their own error (`meta: { silent: true }`).
 */
export const queryClient = new QueryClient({
	queryCache: new QueryCache({
		onError: (error, query) => {
			if (!query.meta?.silent) handleApiError(error);
		},
	}),
	mutationCache: new MutationCache({
		onError: (error, _variables, _context, mutation) => {
			if (!mutation.meta?.silent) handleApiError(error);
		},
	}),
	defaultOptions: {
		queries: { staleTime: 120_000, gcTime: 300_000, retry: 1, refetchOnWindowFocus: false },
		mutations: { retry: 0 },
	},
});
