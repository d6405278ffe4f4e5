import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { brandSchema, commonConditionSchema, itemPageSchema } from '~/contracts/catalog';
import type { ApiApp } from '../http/app-types';
import { errorResponses, json, send } from '../http/openapi';
import { toPage } from '../http/paging';
import { findStoreIdByKey } from '../stores/stores.repo';
import { listBrands } from './brands.service';
import { listCommonConditions } from './common-conditions.service';
import { listItems } from './items.service';
import { itemFilterFrom, itemListQuery } from './list-query';
import { catalogScope } from './scope';

const idParam = z.object({
	id: z.string().regex(/^\d{1,9}$/, { error: 'The id must be an integer.' }),
});

const brandRoute = createRoute({
	method: 'get',
	path: '/brand',
	tags: ['Brands'],
	summary: 'Brands of the module (and brands of no module), with item counts',
	responses: { 200: json(z.array(brandSchema), 'Brands'), ...errorResponses },
});

const brandItemsRoute = createRoute({
	method: 'get',
	path: '/brand/items/{id}',
	tags: ['Brands'],
	summary: 'Items of a brand',
	request: { params: idParam, query: itemListQuery },
	responses: { 200: json(itemPageSchema, 'A page of items'), ...errorResponses },
});

const commonConditionItemsRoute = createRoute({
	method: 'get',
	path: '/common-condition/items/{id}',
	tags: ['Common conditions'],
	summary: 'Items for a common condition',
	request: { params: idParam, query: itemListQuery },
	responses: { 200: json(itemPageSchema, 'A page of items'), ...errorResponses },
});

const itemsCommonConditionsRoute = createRoute({
	method: 'get',
	path: '/items/common-conditions',
	tags: ['Common conditions'],
	summary: 'Items linked to any common condition, optionally of one store',
	request: { query: itemListQuery.extend({ store_id: z.string().max(120).optional() }) },
	responses: { 200: json(itemPageSchema, 'A page of items'), ...errorResponses },
});

/** GET common-condition, also as common-condition/list (the original client asks both). */
const commonConditionRoutes = ['/common-condition', '/common-condition/list'].map((path) =>
	createRoute({
		method: 'get',
		path,
		tags: ['Common conditions'],
		summary: 'Common conditions (pharmacy), with item counts',
		responses: { 200: json(z.array(commonConditionSchema), 'Conditions'), ...errorResponses },
	}),
);

export function registerBrandRoutes(app: ApiApp): void {
	app.openapi(brandRoute, async (c) => {
		const scope = await catalogScope(c, { zone: 'optional' });
		return send(
			c,
			await listBrands(scope.db, { moduleId: scope.moduleId, baseUrl: scope.baseUrl }),
		);
	});

	app.openapi(brandItemsRoute, async (c) => {
		const query = c.req.valid('query');
		const scope = await catalogScope(c);
		const { sortWords: _, ...filter } = itemFilterFrom(query);
		const brandIds = [Number(c.req.valid('param').id)];
		return send(c, await listItems(scope, { ...filter, brandIds }, 'popular', toPage(query)));
	});

	for (const route of commonConditionRoutes)
		app.openapi(route, async (c) => {
			const scope = await catalogScope(c, { zone: 'optional' });
			const input = { moduleId: scope.moduleId, locale: scope.locale };
			return send(c, await listCommonConditions(scope.db, input));
		});

	app.openapi(commonConditionItemsRoute, async (c) => {
		const query = c.req.valid('query');
		const scope = await catalogScope(c);
		const { sortWords: _, ...filter } = itemFilterFrom(query);
		const commonConditionId = Number(c.req.valid('param').id);
		const page = toPage(query, { limit: 20 });
		return send(c, await listItems(scope, { ...filter, commonConditionId }, 'popular', page));
	});

	app.openapi(itemsCommonConditionsRoute, async (c) => {
		const query = c.req.valid('query');
		const scope = await catalogScope(c);
		const storeId = query.store_id ? await findStoreIdByKey(scope.db, query.store_id) : undefined;
		const filter = { hasCondition: true, ...(storeId ? { storeId } : {}) };
		return send(c, await listItems(scope, filter, 'popular', toPage(query, { limit: 20 })));
	});
}
