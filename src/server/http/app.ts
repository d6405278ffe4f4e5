import { OpenAPIHono } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import { registerProfileRoutes } from '../account/profile.routes';
import { registerWalletRoutes } from '../account/wallet.routes';
import { registerAddressRoutes } from '../addresses/addresses.routes';
import { registerAuthRoutes } from '../auth/auth.routes';
import { registerRecoveryRoutes } from '../auth/recovery.routes';
import { registerCartRoutes } from '../cart/cart.routes';
import { registerBrandRoutes } from '../catalog/brands.routes';
import { registerCategoryRoutes } from '../catalog/categories.routes';
import { registerItemRoutes } from '../catalog/items.routes';
import { registerConfigRoutes } from '../config/config.routes';
import { registerCustomerRoutes } from '../customers/customers.routes';
import { watchCatalog } from '../cache/catalog-cache';
import type { Database } from '../db/database';
import type { BusSubscriber } from '../events/bus';
import { registerHealthRoutes } from '../health/health.routes';
import { registerLiveRoutes } from '../live/live.routes';
import { registerLocationRoutes } from '../location/location.routes';
import { registerModuleRoutes } from '../modules/modules.routes';
import { registerCouponRoutes } from '../orders/coupons/coupons.routes';
import { registerOfflinePaymentRoutes } from '../orders/payment/offline-payment.routes';
import { registerRefundRoutes } from '../orders/refunds/refunds.routes';
import { registerOrderAttachmentRoutes } from '../orders/attachments/order-attachments.routes';
import { registerOrderPlaceRoutes } from '../orders/placement/order-place.routes';
import { registerOrderRoutes } from '../orders/views/orders.routes';
import { registerPageRoutes } from '../pages/pages.routes';
import { registerParcelRoutes } from '../parcel/parcel.routes';
import { registerPromotionRoutes } from '../promotions/promotions.routes';
import { registerSearchRoutes } from '../search/search.routes';
import { registerStoreRoutes } from '../stores/stores.routes';
import { registerWishlistRoutes } from '../wishlist/wishlist.routes';
import { registerSocialLoginRoutes } from '../auth/social-login.routes';
import { registerReactLandingRoutes } from '../landing/react-landing.routes';
import { registerNewsletterRoutes } from '../newsletter/newsletter.routes';
import { logger as processLogger, type Logger } from '../log';
import type { ApiApp, ApiBindings } from './app-types';

export type { ApiApp } from './app-types';
import { callerLocale, localizeErrors } from './error-language';
import { ApiError, errorBody, validationErrors } from './errors';
import { inputGuard } from './input-guard';
import { withCommonResponses } from './openapi-common';
import { readRequestContext } from './request-context';
import { requestLog } from './request-log';
import { API_CACHE_MB, responseCache } from './response-cache';
import { securityHeaders } from './security-headers';
import { serverTiming } from './server-timing';

export const API_BASE_PATH = '/api/v1';
/** Uploads are the largest bodies: three prescription images of 5 MB and the order's fields. */
const MAX_BODY_BYTES = 16 * 1024 * 1024;
const ALLOWED_HEADERS = [
	'Accept',
	'Authorization',
	'Content-Type',
	'latitude',
	'longitude',
	'moduleId',
	'zoneId',
	'X-localization',
	'X-software-id',
	'X-HTTP-Method-Override',
	'Idempotency-Key',
	'X-Request-Id',
	// The live channel's guest proof and resume point (ADR 022).
	'X-Guest-Id',
	'X-Order-Id',
	'X-Contact-Number',
	'Last-Event-ID',
];

/** Headers a browser script on an allowed origin may read. */
const EXPOSED_HEADERS = ['X-Request-Id', 'Retry-After'] as const;

export interface ApiDependencies {
	/** The database, opened (and migrated) lazily on first use. */
	db: () => Promise<Database>;
	/** Which engine is behind `db`, for the readiness answer. */
	driver: () => 'pglite' | 'postgres';
	/** Origins allowed to call the API from a browser; `*` for any. Same-origin calls need none. */
	corsOrigins: readonly string[];
	/** Public origin for absolute URLs when the server sits behind a proxy. */
	publicUrl?: string | undefined;
	/** The time; tests fix it so store hours, campaigns and flash sales are deterministic. */
	clock?: () => Date;
	/** How long public catalogue answers are reused (0 turns the cache off). */
	cacheTtlMs?: number;
	/** Bytes of public catalogue answers kept per process (API_CACHE_MB, ADR 040). */
	cacheMaxBytes?: number;
	/** Where request lines and errors go; the process's logger (LOG_LEVEL) when absent. */
	logger?: Logger;
	/** This process's side of the notification bus, for the live channel (ADR 022). */
	bus?: () => Promise<BusSubscriber>;
	/** Server-Timing with the queries and ms of each answer (SERVER_TIMING=1). */
	serverTiming?: boolean;
	/** Live stream heartbeat period (tests shorten it). */
	liveHeartbeatMs?: number;
}

export function createApiApp(deps: ApiDependencies): ApiApp {
	const app = new OpenAPIHono<ApiBindings>({
		// Validation failures are HTTP 403 in the 6amMart API (contract §0.6).
		defaultHook: (result, c) =>
			result.success
				? undefined
				: c.json({ errors: localizeErrors(validationErrors(result.error), callerLocale(c)) }, 403),
	}).basePath(API_BASE_PATH) as ApiApp;

	const log = deps.logger ?? processLogger();
	if (deps.serverTiming) app.use(serverTiming);
	app.use(requestLog(log));
	app.use(securityHeaders(deps.publicUrl));
	const anyOrigin = deps.corsOrigins.includes('*');
	const allowOrigin = (origin: string) =>
		anyOrigin || deps.corsOrigins.includes(origin) ? origin : null;
	const preflight = cors({
		origin: allowOrigin,
		allowHeaders: ALLOWED_HEADERS,
		allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
		exposeHeaders: [...EXPOSED_HEADERS],
		maxAge: 600,
	});
	// Hono's cors sets its headers on `c.res` before the route answers, which makes an empty
	// Response and then a copy of the route's: on any other method the same headers go on the
	// answer itself, after it is made (ADR 045).
	app.use(async (c, next) => {
		if (c.req.method === 'OPTIONS') return preflight(c, next);
		const origin = allowOrigin(c.req.header('origin') || '');
		await next();
		const headers = c.res.headers;
		if (origin) headers.set('Access-Control-Allow-Origin', origin);
		headers.set('Access-Control-Expose-Headers', EXPOSED_HEADERS.join(','));
		headers.append('Vary', 'Origin');
	});
	const limitBody = bodyLimit({
		maxSize: MAX_BODY_BYTES,
		onError: (c) => c.json(errorBody('payload', 'The request body is too large.'), 413),
	});
	// GET and HEAD carry no body: asking for one would build the whole Request (ADR 045).
	app.use((c, next) =>
		c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limitBody(c, next),
	);
	app.use(inputGuard);
	app.use(async (c, next) => {
		c.set('ctx', readRequestContext(c.req.raw, deps.publicUrl, deps.clock?.() ?? new Date()));
		const db = await deps.db();
		c.set('db', db);
		// Catalogue caches are told of changes by the bus (ADR 027); once per database.
		if (deps.bus) await watchCatalog(db, await deps.bus());
		await next();
	});
	app.use(
		responseCache({
			ttlMs: deps.cacheTtlMs ?? 10_000,
			maxEntries: 2000,
			maxBytes: deps.cacheMaxBytes ?? API_CACHE_MB * 1024 * 1024,
		}),
	);

	registerHealthRoutes(app, deps.driver);
	registerConfigRoutes(app);
	registerModuleRoutes(app);
	registerItemRoutes(app);
	registerStoreRoutes(app);
	registerCategoryRoutes(app);
	registerBrandRoutes(app);
	registerPromotionRoutes(app);
	registerSearchRoutes(app);
	registerLocationRoutes(app);
	registerPageRoutes(app);
	registerAuthRoutes(app);
	registerCustomerRoutes(app);
	registerAddressRoutes(app);
	registerCartRoutes(app);
	registerCouponRoutes(app);
	registerOrderPlaceRoutes(app);
	registerParcelRoutes(app);
	registerOrderRoutes(app);
	registerOrderAttachmentRoutes(app);
	registerOfflinePaymentRoutes(app);
	registerRefundRoutes(app);
	registerRecoveryRoutes(app);
	registerWishlistRoutes(app);
	registerWalletRoutes(app);
	registerProfileRoutes(app);
	registerLiveRoutes(app, deps);
	// Calls of the original 6amMart clients (issue 19).
	registerSocialLoginRoutes(app);
	registerReactLandingRoutes(app);
	registerNewsletterRoutes(app);

	const documentConfig = {
		openapi: '3.1.0',
		info: {
			title: 'Storefront customer API',
			version: '1.0.0',
			description:
				'The 6amMart customer API as this storefront serves it. Errors are {errors:[{code,message}]}; validation failures answer 403.',
		},
	};
	// Every operation also declares what the shared pipeline may answer (openapi-common.ts).
	app.get('/openapi.json', (c) =>
		c.json(withCommonResponses(app.getOpenAPI31Document(documentConfig)) as object),
	);
	app.notFound((c) => c.json(errorBody('not_found', 'Not found'), 404));
	app.onError((error, c) => {
		// Every refusal leaves here or in the hook above: both answer in the caller's language.
		if (error instanceof ApiError)
			return c.json({ errors: localizeErrors(error.errors, callerLocale(c)) }, error.status);
		if (error instanceof HTTPException) {
			return c.json(errorBody('request', error.message || 'Bad request'), error.status);
		}
		// Never the error's message for a database error: drizzle's carries the query's parameters.
		(c.get('log') ?? log).error(
			{ err: error, method: c.req.method, route: c.req.routePath },
			'unexpected API error',
		);
		return c.json(errorBody('server', 'Something went wrong. Please try again.'), 500);
	});
	return app;
}
