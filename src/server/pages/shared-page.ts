/**
 * Answers a shared page (ADR 033) from the page cache, or renders it and keeps it: the one place
 * the middleware calls. The entry is the HTML as rendered without the visitor's position; every
 * answer, hit or miss, goes through the same per-request overlay (distances), so the first
 * visitor's page and the hundredth are made the same way.
 */
import { withPageClock } from '~/lib/page-clock';
import type { Preferences } from '~/lib/preferences';
import { catalogCache } from '../cache/catalog-cache';
import type { Database } from '../db/database';
import { readServerEnv } from '../env';
import { etagOf } from '../http/etag';
import { registerMemoryHolder } from '../memory';
import { clockHorizon } from '../cache/clock-horizon';
import { distanceTemplate, distanceTexts, fillTemplate } from './distance-overlay';
import { type CachedPage, PageCache, pageKey, storedHeaders } from './page-cache';

/** Without a bus listener nothing tells the cache of changes: pages then live at most this. */
const UNWATCHED_MAX_MS = 30_000;
/** With one, the longest a page lives (a lost notice heals by then). */
const WATCHED_MAX_MS = 10 * 60_000;

let processCache: PageCache | null | undefined;

/** This process's page cache (`PAGE_CACHE_MB`, 0 = none). */
export function pageCache(): PageCache | null {
	if (processCache === undefined) {
		const mb = readServerEnv().PAGE_CACHE_MB;
		processCache = mb > 0 ? new PageCache(mb * 1024 * 1024) : null;
		const cache = processCache;
		if (cache)
			registerMemoryHolder('page cache', () => ({
				bytes: cache.bytes,
				maxBytes: cache.maxBytes,
				entries: cache.size,
			}));
	}
	return processCache;
}

interface SharedRequest {
	url: URL;
	method: string;
	locale: string;
	preferences: Preferences;
	/** Whether the render set a cookie (such an answer is one visitor's). */
	setsCookies: () => boolean;
}

/**
 * A page as it will be sent, known without reading and hashing it again: its validator, and its
 * HTML written only when asked — a browser's `304`, or a body already compressed under this
 * validator (page-response.ts), never needs the page put together again.
 */
interface KnownPage {
	etag: string;
	html: () => string;
}

export interface SharedAnswer {
	/** Status and headers; from the cache its body is null and `known` has the page. */
	response: Response;
	known: KnownPage | null;
}

/**
 * The visitor's copy of a page: its distances written in, and a validator that is a function of
 * the bytes (the page's tag and the distances) without hashing the whole page again.
 */
function withOverlay(
	page: Pick<CachedPage, 'html' | 'etag' | 'distances'>,
	preferences: Preferences,
): KnownPage {
	const { distances } = page;
	if (!distances) return { etag: page.etag, html: () => page.html };
	const texts = distanceTexts(distances, preferences.latLng);
	let filled: string | undefined;
	return {
		etag: etagOf(`${page.etag}|${texts.join('|')}`),
		html: () => {
			filled ??= fillTemplate(distances, texts);
			return filled;
		},
	};
}

/**
 * The shared page's answer: from `cache` when it holds a good copy, else `render()` and keep it
 * (with no cache, PAGE_CACHE_MB=0, only the overlay).
 */
export async function sharedPage(
	cache: PageCache | null,
	db: Database,
	request: SharedRequest,
	render: () => Promise<Response>,
): Promise<SharedAnswer> {
	const catalog = catalogCache(db);
	const generation = catalog.generation;
	const key = pageKey(request.url, request.locale, request.preferences);
	const started = Date.now();
	let hit = cache?.get(key, generation, started);
	// Another request is rendering this page: wait for it rather than render it twice.
	const pending = hit ? undefined : cache?.rendering.get(key);
	if (pending) {
		const shared = await pending;
		if (shared && shared.generation === catalog.generation && shared.validUntil > Date.now())
			hit = shared;
	}
	if (hit) return fromCache(hit, request.preferences);
	if (!cache || request.method !== 'GET') return renderAndKeep(cache, db, request, key, render);
	let settle: (page: CachedPage | null) => void = () => {};
	cache.rendering.set(
		key,
		new Promise((resolve) => {
			settle = resolve;
		}),
	);
	let kept: CachedPage | null = null;
	try {
		const answer = await renderAndKeep(cache, db, request, key, render);
		kept = answer.kept;
		return answer;
	} finally {
		cache.rendering.delete(key);
		settle(kept);
	}
}

function fromCache(hit: CachedPage, preferences: Preferences): SharedAnswer {
	const known = withOverlay(hit, preferences);
	const headers = new Headers(hit.headers);
	headers.set('X-Page-Cache', 'HIT');
	return { response: new Response(null, { status: 200, headers }), known };
}

async function renderAndKeep(
	cache: PageCache | null,
	db: Database,
	request: SharedRequest,
	key: string,
	render: () => Promise<Response>,
): Promise<SharedAnswer & { kept: CachedPage | null }> {
	const catalog = catalogCache(db);
	const generation = catalog.generation;
	const started = Date.now();
	const horizon = await clockHorizon(db, new Date(started));
	// Rendered and read inside the page clock: components render while the body is read.
	const { value: rendered, until } = await withPageClock(async () => {
		const response = await render();
		const type = response.headers.get('Content-Type') ?? '';
		const keep =
			request.method === 'GET' &&
			response.status === 200 &&
			type.startsWith('text/html') &&
			!/\bno-store\b/.test(response.headers.get('Cache-Control') ?? '') &&
			!response.headers.has('Set-Cookie');
		return { response, html: keep ? await response.text() : null };
	});
	const { response, html } = rendered;
	if (html === null) return { response, known: null, kept: null };
	const distances = distanceTemplate(html);
	const etag = etagOf(html);
	const cap = started + (catalog.watched ? WATCHED_MAX_MS : UNWATCHED_MAX_MS);
	// Invalidated while rendering: the page may predate the change, so it is answered, not kept.
	// A page that set a cookie is one visitor's.
	let kept: CachedPage | null = null;
	if (cache && catalog.generation === generation && !request.setsCookies()) {
		kept = {
			html,
			headers: storedHeaders(response.headers),
			etag,
			generation,
			validUntil: Math.min(horizon, until, cap),
			distances,
			bytes: html.length * 2,
		};
		cache.set(key, kept);
	}
	const known = withOverlay({ html, etag, distances }, request.preferences);
	const headers = new Headers(response.headers);
	headers.set('X-Page-Cache', 'MISS');
	return {
		response: new Response(known.html(), {
			status: response.status,
			statusText: response.statusText,
			headers,
		}),
		known,
		kept,
	};
}
