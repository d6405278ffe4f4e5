const counters = new WeakMap<object, number>();

/**
 * A unique id for a card's title on this page (the same item may appear in several lists),
 * counted per request (`Astro.locals`), so the same page renders the same bytes every time and
 * its ETag holds (issue 20).
 */
export function cardTitleId(kind: 'item' | 'store', id: number, page: object): string {
	const next = (counters.get(page) ?? 0) + 1;
	counters.set(page, next);
	return `${kind}-${id}-${next.toString(36)}`;
}
