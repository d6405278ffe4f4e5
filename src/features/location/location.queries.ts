// The location picker's reads as TanStack Query options. Apart from location.api.ts, which the
// landing page's zone checker loads, so that page never bundles the query library.
import { queryOptions } from '@tanstack/react-query';
import { handleApiError, pageLocale } from '~/api-client/client';
import { fetchPlaceSuggestions, fetchSavedAddresses } from './location.api';

/**
 * The signed-in customer's saved addresses, for the picker (keyed by the token's end, so another
 * sign-in never reuses them). The picker shows its own failure; a 401 still signs out (spec §8).
 */
export const savedAddressesQuery = (token: string) =>
	queryOptions({
		queryKey: ['location', 'saved-addresses', { token: token.slice(-8) }],
		queryFn: () =>
			fetchSavedAddresses().catch((error: unknown) => {
				if ((error as { status?: number }).status === 401) handleApiError(error);
				throw error;
			}),
		enabled: token !== '',
		retry: false,
		meta: { silent: true },
	});

/** Place suggestions for what the shopper typed (spec §4); the search shows its own failure. */
export const placeSuggestionsQuery = (text: string) =>
	queryOptions({
		queryKey: ['location', 'place-suggestions', { text, locale: pageLocale() }],
		queryFn: () => fetchPlaceSuggestions(text),
		enabled: text !== '',
		retry: false,
		meta: { silent: true },
	});
