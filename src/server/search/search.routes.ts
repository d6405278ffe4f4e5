import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { itemPageSchema, storePageSchema } from '~/contracts/catalog';
import { listItems } from '../catalog/items.service';
import { itemFilterFrom, itemListQuery } from '../catalog/list-query';
import { catalogScope } from '../catalog/scope';
import type { ApiApp } from '../http/app-types';
import { apiError } from '../http/errors';
import { errorResponses, json, send } from '../http/openapi';
import { parseIdList, parseWordList, toPage } from '../http/paging';
import { findStoreIdByKey, type StoreSort } from '../stores/stores.repo';
import { listStores } from '../stores/stores.service';
import { searchWords } from './search-words';

const name = z
	.string({ error: 'The name field is required.' })
	.trim()
	.min(1, { error: 'The name field is required.' })
	.max(200, { error: 'The name may not be greater than 200 characters.' });

const searchQuery = itemListQuery.extend({
	name,
	category_id: z
		.string()
		.regex(/^\d{1,9}$/, { error: 'The category id must be an integer.' })
		.optional(),
	store_id: z.string().max(120).optional(),
});

function storeSortFrom(words: string[]): StoreSort {
	if (words.includes('nearby')) return 'nearby';
	if (words.includes('fast_delivery')) return 'fast';
	if (words.includes('top_rated')) return 'top_rated';
	if (words.includes('popular')) return 'popular';
	return 'default';
}

const combinedQuery = itemListQuery.extend({
	list_type: z.enum(['item', 'store'], { error: 'The list type field is required.' }),
	data_type: z.string().max(40).optional(),
	name: z.string().max(200).optional(),
	store_type: z.enum(['all', 'newly_joined', 'popular', 'top_rated']).optional(),
	filter_data: z.enum(['all', 'delivery', 'take_away']).optional(),
	featured: z.enum(['0', '1']).optional(),
});

export function registerSearchRoutes(app: ApiApp): void {
	app.openapi(
		createRoute({
			method: 'get',
			path: '/items/search',
			tags: ['Search'],
			summary: 'Items whose names or descriptions match any word; name matches first',
			request: { query: searchQuery },
			responses: { 200: json(itemPageSchema, 'A page of matching items'), ...errorResponses },
		}),
		async (c) => {
			const query = c.req.valid('query');
			const scope = await catalogScope(c);
			const { sortWords, ...filter } = itemFilterFrom(query);
			const storeId = query.store_id ? await findStoreIdByKey(scope.db, query.store_id) : undefined;
			const categoryIds = query.category_id ? [Number(query.category_id)] : filter.categoryIds;
			const sort = sortWords.includes('high')
				? 'price_desc'
				: sortWords.includes('low')
					? 'price_asc'
					: 'relevance';
			const body = await listItems(
				scope,
				{
					...filter,
					search: searchWords(query.name),
					...(categoryIds ? { categoryIds } : {}),
					...(storeId ? { storeId } : {}),
				},
				sort,
				toPage(query, { limit: 12 }),
				{ withCategories: true },
			);
			return send(c, body);
		},
	);

	app.openapi(
		createRoute({
			method: 'get',
			path: '/items/search-suggestion',
			tags: ['Search'],
			summary: 'Up to 10 item names (and 5 stores) for what the shopper is typing',
			request: { query: z.object({ name }) },
			responses: {
				200: json(z.looseObject({ products: z.array(z.unknown()) }), 'Suggestions'),
				...errorResponses,
			},
		}),
		async (c) => {
			const scope = await catalogScope(c);
			const words = searchWords(c.req.valid('query').name);
			const [items, stores] = await Promise.all([
				listItems(scope, { search: words }, 'relevance', toPage({ limit: '10' })),
				listStores(scope, { search: words }, 'default', toPage({ limit: '5' })),
			]);
			return send(c, {
				total_size: items.total_size,
				limit: 10,
				offset: 1,
				products: items.products.map((p) => ({
					id: p.id,
					name: p.name,
					image: p.image,
					image_full_url: p.image_full_url,
					store_name: p.store_name,
				})),
				stores: stores.stores.map((s) => ({
					id: s.id,
					name: s.name,
					slug: s.slug,
					logo_full_url: s.logo_full_url,
				})),
			});
		},
	);

	app.openapi(
		createRoute({
			method: 'get',
			path: '/items/item-or-store-search',
			tags: ['Search'],
			summary: 'Items and stores by name (needs latitude and longitude headers)',
			request: { query: z.object({ name }) },
			responses: {
				200: json(
					z.looseObject({ items: z.array(z.unknown()), stores: z.array(z.unknown()) }),
					'Items and stores',
				),
				...errorResponses,
			},
		}),
		async (c) => {
			const ctx = c.get('ctx');
			if (ctx.latitude === null || ctx.longitude === null) {
				throw apiError(403, 'longitude-latitude', 'Longitude and latitude are required');
			}
			const scope = await catalogScope(c);
			const words = searchWords(c.req.valid('query').name);
			const [items, stores] = await Promise.all([
				listItems(scope, { search: words }, 'relevance', toPage({ limit: '50' })),
				listStores(scope, { search: words }, 'default', toPage({ limit: '50' })),
			]);
			return send(c, { items: items.products, stores: stores.stores });
		},
	);

	app.openapi(
		createRoute({
			method: 'get',
			path: '/stores/search',
			tags: ['Search'],
			summary: 'Stores by name, open ones first',
			request: {
				query: itemListQuery.pick({ limit: true, offset: true }).extend({
					name,
					category_id: z
						.string()
						.regex(/^\d{1,9}$/)
						.optional(),
				}),
			},
			responses: { 200: json(storePageSchema, 'A page of stores'), ...errorResponses },
		}),
		async (c) => {
			const query = c.req.valid('query');
			const scope = await catalogScope(c);
			const body = await listStores(
				scope,
				{
					search: searchWords(query.name),
					...(query.category_id ? { categoryIds: [Number(query.category_id)] } : {}),
				},
				'default',
				toPage(query, { limit: 12 }),
			);
			return send(c, body);
		},
	);

	app.openapi(
		createRoute({
			method: 'get',
			path: '/get-combined-data',
			tags: ['Search'],
			summary:
				'Items or stores by data_type (searched, discounted, brand, new, category) with filters',
			request: { query: combinedQuery },
			responses: {
				200: json(z.looseObject({ total_size: z.number() }), 'A page of items or stores'),
				...errorResponses,
			},
		}),
		async (c) => {
			const query = c.req.valid('query');
			const page = toPage(query, { limit: 10 });
			const words = parseWordList(query.filter);
			const search = searchWords(query.name);
			const empty = { total_size: 0, limit: page.echo.limit, offset: page.echo.offset };
			if (query.list_type === 'store') {
				const scope = await catalogScope(c);
				if (query.data_type === 'searched' && search.length === 0)
					return send(c, { ...empty, stores: [] });
				const categoryIds = parseIdList(query.category_ids, 'category_ids');
				const filter = {
					...(query.data_type === 'searched' ? { search } : {}),
					...(query.data_type === 'discounted' ? { discounted: true } : {}),
					...(query.data_type === 'category'
						? { categoryIds: categoryIds.length ? categoryIds : [0] }
						: {}),
					...(query.featured === '1' ? { featured: true } : {}),
					...(query.filter_data ? { delivery: query.filter_data } : {}),
					...(words.includes('free_delivery') ? { freeDelivery: true } : {}),
					...(words.includes('currently_open') || words.includes('open') ? { openNow: true } : {}),
				};
				const sort =
					query.store_type && query.store_type !== 'all'
						? (query.store_type as StoreSort)
						: storeSortFrom(words);
				return send(c, await listStores(scope, filter, sort, page));
			}
			const scope = await catalogScope(c);
			const { sortWords, ...filter } = itemFilterFrom(query);
			const dataType = query.data_type ?? '';
			if (dataType === 'searched' && search.length === 0)
				return send(c, { ...empty, products: [], categories: [] });
			if (dataType === 'brand' && !filter.brandIds)
				return send(c, { ...empty, products: [], categories: [] });
			if (dataType === 'category' && !filter.categoryIds)
				return send(c, { ...empty, products: [], categories: [] });
			if (!['searched', 'discounted', 'brand', 'new', 'category'].includes(dataType)) {
				return send(c, { ...empty, products: [], categories: [] });
			}
			const sort = sortWords.includes('high')
				? 'price_desc'
				: sortWords.includes('low')
					? 'price_asc'
					: dataType === 'new'
						? 'latest'
						: dataType === 'discounted'
							? 'discount'
							: 'relevance';
			const body = await listItems(
				scope,
				{
					...filter,
					...(dataType === 'searched' ? { search } : {}),
					...(dataType === 'discounted' ? { discounted: true } : {}),
				},
				sort,
				page,
				{ withCategories: true },
			);
			return send(c, body);
		},
	);
}
