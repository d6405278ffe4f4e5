import { createMiddleware } from 'hono/factory';
import type { ApiBindings } from './app-types';

/** Answers that carry a customer's data, or act for one: never stored by a browser or a proxy. */
const PRIVATE = /^\/api\/v1\/(customer|auth|coupon|cashback|wish-list|order|cart)\b|[?&]guest_id=/i;

/**
 * Headers of every /api/v1 answer (docs/security.md): no referrer leaks, never framed, no MIME
 * sniffing, `no-store` where the answer is a customer's, HSTS when the public origin is https
 * (the TLS proxy in front may set it too).
 */
export function securityHeaders(publicUrl: string | undefined) {
	const https = publicUrl?.startsWith('https://') ?? false;
	return createMiddleware<ApiBindings>(async (c, next) => {
		await next();
		const h = c.res.headers;
		h.set('X-Content-Type-Options', 'nosniff');
		h.set('Referrer-Policy', 'no-referrer');
		h.set('X-Frame-Options', 'DENY');
		h.set('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
		if (https) h.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
		const personal =
			PRIVATE.test(c.req.url.slice(c.req.url.indexOf('/api/v1/'))) ||
			c.req.header('authorization') !== undefined;
		// A route that chose `private` itself keeps it (prescription images for <img>, ADR 013).
		if (personal && !/\b(private|no-store)\b/.test(h.get('Cache-Control') ?? ''))
			h.set('Cache-Control', 'no-store');
	});
}
