import { STATUS_CODES } from 'node:http';
import { defineMiddleware } from 'astro:middleware';
import { PREFERENCE_COOKIES } from '~/config/cookies';
import { DEFAULT_LOCALE, localeDirection } from '~/config/locales';
import { localeFromPath, parsePreferences, stripLocalePrefix } from '~/lib/preferences';
import { type QueryTally, withQueryTally } from '~/server/db/query-count';
import { readServerEnv } from '~/server/env';
import { finishPage } from '~/server/http/page-response';
import { tracked } from '~/server/lifecycle';
import { handleApiRequest } from '~/server/http/handler';
import { pageContext } from '~/server/http/page-context';
import { logger, requestIdFrom } from '~/server/log';
import { getDatabase } from '~/server/db/client';
import { isSharedPage } from '~/server/pages/page-cache';
import { policyRootAnswer, rootPolicy } from '~/server/pages/policy-root';
import { pageCache, type SharedAnswer, sharedPage } from '~/server/pages/shared-page';

const SECURITY_HEADERS: Record<string, string> = {
	'X-Content-Type-Options': 'nosniff',
	'Referrer-Policy': 'strict-origin-when-cross-origin',
	'X-Frame-Options': 'SAMEORIGIN',
	'Cross-Origin-Opener-Policy': 'same-origin',
	'Permissions-Policy': 'geolocation=(self), camera=(), microphone=()',
};

/**
 * A page that sets only `Astro.response.status` keeps the reason phrase of 200 ("400 OK" on the
 * status line): the phrase of the status it has is put back.
 */
function withReason(response: Response): Response {
	const reason = STATUS_CODES[response.status];
	if (!reason || response.statusText === reason || response.status === 200) return response;
	return new Response(response.body, {
		status: response.status,
		statusText: reason,
		headers: response.headers,
	});
}

/**
 * Pages learn language, theme, module and zone from the mirror cookies (ADR 003); `/id/...`
 * serves the same page in Indonesian. The API under /api has its own pipeline (ADR 002).
 */
export const onRequest = defineMiddleware(async (context, next) => {
	const { pathname, search } = context.url;
	if (pathname.startsWith('/api/')) return next();
	const address = () => {
		try {
			return context.clientAddress;
		} catch {
			return undefined; // prerendering: no connection
		}
	};

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
		// The request's server context for page loaders and the chrome (ADR 036).
		ctx: pageContext({ url: context.url, request: context.request, locale, preferences }),
	});

	// The policy pages also answer the original 6amMart client's JSON calls (issue 19).
	const bare = stripLocalePrefix(pathname);
	const policy = rootPolicy(bare);
	if (policy) {
		const answer = await policyRootAnswer(
			context.request,
			bare,
			pathLocale ? `/${pathLocale}` : '',
			(apiPath, init) =>
				handleApiRequest(new Request(new URL(`/api/v1${apiPath}`, context.url), init), address()),
		);
		if (answer) return answer;
	}

	const started = performance.now();
	const reqId = requestIdFrom(context.request.headers.get('x-request-id'));
	const render = () => (pathLocale ? next(`${stripLocalePrefix(pathname)}${search}`) : next());
	// Product, store and module home pages are shared by shoppers of a language, theme, module
	// and zone, and answered from the page cache (ADR 033).
	const shared = isSharedPage(context.request.method, bare, context.url.searchParams);
	const next_ = async (): Promise<SharedAnswer> => {
		if (!shared) return { response: await render(), known: null };
		const { db } = await getDatabase();
		return sharedPage(
			pageCache(),
			db,
			{
				url: context.url,
				method: context.request.method,
				locale,
				preferences,
				setsCookies: () => !context.cookies.headers().next().done,
			},
			render,
		);
	};
	// The whole answer, body included, counts as in progress for the drain (ADR 014).
	const answer = (tally: QueryTally | null) =>
		tracked(async () => {
			const page = await next_();
			const response = withReason(page.response);
			const dataMs = performance.now() - started;
			// One line per page: the route pattern (never the path, which may carry ids), ms to headers.
			logger().info(
				{
					reqId,
					method: context.request.method,
					route: context.routePattern,
					status: response.status,
					ms: Math.round(dataMs * 10) / 10,
				},
				'page',
			);
			const timing = tally ? { queries: () => tally.queries, dataMs } : null;
			return finishPage(
				decorate(response, reqId, pathLocale, Boolean(policy)),
				context.request,
				timing,
				page.known,
			);
		});
	// SERVER_TIMING=1: queries and stage times in a Server-Timing header (npm run bench:server).
	return readServerEnv().SERVER_TIMING ? withQueryTally(answer) : answer(null);
});

function decorate(
	response: Response,
	reqId: string,
	pathLocale: unknown,
	varyAccept: boolean,
): Response {
	response.headers.set('X-Request-Id', reqId);
	for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
		if (!response.headers.has(name)) response.headers.set(name, value);
	}
	if (!pathLocale) response.headers.append('Vary', 'Cookie');
	if (varyAccept) response.headers.append('Vary', 'Accept');
	return response;
}
