import wretch, { type ConfiguredMiddleware, type WretchError } from 'wretch';
import QueryStringAddon from 'wretch/addons/queryString';
import { isLocale, type Locale } from '~/config/locales';
import { m } from '~/i18n/messages';
import { localizedPath } from '~/lib/preferences';
import { $currentLatLng, $zoneId } from '~/state/location.state';
import { $module } from '~/state/module.state';
import { $token, signOutLocally } from '~/state/session.state';
import { toast, toastAfterReload } from '~/state/toast.state';

export const API_BASE = '/api/v1';
export const SIGN_IN_PATH = '/auth/sign-in';

/** A failed API call, with the parsed JSON body when the server sent one. */
export type ApiRequestError = WretchError & { body: unknown };

/** The page's language: what the server rendered (URL prefix or cookie), else English. */
export function pageLocale(): Locale {
	const lang = typeof document === 'undefined' ? '' : document.documentElement.lang;
	return isLocale(lang) ? lang : 'en';
}

/** The spec's request headers (§7), from the persistent stores; absent values are not sent. */
export function apiHeaders(): Record<string, string> {
	const headers: Record<string, string> = {
		Accept: 'application/json',
		'X-localization': pageLocale(),
	};
	const zone = $zoneId.get();
	if (zone) headers.zoneId = zone;
	const module = $module.get();
	if (module) headers.moduleId = String(module.id);
	const point = $currentLatLng.get();
	if (point) {
		headers.latitude = String(point.lat);
		headers.longitude = String(point.lng);
	}
	const token = $token.get();
	if (token) headers.Authorization = `Bearer ${token}`;
	return headers;
}

const withSpecHeaders: ConfiguredMiddleware = (next) => (url, options) =>
	next(url, {
		...options,
		headers: { ...apiHeaders(), ...(options.headers as Record<string, string>) },
	});

/** The one HTTP client of the islands (ARCHITECTURE §4). */
export const api = wretch(API_BASE)
	.addon(QueryStringAddon)
	.middlewares([withSpecHeaders])
	// Wretch hides the body once a transformer is set: read it here, once.
	.customError<ApiRequestError>(async (error, response) =>
		Object.assign(error, { body: await response.json().catch(() => null) }),
	);

/** Every message of an API error body: `{errors:[{message}]}`, `{errors:{message}}` or `{message}`. */
export function apiErrorMessages(error: unknown): string[] {
	const body = (error as Partial<ApiRequestError> | undefined)?.body as
		| { errors?: { message?: string }[] | { message?: string } | string; message?: string }
		| null
		| undefined;
	if (!body || typeof body !== 'object') return [];
	const errors = Array.isArray(body.errors)
		? body.errors
		: typeof body.errors === 'object'
			? [body.errors]
			: [];
	const messages = errors.map((e) => e?.message).filter((msg): msg is string => Boolean(msg));
	return messages.length ? messages : body.message ? [body.message] : [];
}

/** The first message of an API error body, if any. */
export function apiErrorMessage(error: unknown): string | null {
	return apiErrorMessages(error)[0] ?? null;
}

/** The sign-in page in the page's language, coming back to `from` afterwards. */
export function signInPath(locale: Locale, from: string): string {
	const path = localizedPath(SIGN_IN_PATH, locale);
	const back = from.startsWith('/') && !from.includes('/auth/') ? from : '';
	return back ? `${path}?from=${encodeURIComponent(back)}` : path;
}

/**
 * The shared error handler (spec §8): a 401 while signed in signs out and goes to sign-in with
 * the spec's text; anything else toasts the response's message, or each message of `errors`.
 */
export function handleApiError(
	error: unknown,
	navigate: (path: string) => void = (p) => location.assign(p),
): void {
	const locale = pageLocale();
	if ((error as Partial<WretchError>)?.status === 401 && $token.get()) {
		const message = m['auth.tokenExpired']({}, { locale });
		toast(message, 'error');
		toastAfterReload(message, 'error'); // and again on the sign-in page
		signOutLocally();
		navigate(signInPath(locale, `${location.pathname}${location.search}`));
		return;
	}
	const messages = apiErrorMessages(error);
	if (messages.length === 0) {
		toast(m['error.generic']({}, { locale }), 'error');
		return;
	}
	for (const message of messages) toast(message, 'error');
}
