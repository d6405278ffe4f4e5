import { asc, inArray } from 'drizzle-orm';
import type { Locale } from '~/config/locales';
import type { ItemRow, ItemSort } from '../catalog/items.repo';
import {
	type ItemFilter,
	type ItemListOptions,
	formatItems,
	listItems,
} from '../catalog/items.service';
import type { CatalogScope } from '../catalog/scope';
import type { Database } from '../db/database';
import { categories } from '../db/schema';
import type { Page } from '../http/paging';
import type { StoreSort } from '../stores/stores.repo';
import { formatStores, listStores, type StoreFilter } from '../stores/stores.service';
import { findTranslations } from '../translations/translations.repo';
import { findSearchItemPage } from './search-items.repo';
import { findSearchStorePage } from './search-stores.repo';

/**
 * Item and store lists of search (ADR 042): ranked by relevance through the statements prepared
 * per shape (search-items.repo.ts, search-stores.repo.ts), other sorts and filters those do not
 * take through the catalogue's lists; the answer is the same envelope either way.
 */

/** Top categories of a page of items (contract §4.3), as items.service adds them. */
async function topCategoriesOf(db: Database, rows: ItemRow[], locale: Locale) {
	const ids = [
		...new Set(rows.flatMap((r) => r.categoryIds.filter((c) => c.position === 1).map((c) => c.id))),
	];
	if (ids.length === 0) return [];
	const [found, text] = await Promise.all([
		db
			.select({
				id: categories.id,
				name: categories.name,
				image: categories.image,
				slug: categories.slug,
			})
			.from(categories)
			.where(inArray(categories.id, ids))
			.orderBy(asc(categories.id)),
		findTranslations(db, 'Category', ids, locale),
	]);
	return found.map((c) => ({ ...c, name: text.get(c.id)?.name ?? c.name }));
}

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
	const [formatted, topCategories] = await Promise.all([
		formatItems(scope.db, found.rows, scope),
		options.withCategories ? topCategoriesOf(scope.db, found.rows, scope.locale) : undefined,
	]);
	return {
		total_size: found.total,
		limit: page.echo.limit,
		offset: page.echo.offset,
		products: formatted,
		...(topCategories ? { categories: topCategories } : {}),
	};
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
