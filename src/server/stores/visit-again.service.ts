import { and, desc, eq, isNotNull, max } from 'drizzle-orm';
import { findItemPage } from '../catalog/items.repo';
import { formatItems } from '../catalog/items.service';
import type { CatalogScope } from '../catalog/scope';
import { orders } from '../db/schema';
import { findStorePage } from './stores.repo';
import { formatStores } from './stores.service';

/** contract §4.4: at most 20 stores, each with its 5 best-rated items. */
export const VISIT_AGAIN_STORES = 20;
export const VISIT_AGAIN_ITEMS = 5;

/**
 * GET customer/visit-again: the stores the customer ordered from, most recent first, in the
 * request's zones (and module, when one is given), open ones first, each with a few of its
 * best-rated items.
 */
export async function visitAgain(scope: CatalogScope, userId: number, withModule: boolean) {
	const ordered = await scope.db
		.select({ storeId: orders.storeId, last: max(orders.id) })
		.from(orders)
		.where(and(eq(orders.userId, userId), isNotNull(orders.storeId)))
		.groupBy(orders.storeId)
		.orderBy(desc(max(orders.id)))
		.limit(100);
	if (ordered.length === 0) return [];
	const recency = new Map(ordered.map((o, i) => [o.storeId, i]));
	const { rows } = await findStorePage(
		scope.db,
		{
			ids: ordered.flatMap((o) => (o.storeId === null ? [] : [o.storeId])),
			moduleId: withModule ? scope.moduleId : undefined,
			zoneIds: scope.zoneIds,
			today: scope.today,
			now: scope.now,
			lat: scope.lat,
			lng: scope.lng,
		},
		'default',
		{ limit: ordered.length, skip: 0 },
	);
	const chosen = rows
		.sort((a, b) => b.open - a.open || (recency.get(a.id) ?? 0) - (recency.get(b.id) ?? 0))
		.slice(0, VISIT_AGAIN_STORES);
	const stores = await formatStores(scope.db, chosen, scope);
	return Promise.all(
		stores.map(async (store, i) => {
			const row = chosen[i];
			const itemScope = {
				...scope,
				moduleId: row?.moduleId ?? scope.moduleId,
				moduleType: (row?.moduleType ?? scope.moduleType) as CatalogScope['moduleType'],
			};
			const page = await findItemPage(
				scope.db,
				{ moduleId: itemScope.moduleId, zoneIds: null, today: scope.today, storeId: store.id },
				'top_rated',
				{ limit: VISIT_AGAIN_ITEMS, skip: 0 },
			);
			return { ...store, items: await formatItems(scope.db, page.rows, itemScope) };
		}),
	);
}
