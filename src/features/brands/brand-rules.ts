// spec §2 "Brands page": sort 'Sort by : Default', 'A to Z', 'Z to A'; /all-brands redirects to
// /home when the list is empty; a brand card opens /home with brand_id and data_type=brand.

export const BRAND_SORTS = ['default', 'a_to_z', 'z_to_a'] as const;
export type BrandSort = (typeof BRAND_SORTS)[number];

export function brandSortFrom(url: URL): BrandSort {
	const raw = url.searchParams.get('sort');
	return (BRAND_SORTS as readonly string[]).includes(raw ?? '') ? (raw as BrandSort) : 'default';
}

/** Brands in the chosen order: as listed (default), or by name either way, case-insensitively. */
export function sortBrands<T extends { name: string }>(
	brands: readonly T[],
	sort: BrandSort,
	locale: string,
): T[] {
	if (sort === 'default') return [...brands];
	const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
	const sorted = [...brands].sort((a, b) => collator.compare(a.name, b.name));
	return sort === 'z_to_a' ? sorted.reverse() : sorted;
}

/** Where a brand card leads: the home page's brand list (spec §2 route table). */
export function brandHomePath(
	brand: { id: number; module_id: number | null },
	moduleId: number | null,
): string {
	const params = new URLSearchParams({ brand_id: String(brand.id), data_type: 'brand' });
	const module = brand.module_id ?? moduleId;
	if (module !== null) params.set('module_id', String(module));
	return `/home?${params}`;
}
