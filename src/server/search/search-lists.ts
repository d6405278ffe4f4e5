import type { ItemSort } from '../catalog/items.repo';
import {
	type ItemFilter,
	type ItemListOptions,
	itemListAnswer,
	listItems,
} from '../catalog/items.service';
import type { CatalogScope } from '../catalog/scope';
import type { Page } from '../http/paging';
import type { StoreSort } from '../stores/stores.repo';
import { formatStores, listStores, type StoreFilter } from '../stores/stores.service';
import { findSearchItemPage } from './search-items.repo';
import { findSearchStorePage } from './search-stores.repo';

/**
 * Item and store lists of search (ADR 042): ranked by relevance through the statements prepared
 * per shape (search-items.repo.ts, search-stores.repo.ts), other sorts and filters those do not
 * take through the catalogue's lists; the answer is the same envelope either way.
 */

export async function searchItemList(
	scope: CatalogScope,
	filter: ItemFilter,
	sort: ItemSort,
	page: Page,
	options: ItemListOptions = {},
) {
	const found =
		sort === 'relevance' && filter.search?.length
			? await findSearchItemPage(
					scope.db,
					{
						...filter,
						moduleId: scope.moduleId,
						zoneIds: scope.zoneIds,
						today: scope.today,
						now: scope.now,
					},
					page,
				)
			: null;
	if (!found) return listItems(scope, filter, sort, page, options);
	return itemListAnswer(scope, found, page, options);
}

export async function searchStoreList(
	scope: CatalogScope & { moduleKnown?: boolean },
	filter: StoreFilter,
	sort: StoreSort,
	page: Page,
) {
	const found =
		sort === 'relevance' && filter.search?.length && scope.moduleKnown !== false
			? await findSearchStorePage(
					scope.db,
					{
						...filter,
						moduleId: scope.moduleId,
						zoneIds: scope.zoneIds,
						today: scope.today,
						now: scope.now,
						lat: scope.lat,
						lng: scope.lng,
					},
					page,
				)
			: null;
	if (!found) return listStores(scope, filter, sort, page);
	return {
		total_size: found.total,
		limit: page.echo.limit,
		offset: page.echo.offset,
		stores: await formatStores(scope.db, found.rows, scope),
	};
}
