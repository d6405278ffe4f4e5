import { and, eq, inArray, sql } from 'drizzle-orm';
import type { LocalTime } from '~/lib/local-time';
import type { CatalogScope } from '../catalog/scope';
import { memoized, UNTIL_CHANGED } from '../db/memo';
import { categories, items, storeDiscounts } from '../db/schema';
import { haversineMeters } from '../providers/geo';
import { findTranslations } from '../translations/translations.repo';
import { toStore } from './store-format';
import { findSchedules, findStoreIdByKey, findStorePage, type ScheduleRow } from './stores.repo';

/**
 * What a store's details hold apart from the clock and the caller's position: its row, hours,
 * discounts, categories and price range. Read once per store and language until the catalogue
 * changes (ADR 027's triggers on stores, schedules, discounts, items, categories, translations):
 * an uncached details read is then the item's own reads plus arithmetic (issue 20).
 */
function storeCore(scope: CatalogScope, id: number) {
	return memoized(scope.db, `store-core:${id}:${scope.locale}`, UNTIL_CHANGED, async () => {
		const [page, schedules, discounts, categoryDetails, priceRange] = await Promise.all([
			findStorePage(
				scope.db,
				{ ids: [id], zoneIds: null, today: scope.today, now: scope.now, lat: null, lng: null },
				'default',
				{ limit: 1, skip: 0 },
			),
			findSchedules(scope.db, [id]),
			scope.db.select().from(storeDiscounts).where(eq(storeDiscounts.storeId, id)),
			storeCategories(scope, id),
			storePriceRange(scope, id),
		]);
		const row = page.rows[0];
		return row ? { row, schedules, discounts, categoryDetails, priceRange } : null;
	});
}

/** Open now, as `openNowSql` says it: a window of today's weekday brackets the local time. */
function openNow(schedules: ScheduleRow[], now: LocalTime): number {
	return schedules.some(
		(s) => s.day === now.weekday && s.openingTime <= now.time && s.closingTime > now.time,
	)
		? 1
		: 0;
}

/**
 * GET stores/details/{id} (contract §4.4): the store by id or slug in any zone, with its
 * categories and price range; null when unknown (the route answers `{}`). Open now, today's
 * discount and the distance are computed per request from the cached hours and position.
 */
export async function storeDetails(scope: CatalogScope, key: string) {
	const id = await findStoreIdByKey(scope.db, key);
	return id === null ? null : storeDetailsById(scope, id);
}

/** The details of an active store whose id is known (item details: its item's store). */
export async function storeDetailsById(scope: CatalogScope, id: number) {
	const core = await storeCore(scope, id);
	if (!core) return null;
	const distance =
		scope.lat !== null && scope.lng !== null
			? haversineMeters(
					{ lat: scope.lat, lng: scope.lng },
					{ lat: core.row.latitude, lng: core.row.longitude },
				)
			: 0;
	const row = { ...core.row, open: openNow(core.schedules, scope.now), distance };
	const discounts = core.discounts.filter(
		(d) => d.startDate <= scope.today && d.endDate >= scope.today,
	);
	const store = toStore(row, {
		schedules: core.schedules,
		discounts,
		now: scope.now,
		baseUrl: scope.baseUrl,
	});
	const { categoryDetails, priceRange } = core;
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

/** The store's categories (of its active items), in the caller's language, by id. */
async function storeCategories(scope: CatalogScope, id: number) {
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
	const text = await findTranslations(
		scope.db,
		'Category',
		categoryRows.map((c) => c.id),
		scope.locale,
	);
	return categoryRows
		.sort((a, b) => a.id - b.id)
		.map((c) => ({
			id: c.id,
			name: text.get(c.id)?.name ?? c.name,
			slug: c.slug,
			image: c.image,
			parent_id: c.parentId,
		}));
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
