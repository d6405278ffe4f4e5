/**
 * The page cache (ADR 033): the rendered HTML of `/product/{slug}`, `/store/{slug}` and the module
 * home (`/home`) is kept per process, keyed by what it depends on — the URL (language prefix and
 * query included), the origin, the language, theme, module and zone cookies and whether a
 * position is known — never by the position itself, the token or anything of one shopper.
 * Per-shopper bits are not in the entry: distances are filled per request (distance-overlay.ts),
 * the header's signed-in parts, wishlist hearts and cart counts by the islands.
 *
 * An entry is dropped when the catalogue changes (the catalogue cache's generation, bumped in
 * every process by `catalog_changed` notices, ADR 027), when the clock reaches the next instant
 * at which any shown opening hour, availability window or sale changes what a page says
 * (clock-horizon.ts), and when the byte budget pushes it out (least recently used first).
 */
import type { Preferences } from '~/lib/preferences';
import type { DistanceTemplate } from './distance-overlay';

/** A rendered page, ready to be answered again. */
export interface CachedPage {
	html: string;
	/** The answer's headers, less what belongs to one request (request id, cookies, timing). */
	headers: Array<[string, string]>;
	etag: string;
	/** The catalogue cache generation it was rendered under. */
	generation: number;
	/** Epoch ms: the next clock boundary (or the safety cap) after its render. */
	validUntil: number;
	/** The HTML cut at its distance markers, which the overlay fills per request (or null). */
	distances: DistanceTemplate | null;
	bytes: number;
}

/** Headers that belong to one request or one visitor, never stored. */
const PER_REQUEST_HEADERS = new Set([
	'x-request-id',
	'set-cookie',
	'server-timing',
	'etag',
	'content-length',
]);

/** The routes whose HTML is shared (the bare path, without the `/id` prefix); the home's later
 * sections (`/fragments/home-more`, ADR 038) and a common condition's panel
 * (`/fragments/home-condition`, ADR 044) are shared like the home. */
const SHARED_ROUTE =
	/^\/(?:product\/[^/]+|store\/(?!latest$|popular$)[^/]+|home|fragments\/home-(?:more|condition))$/;

/**
 * Whether a page request may be answered from (and stored in) the page cache: a GET or HEAD of a
 * shared route. `/home?module_id=` is not (it sets the module cookies), nor the search results
 * (`data_type=searched`: ranked by the visitor's position).
 */
export function isSharedPage(method: string, barePath: string, search: URLSearchParams): boolean {
	if (method !== 'GET' && method !== 'HEAD') return false;
	if (!SHARED_ROUTE.test(barePath)) return false;
	if (barePath !== '/home') return true;
	return !search.has('module_id') && search.get('data_type') !== 'searched';
}

/** The key of a page: what its HTML depends on, and nothing that names one shopper. */
export function pageKey(url: URL, locale: string, preferences: Preferences): string {
	const query = [...url.searchParams].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
	return [
		url.origin,
		url.pathname,
		new URLSearchParams(query).toString(),
		locale,
		preferences.theme ?? '',
		preferences.moduleId ?? '',
		preferences.moduleType ?? '',
		preferences.zoneIds?.join(',') ?? '',
		preferences.latLng ? 'located' : '',
	].join('|');
}

/** The headers worth storing with a page. */
export function storedHeaders(headers: Headers): Array<[string, string]> {
	return [...headers].filter(([name]) => !PER_REQUEST_HEADERS.has(name.toLowerCase()));
}

/** A least-recently-used map of pages bounded by the bytes of their HTML. */
export class PageCache {
	private readonly entries = new Map<string, CachedPage>();
	/** Renders under way: concurrent requests for the same page wait for one (issue 20). */
	readonly rendering = new Map<string, Promise<CachedPage | null>>();
	private usedBytes = 0;
	hits = 0;
	misses = 0;

	constructor(readonly maxBytes: number) {}

	get size(): number {
		return this.entries.size;
	}

	get bytes(): number {
		return this.usedBytes;
	}

	/** The page under `key` if it is still good for this generation and instant. */
	get(key: string, generation: number, now: number): CachedPage | undefined {
		const hit = this.entries.get(key);
		if (!hit) {
			this.misses += 1;
			return undefined;
		}
		if (hit.generation !== generation || hit.validUntil <= now) {
			this.delete(key);
			this.misses += 1;
			return undefined;
		}
		this.entries.delete(key);
		this.entries.set(key, hit);
		this.hits += 1;
		return hit;
	}

	set(key: string, page: CachedPage): void {
		if (page.bytes > this.maxBytes / 4) return; // one page never takes a quarter of the budget
		this.delete(key);
		this.entries.set(key, page);
		this.usedBytes += page.bytes;
		for (const [oldKey, old] of this.entries) {
			if (this.usedBytes <= this.maxBytes) break;
			this.entries.delete(oldKey);
			this.usedBytes -= old.bytes;
		}
	}

	private delete(key: string): void {
		const old = this.entries.get(key);
		if (!old) return;
		this.entries.delete(key);
		this.usedBytes -= old.bytes;
	}

	clear(): void {
		this.entries.clear();
		this.usedBytes = 0;
	}
}
