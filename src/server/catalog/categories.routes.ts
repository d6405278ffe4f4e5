import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { categorySchema, itemPageSchema, storePageSchema } from '~/contracts/catalog';
import type { ApiApp } from '../http/app-types';
import { withJsonTexts } from '../http/json-text';
import { errorResponses, json, send } from '../http/openapi';
import { parseIdList, toPage } from '../http/paging';
import { listStores } from '../stores/stores.service';
import { categoryIdOf, listCategories, listChildren } from './categories.service';
import { listItems } from './items.service';
import { itemFilterFrom, itemListQuery } from './list-query';
import { catalogScope } from './scope';

const keyParam = z.object({
	id: z.string().regex(/^[\w-]{1,120}$/, { error: 'The id is invalid.' }),
});
const categoryList = z.array(categorySchema);

const categoriesRoute = createRoute({
	method: 'get',
	path: '/categories',
	tags: ['Categories'],
	summary: 'Top categories with their sub-categories (all modules without a moduleId header)',
	request: { query: z.object({ featured: z.enum(['0', '1']).optional() }) },
	responses: { 200: json(categoryList, 'Categories'), ...errorResponses },
});

const categoriesItemsListRoute = createRoute({
	method: 'get',
	path: '/categories/items/list',
	tags: ['Categories'],
	summary: 'Items of several categories (`category_ids` as a JSON array)',
	request: { query: itemListQuery },
	responses: { 200: json(itemPageSchema, 'A page of items'), ...errorResponses },
});

const categoriesItemsRoute = createRoute({
	method: 'get',
	path: '/categories/items/{id}',
	tags: ['Categories'],
	summary: 'Items of a category and its sub-categories',
	request: { params: keyParam, query: itemListQuery },
	responses: { 200: json(itemPageSchema, 'A page of items'), ...errorResponses },
});

const categoriesStoresListRoute = createRoute({
	method: 'get',
	path: '/categories/stores/list',
	tags: ['Categories'],
	summary: 'Stores selling items of several categories (`category_ids` as a JSON array)',
	request: {
		query: itemListQuery.pick({ limit: true, offset: true, type: true, category_ids: true }),
	},
	responses: { 200: json(storePageSchema, 'A page of stores'), ...errorResponses },
});

const categoriesStoresRoute = createRoute({
	method: 'get',
	path: '/categories/stores/{id}',
	tags: ['Categories'],
	summary: 'Stores selling items of a category',
	request: { params: keyParam, query: itemListQuery.pick({ limit: true, offset: true }) },
	responses: { 200: json(storePageSchema, 'A page of stores'), ...errorResponses },
});

const categoriesFeaturedItemsRoute = createRoute({
	method: 'get',
	path: '/categories/featured/items',
	tags: ['Categories'],
	summary: 'Featured categories and their items',
	request: { query: itemListQuery },
	responses: {
		200: json(itemPageSchema, 'Featured categories and a page of their items'),
		...errorResponses,
	},
});

export function registerCategoryRoutes(app: ApiApp): void {
	app.openapi(categoriesRoute, async (c) => {
		const scope = await catalogScope(c, { zone: 'optional', module: 'optional' });
		const body = await listCategories(
			{ ...scope, moduleId: scope.moduleKnown ? scope.moduleId : null },
			{ featured: c.req.valid('query').featured === '1' },
		);
		return send(c, body);
	});

	for (const path of ['/categories/childes/{id}', '/categories/{id}']) {
		app.openapi(
			createRoute({
				method: 'get',
				path,
				tags: ['Categories'],
				summary: 'Sub-categories of a category (by id or slug)',
				request: { params: keyParam },
				responses: { 200: json(categoryList, 'Sub-categories'), ...errorResponses },
			}),
			async (c) => {
				const scope = await catalogScope(c, { zone: 'optional', module: 'optional' });
				const id = await categoryIdOf(scope.db, c.req.valid('param').id);
				return send(c, id === null ? [] : await listChildren(scope, id));
			},
		);
	}

	app.openapi(categoriesItemsListRoute, async (c) => {
		const query = c.req.valid('query');
		const scope = await catalogScope(c);
		const { sortWords: _, ...filter } = itemFilterFrom(query);
		const ids = parseIdList(query.category_ids, 'category_ids');
		const body = await listItems(
			scope,
			{ ...filter, categoryIds: ids.length ? ids : [0] },
			'popular',
			toPage(query),
		);
		return send(c, body);
	});

	app.openapi(categoriesItemsRoute, async (c) => {
		const query = c.req.valid('query');
		const scope = await catalogScope(c);
		const id = (await categoryIdOf(scope.db, c.req.valid('param').id)) ?? 0;
		const { sortWords: _, ...filter } = itemFilterFrom(query);
		return send(
			c,
			await listItems(scope, { ...filter, categoryIds: [id] }, 'popular', toPage(query)),
		);
	});

	// Registered before `/categories/stores/{id}`, which would otherwise take `list` for an id.
	app.openapi(categoriesStoresListRoute, async (c) => {
		const query = c.req.valid('query');
		const scope = await catalogScope(c);
		const ids = parseIdList(query.category_ids, 'category_ids');
		return send(
			c,
			await listStores(scope, { categoryIds: ids.length ? ids : [0] }, 'default', toPage(query)),
		);
	});

	app.openapi(categoriesStoresRoute, async (c) => {
		const scope = await catalogScope(c);
		const id = (await categoryIdOf(scope.db, c.req.valid('param').id)) ?? 0;
		return send(
			c,
			await listStores(scope, { categoryIds: [id] }, 'default', toPage(c.req.valid('query'))),
		);
	});

	app.openapi(categoriesFeaturedItemsRoute, async (c) => {
		const query = c.req.valid('query');
		const scope = await catalogScope(c);
		const featured = await listCategories(scope, { featured: true });
		const ids = featured.map((f) => f.id);
		const page = await listItems(
			scope,
			{ categoryIds: ids.length ? ids : [0] },
			'popular',
			toPage(query, { limit: 20 }),
		);
		return send(
			c,
			withJsonTexts({
				...page,
				categories: featured.map((f) => ({
					id: f.id,
					name: f.name,
					image: f.image,
					image_full_url: f.image_full_url,
				})),
			}),
		);
	});
}
