// spec §4: category tabs filter items by category_ids, index 0 meaning all; store tabs: Popular
// as returned, Top Rated by avg_rating descending, New by created_at descending.

/** Which items a category tab shows: those in the category (all for 0), the first `limit`. */
export function shownByCategory(
	itemCategories: readonly (readonly number[])[],
	categoryId: number,
	limit: number,
): boolean[] {
	let shown = 0;
	return itemCategories.map((ids) => {
		const match = categoryId === 0 || ids.includes(categoryId);
		if (!match || shown >= limit) return false;
		shown += 1;
		return true;
	});
}

export type StoreTab = 'popular' | 'top_rated' | 'new';

export interface SortableStore {
	/** Position in the list as returned (popular order). */
	index: number;
	rating: number;
	/** created_at as an ISO string. */
	created: string;
}

/** The positions of the stores in a tab's order. Ties keep the returned order. */
export function storeOrder(stores: readonly SortableStore[], tab: StoreTab): number[] {
	const sorted = [...stores].sort((a, b) => {
		if (tab === 'top_rated' && b.rating !== a.rating) return b.rating - a.rating;
		if (tab === 'new' && b.created !== a.created) return b.created < a.created ? -1 : 1;
		return a.index - b.index;
	});
	return sorted.map((s) => s.index);
}

/** The tab a key press moves to (WAI-ARIA tabs: arrows wrap, Home and End jump). */
export function nextTabIndex(
	key: string,
	current: number,
	count: number,
	rtl = false,
): number | null {
	const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
	const back = rtl ? 'ArrowRight' : 'ArrowLeft';
	if (key === forward) return (current + 1) % count;
	if (key === back) return (current - 1 + count) % count;
	if (key === 'Home') return 0;
	if (key === 'End') return count - 1;
	return null;
}
