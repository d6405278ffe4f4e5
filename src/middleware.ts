import { defineMiddleware } from 'astro:middleware';
import { PREFERENCE_COOKIES } from '~/config/cookies';
import { DEFAULT_LOCALE, localeDirection } from '~/config/locales';
import { localeFromPath, parsePreferences, stripLocalePrefix } from '~/lib/preferences';
import { tracked } from '~/server/lifecycle';

const SECURITY_HEADERS: Record<string, string> = {
	'X-Content-Type-Options': 'nosniff',
	'Referrer-Policy': 'strict-origin-when-cross-origin',
	'X-Frame-Options': 'SAMEORIGIN',
	'Cross-Origin-Opener-Policy': 'same-origin',
	'Permissions-Policy': 'geolocation=(self), camera=(), microphone=()',
};

const COMPRESSIBLE = /^(text\/|application\/(xml|xhtml\+xml|ld\+json))/;

/**
 * Gzip for pages: a home page is 400–750 KB of HTML (100+ cards) and 35–50 KB gzipped, and the
 * standalone server compresses nothing. Streams stay streams. Assets and the API are left alone
 * (hashed assets belong behind a CDN; the API answers small JSON at high rates).
 */
function gzipped(response: Response, acceptEncoding: string | null): Response {
	const type = response.headers.get('Content-Type') ?? '';
	if (
		!response.body ||
		response.status === 204 ||
		response.headers.has('Content-Encoding') ||
		!COMPRESSIBLE.test(type) ||
		!/\bgzip\b/.test(acceptEncoding ?? '')
	)
		return response;
	const headers = new Headers(response.headers);
	headers.set('Content-Encoding', 'gzip');
	headers.delete('Content-Length');
	headers.append('Vary', 'Accept-Encoding');
	return new Response(response.body.pipeThrough(new CompressionStream('gzip')), {
		status: response.status,
		statusText: response.statusText,
		headers,
	});
}

/**
 * Pages learn language, theme, module and zone from the mirror cookies (ADR 003); `/id/...`
 * serves the same page in Indonesian. The API under /api has its own pipeline (ADR 002).
 */
export const onRequest = defineMiddleware(async (context, next) => {
	const { pathname, search } = context.url;
	if (pathname.startsWith('/api/')) return next();

	const cookie = (name: string) => context.cookies.get(name)?.value;
	const preferences = parsePreferences({
		language: cookie(PREFERENCE_COOKIES.language),
		theme: cookie(PREFERENCE_COOKIES.theme),
		moduleId: cookie(PREFERENCE_COOKIES.moduleId),
		moduleType: cookie(PREFERENCE_COOKIES.moduleType),
		zoneId: cookie(PREFERENCE_COOKIES.zoneId),
		latLng: cookie(PREFERENCE_COOKIES.latLng),
	});
	const pathLocale = localeFromPath(pathname);
	const locale = pathLocale ?? preferences.locale ?? DEFAULT_LOCALE;
	Object.assign(context.locals, {
		locale,
		dir: localeDirection(locale),
		pathLocale,
		preferences,
	});

	const response = await tracked(() =>
		pathLocale ? next(`${stripLocalePrefix(pathname)}${search}`) : next(),
	);
	for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
		if (!response.headers.has(name)) response.headers.set(name, value);
	}
	if (!pathLocale) response.headers.append('Vary', 'Cookie');
	return gzipped(response, context.request.headers.get('Accept-Encoding'));
});
