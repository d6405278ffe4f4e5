// spec §2 /category/{id}: the category's items and stores on two tabs, kept in the URL.

export const CATEGORY_TABS = ['items', 'stores'] as const;
export type CategoryTab = (typeof CATEGORY_TABS)[number];

/** `?tab=stores` shows the stores; anything else the items. */
export function categoryTabFrom(url: URL): CategoryTab {
	return url.searchParams.get('tab') === 'stores' ? 'stores' : 'items';
}

/**
 * Categories of several modules grouped by module, in the modules' order (the /categories page
 * without a chosen module); modules without categories are left out.
 */
export function groupByModule<C extends { module_id: number }, M extends { id: number }>(
	categories: readonly C[],
	modules: readonly M[],
): { module: M; categories: C[] }[] {
	return modules
		.map((module) => ({ module, categories: categories.filter((c) => c.module_id === module.id) }))
		.filter((group) => group.categories.length > 0);
}
