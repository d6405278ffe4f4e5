import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { itemSchema, storePageSchema, storeSchema } from '~/contracts/catalog';
import { listItems } from '../catalog/items.service';
import { catalogScope } from '../catalog/scope';
import type { ApiApp } from '../http/app-types';
import { errorResponses, json, send, sendJsonText } from '../http/openapi';
import { pagingQuery, parseWordList, toPage } from '../http/paging';
import { storeDetails } from './store-details.service';
import { findStoreIdByKey, findStoreModuleId, type StoreSort } from './stores.repo';
import { listStoresJson, type StoreFilter } from './stores.service';

const storeListQuery = pagingQuery.extend({
	store_type: z
		.enum(['all', 'newly_joined', 'popular', 'top_rated'], {
			error: 'The selected store type is invalid.',
		})
		.optional(),
	type: z.enum(['all', 'veg', 'non_veg'], { error: 'The selected type is invalid.' }).optional(),
	featured: z.enum(['0', '1']).optional(),
	filter: z.string().max(200).optional(),
	rating_count: z
		.string()
		.regex(/^\d(\.\d+)?$/, { error: 'The rating count must be a number.' })
		.optional(),
});
type StoreListQuery = z.infer<typeof storeListQuery>;

/** Filter words of contract §4.7 for stores; the last sort word wins over the list's own order. */
function storeFilterFrom(
	q: StoreListQuery,
	sort: StoreSort,
): { filter: StoreFilter; sort: StoreSort } {
	const words = parseWordList(q.filter);
	const filter: StoreFilter = {};
	if (q.type === 'veg' || q.type === 'non_veg') filter.veg = q.type;
	if (q.featured === '1') filter.featured = true;
	if (q.rating_count && Number(q.rating_count) > 0) filter.minRating = Number(q.rating_count);
	if (words.includes('free_delivery')) filter.freeDelivery = true;
	if (words.includes('discounted')) filter.discounted = true;
	if (words.includes('currently_open') || words.includes('open')) filter.openNow = true;
	if (words.includes('top_rated')) filter.hasRating = true;
	const bySort: [string, StoreSort][] = [
		['nearby', 'nearby'],
		['fast_delivery', 'fast'],
		['popular', 'popular'],
		['top_rated', 'top_rated'],
	];
	const chosen = bySort.find(([word]) => words.includes(word))?.[1] ?? sort;
	return { filter, sort: chosen };
}

const typeToSort: Record<string, StoreSort> = {
	all: 'default',
	newly_joined: 'newly_joined',
	popular: 'popular',
	top_rated: 'top_rated',
};

/**
 * Whether the API answer cache keeps a store list (ADR 043): one made from the store cards for a
 * shopper's position costs less to make again than to hold among 20,000 positions' answers.
 */
function keepAnswer(
	scope: { lat: number | null; lng: number | null },
	body: { fromCards: boolean },
) {
	return !body.fromCards || scope.lat === null || scope.lng === null;
}

function listRoute(path: string, summary: string) {
	return createRoute({
		method: 'get',
		path,
		tags: ['Stores'],
		summary,
		request: { query: storeListQuery },
		responses: { 200: json(storePageSchema, 'A page of stores'), ...errorResponses },
	});
}

const storesGetStoresRoute = createRoute({
	method: 'get',
	path: '/stores/get-stores/{filter_data}',
	tags: ['Stores'],
	summary:
		'Stores of the zones: all, delivery or take-away; by store_type; open first, then nearest',
	request: {
		params: z.object({
			filter_data: z.enum(['all', 'delivery', 'take_away'], {
				error: 'The selected filter is invalid.',
			}),
		}),
		query: storeListQuery,
	},
	responses: { 200: json(storePageSchema, 'A page of stores'), ...errorResponses },
});

const storesDetailsRoute = createRoute({
	method: 'get',
	path: '/stores/details/{id}',
	tags: ['Stores'],
	summary: 'One store by id or slug, in any zone; `{}` when unknown (contract §4.4)',
	request: { params: z.object({ id: z.string().max(120) }) },
	responses: { 200: json(z.union([storeSchema, z.object({})]), 'The store, or {}') },
});

const storesPopularItemsRoute = createRoute({
	method: 'get',
	path: '/stores/popular-items/{id}',
	tags: ['Stores'],
	summary: 'Up to 10 of a store\u2019s most ordered items',
	request: { params: z.object({ id: z.string().max(120) }) },
	responses: { 200: json(z.array(itemSchema), 'Items'), ...errorResponses },
});

export function registerStoreRoutes(app: ApiApp): void {
	app.openapi(storesGetStoresRoute, async (c) => {
		const query = c.req.valid('query');
		const scope = await catalogScope(c, { module: 'optional' });
		const { filter, sort } = storeFilterFrom(
			query,
			typeToSort[query.store_type ?? 'all'] ?? 'default',
		);
		const body = await listStoresJson(
			scope,
			{ ...filter, delivery: c.req.valid('param').filter_data },
			sort,
			toPage(query, { limit: 50 }),
		);
		return sendJsonText(c, body.text, { keep: keepAnswer(scope, body) });
	});

	for (const [path, summary, sort, extra] of [
		['/stores/latest', 'Newest stores', 'newly_joined', {}],
		['/stores/popular', 'Popular stores: open first, nearest, most orders', 'popular', {}],
		['/stores/top-rated', 'Stores with ratings, best first', 'top_rated', { hasRating: true }],
		['/stores/discounted', 'Stores running a discount', 'default', { discounted: true }],
		['/stores/recommended', 'Stores the marketplace recommends', 'popular', { featured: true }],
	] as const) {
		app.openapi(listRoute(path, summary), async (c) => {
			const query = c.req.valid('query');
			const scope = await catalogScope(c);
			const chosen = storeFilterFrom(query, sort);
			const body = await listStoresJson(
				scope,
				{ ...chosen.filter, ...extra },
				chosen.sort,
				toPage(query, { limit: 50 }),
			);
			return sendJsonText(c, body.text, { keep: keepAnswer(scope, body) });
		});
	}

	app.openapi(storesDetailsRoute, async (c) => {
		const scope = await catalogScope(c, { zone: 'optional', module: 'optional' });
		return send(c, (await storeDetails(scope, c.req.valid('param').id)) ?? {}, 200);
	});

	app.openapi(storesPopularItemsRoute, async (c) => {
		const key = c.req.valid('param').id;
		const scope = await catalogScope(c, {
			zone: 'optional',
			moduleOf: (db) => findStoreModuleId(db, key),
		});
		const storeId = await findStoreIdByKey(scope.db, key);
		if (storeId === null) return send(c, [], 200);
		const body = await listItems(
			{ ...scope, zoneIds: null },
			{ storeId },
			'popular',
			toPage({ limit: '10' }),
		);
		return send(c, body.products, 200);
	});
}
