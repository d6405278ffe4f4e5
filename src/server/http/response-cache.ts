import { createMiddleware } from 'hono/factory';
import type { ApiBindings } from './app-types';

interface Entry {
	expires: number;
	status: number;
	contentType: string;
	body: string;
}

/** Routes whose answers depend on who asks, or that must always be fresh. */
const UNCACHED = [/^\/api\/v1\/(customer|auth|health|openapi\.json)/];
/** Routes whose answers carry store distances: only they vary with the caller's position. */
const BY_POSITION =
	/^\/api\/v1\/(stores|banners|advertisement|campaigns\/basic-campaign-details|items\/(details|item-or-store-search|search-suggestion)|categories\/stores|get-combined-data)/;

/**
 * A micro-cache for public catalogue reads: the same GET with the same module, zones, language
 * and (rounded) position is answered from memory for a few seconds. Bounded, per process;
 * `Cache-Control: no-cache` on the request bypasses it; callers with a token are never cached.
 */
export function responseCache(options: { ttlMs: number; maxEntries: number }) {
	const entries = new Map<string, Entry>();
	return createMiddleware<ApiBindings>(async (c, next) => {
		const ctx = c.get('ctx');
		if (
			options.ttlMs <= 0 ||
			c.req.method !== 'GET' ||
			ctx.token !== null ||
			ctx.guestId !== null ||
			UNCACHED.some((pattern) => pattern.test(c.req.path)) ||
			/no-cache|no-store/.test(c.req.header('cache-control') ?? '')
		) {
			return next();
		}
		const byPosition = BY_POSITION.test(c.req.path);
		const round = (v: number | null) => (v === null || !byPosition ? '' : v.toFixed(4));
		const key = [
			c.req.url.slice(c.req.url.indexOf('/api/')),
			ctx.moduleId,
			ctx.zoneIds?.join(','),
			ctx.locale,
			round(ctx.latitude),
			round(ctx.longitude),
			c.req.header('moduleId') ?? '',
		].join('|');
		const now = Date.now();
		const hit = entries.get(key);
		if (hit && hit.expires > now) {
			c.header('X-Cache', 'HIT');
			return c.body(hit.body, hit.status as 200, { 'Content-Type': hit.contentType });
		}
		await next();
		const status = c.res.status;
		if (status !== 200) return;
		const body = await c.res.clone().text();
		if (entries.size >= options.maxEntries) {
			const oldest = entries.keys().next().value;
			if (oldest !== undefined) entries.delete(oldest);
		}
		entries.set(key, {
			expires: now + options.ttlMs,
			status,
			contentType: c.res.headers.get('content-type') ?? 'application/json',
			body,
		});
		c.res.headers.set('X-Cache', 'MISS');
	});
}
