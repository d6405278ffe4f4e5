import { apiQuery, type SearchState } from '~/features/search/search-params';
import { listBrands } from '../catalog/brands.service';
import { listCategories } from '../catalog/categories.service';
import type { CatalogScope } from '../catalog/scope';
import { combinedData } from './search.service';
import { searchWords } from './search-words';

export interface Facet {
	id: number;
	name: string;
}

/**
 * The results page's server data (spec §2 search page): the asked page of the asked tab, from
 * the same service and query as the island's get-combined-data calls, and the side panel's
 * categories (and brands on the ecommerce items tab).
 */
export async function loadSearchPage(scope: CatalogScope, state: SearchState) {
	const query = apiQuery(state, state.page) as unknown as Parameters<typeof combinedData>[1];
	const [page, categories, brands] = await Promise.all([
		combinedData(scope, query),
		listCategories({ ...scope, moduleId: scope.moduleId }),
		scope.moduleType === 'ecommerce' && state.tab === 'items'
			? listBrands(scope.db, { moduleId: scope.moduleId, baseUrl: scope.baseUrl })
			: Promise.resolve([]),
	]);
	return {
		page: JSON.parse(JSON.stringify(page)) as typeof page,
		categories: categories.map((c): Facet => ({ id: c.id, name: c.name })),
		brands: brands.map((b): Facet => ({ id: b.id, name: b.name })),
		/** Terms with no letter or digit: nothing to look for, and nothing to index. */
		junk: searchWords(state.term).length === 0,
	};
}
