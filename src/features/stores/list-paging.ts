// spec §9 page sizes ("lists 12") and §4 "Infinite lists stop when a page returns no stores or
// products": server-rendered pages with `?page=N` links, enhanced to infinite scroll.

/** The most pages a list link may ask for; beyond it the list is empty anyway. */
const MAX_PAGE = 10_000;

/** The 1-based page a list URL asks for (`?page=`); anything else is page 1. */
export function pageFrom(url: URL): number {
	const raw = url.searchParams.get('page') ?? '';
	if (!/^\d{1,6}$/.test(raw)) return 1;
	return Math.min(MAX_PAGE, Math.max(1, Number(raw)));
}

/** Whether the request wants only the next page's cards (infinite scroll), not the whole page. */
export function isFragment(url: URL): boolean {
	return url.searchParams.get('fragment') === '1';
}

export function pageCount(total: number, size: number): number {
	return Math.max(1, Math.ceil(Math.max(0, total) / size));
}

/**
 * The link to another page of the same list: the path (with its language prefix) and query of
 * `url`, `page` set (left out for page 1), `fragment` dropped.
 */
export function pageHref(url: URL, page: number): string {
	const params = new URLSearchParams(url.searchParams);
	params.delete('fragment');
	params.delete('page');
	if (page > 1) params.set('page', String(page));
	const query = params.toString();
	return query ? `${url.pathname}?${query}` : url.pathname;
}

/**
 * The link a tab or filter points to: the same list with `changes` applied (null removes a
 * parameter), back on page 1 (spec §4: changing filter or tab resets to the first page).
 */
export function listHref(url: URL, changes: Record<string, string | null>): string {
	const next = new URL(url);
	for (const [key, value] of Object.entries(changes)) {
		if (value === null) next.searchParams.delete(key);
		else next.searchParams.set(key, value);
	}
	return pageHref(next, 1);
}

/** The `{ limit, offset }` a service's paging takes, for a page of `size`. */
export function servicePage(page: number, size: number) {
	return { limit: size, page, skip: (page - 1) * size, echo: { limit: size, offset: page } };
}

/** The module a list page is for: `module_id` in the URL (spec §2 routes), else the visitor's. */
export function moduleIdFrom(url: URL, preferred: number | null): number | null {
	const raw = url.searchParams.get('module_id') ?? '';
	return /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : preferred;
}
