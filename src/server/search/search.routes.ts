import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { itemPageSchema, storePageSchema } from '~/contracts/catalog';
import {
	itemOrStoreSchema,
	searchNameSchema,
	searchSortSchema,
	searchSuggestionSchema,
	suggestedItemsSchema,
} from '~/contracts/search';
import { itemListQuery } from '../catalog/list-query';
import { catalogScope } from '../catalog/scope';
import { requireCustomer } from '../http/owner';
import type { ApiApp } from '../http/app-types';
import { apiError } from '../http/errors';
import { errorResponses, json, send, unauthenticated } from '../http/openapi';
import { findStoreIdByKey } from '../stores/stores.repo';
import {
	combinedData,
	itemOrStore,
	searchItems,
	searchStores,
	suggestions,
} from './search.service';
import { suggestedItems } from './suggested-items.service';

// Search routes (ADR 017): each a createRoute constant and a short handler; the service ranks.

const categoryId = z
	.string()
	.regex(/^\d{1,9}$/, { error: 'The category id must be an integer.' })
	.optional();

export const itemSearchRoute = createRoute({
	method: 'get',
	path: '/items/search',
	tags: ['Search'],
	summary: 'Items ranked by relevance: all words, exact before fuzzy, available, popular',
	request: {
		query: itemListQuery.extend({
			name: searchNameSchema,
			category_id: categoryId,
			store_id: z.string().max(120).optional(),
		}),
	},
	responses: { 200: json(itemPageSchema, 'A page of matching items'), ...errorResponses },
});

export const suggestionRoute = createRoute({
	method: 'get',
	path: '/items/search-suggestion',
	tags: ['Search'],
	summary: 'Up to 10 items and 5 stores for what the shopper is typing',
	request: { query: z.object({ name: searchNameSchema }) },
	responses: { 200: json(searchSuggestionSchema, 'Suggestions'), ...errorResponses },
});

export const itemOrStoreRoute = createRoute({
	method: 'get',
	path: '/items/item-or-store-search',
	tags: ['Search'],
	summary: 'Items and stores by name, up to `limit` (default and most 50) of each',
	request: {
		query: z.object({
			name: searchNameSchema,
			limit: z
				.string()
				.regex(/^\d{1,2}$/, { error: 'The limit must be an integer.' })
				.optional(),
		}),
	},
	responses: { 200: json(itemOrStoreSchema, 'Items and stores'), ...errorResponses },
});

export const storeSearchRoute = createRoute({
	method: 'get',
	path: '/stores/search',
	tags: ['Search'],
	summary: 'Stores ranked by relevance, open and near ones first',
	request: {
		query: itemListQuery
			.pick({ limit: true, offset: true })
			.extend({ name: searchNameSchema, category_id: categoryId }),
	},
	responses: { 200: json(storePageSchema, 'A page of stores'), ...errorResponses },
});

export const combinedRoute = createRoute({
	method: 'get',
	path: '/get-combined-data',
	tags: ['Search'],
	summary: 'Items or stores by data_type (searched, discounted, brand, new, category) with filters',
	request: {
		query: itemListQuery.extend({
			list_type: z.enum(['item', 'store'], { error: 'The list type field is required.' }),
			data_type: z.string().max(40).optional(),
			name: z.string().optional(),
			store_type: z.enum(['all', 'newly_joined', 'popular', 'top_rated']).optional(),
			filter_data: z.enum(['all', 'delivery', 'take_away']).optional(),
			featured: z.enum(['0', '1']).optional(),
			sort_by: searchSortSchema.optional(),
		}),
	},
	responses: {
		200: json(z.looseObject({ total_size: z.number() }), 'A page of items or stores'),
		...errorResponses,
	},
});

export const suggestedItemsRoute = createRoute({
	method: 'get',
	path: '/customer/suggested-items',
	tags: ['Customer'],
	summary: 'Up to 5 items from the categories the customer likes or ordered, else popular ones',
	responses: {
		200: json(suggestedItemsSchema, 'Suggested items'),
		401: unauthenticated,
		...errorResponses,
	},
});

export function registerSearchRoutes(app: ApiApp): void {
	app.openapi(itemSearchRoute, async (c) => {
		const query = c.req.valid('query');
		const scope = await catalogScope(c);
		const storeId = query.store_id ? await findStoreIdByKey(scope.db, query.store_id) : undefined;
		return send(c, await searchItems(scope, { ...query, storeId: storeId ?? undefined }));
	});

	app.openapi(suggestionRoute, async (c) => {
		const scope = await catalogScope(c);
		return send(c, await suggestions(scope, c.req.valid('query').name));
	});

	app.openapi(itemOrStoreRoute, async (c) => {
		const ctx = c.get('ctx');
		if (ctx.latitude === null || ctx.longitude === null)
			throw apiError(403, 'longitude-latitude', 'Longitude and latitude are required');
		const { name, limit } = c.req.valid('query');
		const scope = await catalogScope(c);
		return send(c, await itemOrStore(scope, name, limit ? Math.max(1, Number(limit)) : undefined));
	});

	app.openapi(storeSearchRoute, async (c) => {
		const scope = await catalogScope(c);
		return send(c, await searchStores(scope, c.req.valid('query')));
	});

	app.openapi(combinedRoute, async (c) => {
		const scope = await catalogScope(c);
		return send(c, await combinedData(scope, c.req.valid('query')));
	});

	app.openapi(suggestedItemsRoute, async (c) => {
		const { userId } = await requireCustomer(c);
		const scope = await catalogScope(c);
		return send(c, await suggestedItems(scope, userId));
	});
}
