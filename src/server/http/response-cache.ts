import { createMiddleware } from 'hono/factory';
import { BoundedLru, stringBytes } from '../cache/bounded-lru';
import { catalogCache } from '../cache/catalog-cache';
import { clockHorizon } from '../cache/clock-horizon';
import type { ApiBindings } from './app-types';
import { registerMemoryHolder } from '../memory';
import { etagOf, matchesEtag } from './etag';

interface Entry {
	expires: number;
	/** The catalogue cache generation the answer was read under (ADR 027). */
	generation: number;
	status: number;
	contentType: string;
	body: string;
	etag: string;
}

/** The default byte budget of the cache, in MB (`API_CACHE_MB`). */
export const API_CACHE_MB = 16;

/** What an entry costs besides its strings (the entry object and the map's slot). */
const ENTRY_OVERHEAD_BYTES = 160;

/** Routes whose answers depend on who asks, or that must always be fresh. */
const UNCACHED =
	/^\/api\/v1\/(customer|auth|health|openapi\.json|coupon|cashback|wish-list|order|cart)\b/;
/** Routes whose answers carry store distances: only they vary with the caller's position. */
const BY_POSITION =
	/^\/api\/v1\/(stores|banners|advertisement|campaigns\/basic-campaign-details|items\/(details|item-or-store-search|search-suggestion)|categories\/stores|get-combined-data)/;
/**
 * Public catalogue answers depend on the moduleId/zoneId/X-localization/position headers, which a
 * CDN cannot key on: browsers may keep them and must ask again (ETag), shared caches may not.
 */
const PUBLIC_READ_CACHE_CONTROL = 'private, no-cache';

/**
 * A cache for public catalogue reads (ADR 008, ADR 027): the same GET with the same module, zones,
 * language and (rounded) position is answered from memory while the catalogue is unchanged (any
 * `catalog_changed` notification drops it in every process), at most `ttlMs`, and never past the
 * clock's next boundary (a store opening or closing, an availability window, a sale starting or
 * ending: cache/clock-horizon.ts, ADR 033). Bounded, per process; `Cache-Control:
 * no-cache` on the request bypasses it; callers with a token or guest id are never cached. Every
 * public 200 carries an ETag and is answered `304 Not Modified` when the client has it.
 */
export function responseCache(options: { ttlMs: number; maxEntries: number; maxBytes: number }) {
	// Bounded by entries and bytes (API_CACHE_MB, ADR 040): its keys carry the caller's position.
	const entries = new BoundedLru<Entry>(options.maxEntries, options.maxBytes);
	registerMemoryHolder('api response cache', () => ({
		entries: entries.size,
		maxEntries: entries.maxEntries,
		bytes: entries.bytes,
		maxBytes: entries.maxBytes,
	}));
	return createMiddleware<ApiBindings>(async (c, next) => {
		const ctx = c.get('ctx');
		if (
			c.req.method !== 'GET' ||
			ctx.token !== null ||
			ctx.guestId !== null ||
			c.req.header('authorization') !== undefined ||
			UNCACHED.test(c.req.path)
		) {
			return next();
		}
		const cache = catalogCache(c.get('db'));
		const generation = cache.generation;
		const bypass =
			options.ttlMs <= 0 || /no-cache|no-store/.test(c.req.header('cache-control') ?? '');
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
		const hit = bypass ? undefined : entries.get(key);
		if (hit && hit.expires > now && hit.generation === generation) {
			c.header('X-Cache', 'HIT');
			c.header('ETag', hit.etag);
			c.header('Cache-Control', PUBLIC_READ_CACHE_CONTROL);
			if (matchesEtag(c.req.header('if-none-match'), hit.etag)) return c.body(null, 304);
			return c.body(hit.body, hit.status as 200, { 'Content-Type': hit.contentType });
		}
		if (hit) entries.delete(key);
		await next();
		const status = c.res.status;
		const contentType = c.res.headers.get('content-type') ?? 'application/json';
		if (status !== 200 || !contentType.startsWith('application/json')) return;
		// A text the handler made itself is read as it is; other answers are read from a copy.
		const made = c.get('jsonAnswer');
		const body = made?.text ?? (await c.res.clone().text());
		const etag = etagOf(made?.bytes ?? body);
		if (!c.res.headers.has('Cache-Control'))
			c.res.headers.set('Cache-Control', PUBLIC_READ_CACHE_CONTROL);
		c.res.headers.set('ETag', etag);
		// Answers with open-now, availability or sale bits hold until the clock's next boundary.
		// Measured on the answer's own clock (the app's, which tests fix).
		const answeredAt = ctx.now.getTime();
		const keep = !bypass && made?.keep !== false;
		const holdsMs = keep ? (await clockHorizon(c.get('db'), ctx.now)) - answeredAt : 0;
		if (keep && cache.generation === generation) {
			const entry = {
				expires: now + Math.min(options.ttlMs, holdsMs),
				generation,
				status,
				contentType,
				body,
				etag,
			};
			entries.set(key, entry, stringBytes(key + body + etag + contentType) + ENTRY_OVERHEAD_BYTES);
			c.res.headers.set('X-Cache', 'MISS');
		}
		if (matchesEtag(c.req.header('if-none-match'), etag)) {
			c.res = new Response(null, { status: 304, headers: c.res.headers });
			c.res.headers.delete('Content-Type');
		}
	});
}
