import wretch, { type WretchError } from 'wretch';
import QueryStringAddon from 'wretch/addons/queryString';
import type { Locale } from '~/config/locales';

export const API_BASE = '/api/v1';

/** A failed API call, with the parsed JSON body when the server sent one. */
export type ApiRequestError = WretchError & { body: unknown };

/** The one HTTP client of the islands; every call carries the spec's headers (spec §7). */
export function api(locale: Locale) {
	return (
		wretch(API_BASE)
			.addon(QueryStringAddon)
			.headers({ Accept: 'application/json', 'X-localization': locale })
			// Wretch hides the body once a transformer is set: read it here, once.
			.customError<ApiRequestError>(async (error, response) =>
				Object.assign(error, { body: await response.json().catch(() => null) }),
			)
	);
}

/** The first message of an API error body (`{errors:[{message}]}` or `{message}`), if any. */
export function apiErrorMessage(error: unknown): string | null {
	const body = (error as Partial<ApiRequestError> | undefined)?.body as
		| { errors?: { message?: string }[] | { message?: string }; message?: string }
		| null
		| undefined;
	if (!body || typeof body !== 'object') return null;
	const errors = Array.isArray(body.errors) ? body.errors : body.errors ? [body.errors] : [];
	return errors[0]?.message ?? body.message ?? null;
}
