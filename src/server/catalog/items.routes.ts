import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { itemListPageSchema, itemPageSchema, itemSchema } from '~/contracts/catalog';
import type { ApiApp } from '../http/app-types';
import { apiError } from '../http/errors';
import { withJsonTexts } from '../http/json-text';
import { errorResponses, json, send, sendJsonText } from '../http/openapi';
import { pagingQuery, parseIdList, toPage } from '../http/paging';
import { findStoreIdByKey, findStoreModuleId } from '../stores/stores.repo';
import { findItemByKey, type ItemSort } from './items.repo';
import { listItems, listReviews, ratingOf } from './items.service';
import { itemFilterFrom, itemListQuery } from './list-query';
import { catalogScope } from './scope';
import { itemDetails } from './item-details.service';

const idParam = z.object({
	id: z.string().regex(/^[\w-]{1,120}$/, { error: 'The id is invalid.' }),
});
const numericIdParam = z.object({
	id: z.string().regex(/^\d{1,9}$/, { error: 'The id must be an integer.' }),
});

function listRoute<Q extends z.ZodObject>(
	path: string,
	summary: string,
	query: Q,
	page: z.ZodType = itemPageSchema,
) {
	return createRoute({
		method: 'get',
		path,
		tags: ['Items'],
		summary,
		request: { query },
		responses: { 200: json(page, 'A page of items'), ...errorResponses },
	});
}

/** Sort words of `filter` (contract §4.7) override an endpoint's own order. */
function sortFrom(words: string[], fallback: ItemSort): ItemSort {
	if (words.includes('high')) return 'price_desc';
	if (words.includes('low')) return 'price_asc';
	if (words.includes('popular')) return 'popular';
	if (words.includes('top_rated')) return 'top_rated';
	return fallback;
}

const simpleLists: [
	string,
	string,
	ItemSort,
	Partial<Record<'discounted' | 'reviewed' | 'basic', true>>,
	boolean,
][] = [
	['/items/new-arrival', 'Newest items', 'latest', {}, true],
	['/items/popular', 'Most ordered items', 'popular', {}, false],
	[
		'/items/most-reviewed',
		'Items with the most reviews',
		'most_reviewed',
		{ reviewed: true },
		true,
	],
	['/items/best-reviewed', 'Best rated items', 'top_rated', { reviewed: true }, true],
	[
		'/items/discounted',
		'Discounted items, biggest discount first',
		'discount',
		{ discounted: true },
		true,
	],
	['/items/basic', 'Basic medicine nearby (pharmacy)', 'popular', { basic: true }, true],
];

const latestQuery = itemListQuery.extend({
	store_id: z.string({ error: 'The store id field is required.' }).regex(/^[\w-]{1,120}$/, {
		error: 'The store id is invalid.',
	}),
	category_id: z.string().max(200).optional(),
	product_id: z
		.string()
		.regex(/^\d{1,9}$/)
		.optional(),
});

const recommendedQuery = itemListQuery.extend({
	store_id: z
		.string()
		.regex(/^[\w-]{1,120}$/)
		.optional(),
	filter: z.enum(['all', 'new_arrival', 'top_rated', 'best_selling']).optional(),
});

const itemsDetailsRoute = createRoute({
	method: 'get',
	path: '/items/details/{id}',
	tags: ['Items'],
	summary: 'One item by id or slug, with its store (no zone needed)',
	request: { params: idParam },
	responses: { 200: json(itemSchema, 'The item'), ...errorResponses },
});

const itemsReviewsRoute = createRoute({
	method: 'get',
	path: '/items/reviews/{id}',
	tags: ['Items'],
	summary: 'Reviews of an item, newest first',
	request: { params: numericIdParam, query: pagingQuery },
	responses: {
		200: json(z.looseObject({ reviews: z.array(z.unknown()) }), 'Reviews'),
		...errorResponses,
	},
});

const itemsRatingRoute = createRoute({
	method: 'get',
	path: '/items/rating/{id}',
	tags: ['Items'],
	summary: 'Average rating of an item',
	request: { params: numericIdParam },
	responses: { 200: json(z.number(), 'Average rating'), ...errorResponses },
});

export function registerItemRoutes(app: ApiApp): void {
	for (const [path, summary, sort, flags, withCategories] of simpleLists) {
		app.openapi(listRoute(path, summary, itemListQuery), async (c) => {
			const query = c.req.valid('query');
			const { sortWords, ...filter } = itemFilterFrom(query);
			const page = toPage(query, { limit: 10 });
			const body = await listItems(
				await catalogScope(c),
				{ ...filter, ...flags },
				sortFrom(sortWords, sort),
				page,
				{
					withCategories,
				},
			);
			return send(c, body, 200);
		});
	}

	app.openapi(
		listRoute('/items/latest', 'A store\u2019s items, newest first, by category', latestQuery),
		async (c) => {
			const query = c.req.valid('query');
			const scope = await catalogScope(c, {
				moduleOf: (db) => findStoreModuleId(db, query.store_id),
			});
			const storeId = await findStoreIdByKey(scope.db, query.store_id);
			if (storeId === null) throw apiError(404, 'store_id', 'Store not found');
			const { sortWords, ...filter } = itemFilterFrom(query);
			const categoryIds = parseIdList(query.category_id, 'category_id');
			const body = await listItems(
				{ ...scope, zoneIds: null },
				{
					...filter,
					storeId,
					...(categoryIds.length ? { categoryIds } : {}),
					...(query.product_id ? { excludeId: Number(query.product_id) } : {}),
				},
				sortFrom(sortWords, 'latest'),
				toPage(query, { limit: 10 }),
				{ withCategories: true },
			);
			return send(c, body, 200);
		},
	);

	app.openapi(
		listRoute(
			'/items/recommended',
			'Recommended items (key `items`)',
			recommendedQuery,
			itemListPageSchema,
		),
		async (c) => {
			const query = c.req.valid('query');
			const scope = await catalogScope(c);
			const storeId = query.store_id ? await findStoreIdByKey(scope.db, query.store_id) : undefined;
			const sort: ItemSort =
				query.filter === 'new_arrival'
					? 'latest'
					: query.filter === 'top_rated'
						? 'top_rated'
						: 'popular';
			const { products, ...envelope } = await listItems(
				scope,
				{ recommended: true, ...(storeId ? { storeId } : {}) },
				sort,
				toPage(query, { limit: 15 }),
			);
			return send(c, withJsonTexts({ ...envelope, items: products }), 200);
		},
	);

	app.openapi(
		listRoute(
			'/items/suggested',
			'Suggestions from the same store, most reviewed first (key `items`)',
			itemListQuery.extend({
				store_id: z
					.string()
					.regex(/^[\w-]{1,120}$/)
					.optional(),
			}),
			itemListPageSchema,
		),
		async (c) => {
			const query = c.req.valid('query');
			const scope = await catalogScope(c);
			const storeId = query.store_id ? await findStoreIdByKey(scope.db, query.store_id) : undefined;
			const { products, ...envelope } = await listItems(
				scope,
				storeId ? { storeId } : {},
				'most_reviewed',
				toPage(query, { limit: 10 }),
			);
			return send(c, withJsonTexts({ ...envelope, items: products }));
		},
	);

	app.openapi(itemsDetailsRoute, async (c) => {
		const scope = await catalogScope(c, { zone: 'optional', module: 'optional' });
		const details = await itemDetails(scope, c.req.valid('param').id);
		// Contract §0.6: this one not-found carries `errors` as an object.
		if (!details) return send(c, { errors: { code: 'product-001', message: 'Not found' } }, 404);
		// Its text made here: the answer cache takes its ETag from it without copying the response.
		return sendJsonText(c, JSON.stringify(details));
	});

	for (const [path, summary, sameStore] of [
		['/items/related-items/{id}', 'Up to 10 items of the same categories', false],
		['/items/related-store-items/{id}', 'Up to 10 other items of the same store', true],
	] as const) {
		app.openapi(
			createRoute({
				method: 'get',
				path,
				tags: ['Items'],
				summary,
				request: { params: numericIdParam },
				responses: { 200: json(z.array(itemSchema), 'Items'), ...errorResponses },
			}),
			async (c) => {
				const scope = await catalogScope(c, { zone: 'optional', module: 'optional' });
				const item = await findItemByKey(scope.db, c.req.valid('param').id, scope.today);
				if (!item) return send(c, [], 200);
				const body = await listItems(
					{
						...scope,
						moduleId: item.moduleId,
						zoneIds: null,
					},
					sameStore
						? { storeId: item.storeId, excludeId: item.id }
						: { categoryIds: [item.categoryId], excludeId: item.id },
					'popular',
					toPage({ limit: '10' }),
				);
				return send(c, body.products, 200);
			},
		);
	}

	app.openapi(itemsReviewsRoute, async (c) => {
		const page = toPage(c.req.valid('query'), { limit: 10 });
		const body = await listReviews(
			c.get('db'),
			Number(c.req.valid('param').id),
			page,
			c.get('ctx').baseUrl,
		);
		return send(c, body, 200);
	});

	app.openapi(itemsRatingRoute, async (c) =>
		send(c, await ratingOf(c.get('db'), Number(c.req.valid('param').id))),
	);
}
