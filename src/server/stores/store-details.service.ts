import { and, eq, inArray, sql } from 'drizzle-orm';
import type { CatalogScope } from '../catalog/scope';
import { categories, items } from '../db/schema';
import { findTranslations } from '../translations/translations.repo';
import { findStoreIdByKey, findStorePage } from './stores.repo';
import { formatStores } from './stores.service';

/**
 * GET stores/details/{id} (contract §4.4): the store by id or slug in any zone, with its
 * categories and price range; null when unknown (the route answers `{}`).
 */
export async function storeDetails(scope: CatalogScope, key: string) {
	const id = await findStoreIdByKey(scope.db, key);
	if (id === null) return null;
	const { rows } = await findStorePage(
		scope.db,
		{
			ids: [id],
			zoneIds: null,
			today: scope.today,
			now: scope.now,
			lat: scope.lat,
			lng: scope.lng,
		},
		'default',
		{ limit: 1, skip: 0 },
	);
	const [store] = await formatStores(scope.db, rows, scope);
	if (!store) return null;
	const categoryRows = await scope.db
		.selectDistinct({
			id: categories.id,
			name: categories.name,
			slug: categories.slug,
			image: categories.image,
			parentId: categories.parentId,
		})
		.from(categories)
		.where(
			and(
				eq(categories.status, 1),
				inArray(
					categories.id,
					scope.db
						.select({ id: sql<number>`(jsonb_array_elements(${items.categoryIds})->>'id')::int` })
						.from(items)
						.where(and(eq(items.storeId, id), eq(items.status, 1))),
				),
			),
		);
	const [text, priceRange] = await Promise.all([
		findTranslations(
			scope.db,
			'Category',
			categoryRows.map((c) => c.id),
			scope.locale,
		),
		storePriceRange(scope, id),
	]);
	const categoryDetails = categoryRows
		.sort((a, b) => a.id - b.id)
		.map((c) => ({
			id: c.id,
			name: text.get(c.id)?.name ?? c.name,
			slug: c.slug,
			image: c.image,
			parent_id: c.parentId,
		}));
	return {
		...store,
		category_ids: categoryDetails.map((c) => c.id),
		category_details: categoryDetails,
		price_range: [priceRange],
		campaigns: [],
		active_coupons: [],
		reviews_comments_count: store.rating_count,
		minimum_stock_for_warning: 0,
	};
}

/** Cheapest and dearest item of a store, for its details header. */
async function storePriceRange(scope: CatalogScope, storeId: number) {
	const [range] = await scope.db
		.select({
			min_price: sql<number>`coalesce(min(${items.price}), 0)::float`,
			max_price: sql<number>`coalesce(max(${items.price}), 0)::float`,
		})
		.from(items)
		.where(and(eq(items.storeId, storeId), eq(items.status, 1)));
	return range ?? { min_price: 0, max_price: 0 };
}
