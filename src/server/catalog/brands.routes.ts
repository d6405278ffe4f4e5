import { createRoute } from '@hono/zod-openapi';
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { itemPageSchema } from '~/contracts/catalog';
import { brands, commonConditions } from '../db/schema';
import type { ApiApp } from '../http/app-types';
import { errorResponses, json, send } from '../http/openapi';
import { toPage } from '../http/paging';
import { imageUrl } from '../http/urls';
import { findStoreIdByKey } from '../stores/stores.repo';
import { findTranslations } from '../translations/translations.repo';
import { listItems } from './items.service';
import { itemFilterFrom, itemListQuery } from './list-query';
import { catalogScope } from './scope';

const idParam = z.object({
	id: z.string().regex(/^\d{1,9}$/, { error: 'The id must be an integer.' }),
});

/** Active items per brand or condition; qualified by hand (single-table outer queries). */
const itemCount = (
	column: 'brand_id' | 'common_condition_id',
	owner: 'brands' | 'common_conditions',
) =>
	sql<number>`(select count(*)::int from "items" where "items".${sql.identifier(column)} = ${sql.identifier(owner)}."id" and "items"."status" = 1)`;

export function registerBrandRoutes(app: ApiApp): void {
	app.openapi(
		createRoute({
			method: 'get',
			path: '/brand',
			tags: ['Brands'],
			summary: 'Brands of the module (and brands of no module), with item counts',
			responses: {
				200: json(
					z.array(z.looseObject({ id: z.number(), name: z.string(), items_count: z.number() })),
					'Brands',
				),
				...errorResponses,
			},
		}),
		async (c) => {
			const scope = await catalogScope(c, { zone: 'optional' });
			const rows = await scope.db
				.select({ brand: brands, itemsCount: itemCount('brand_id', 'brands') })
				.from(brands)
				.where(
					and(
						eq(brands.status, 1),
						or(eq(brands.moduleId, scope.moduleId), isNull(brands.moduleId)),
					),
				)
				.orderBy(asc(brands.id));
			return send(
				c,
				rows.map(({ brand, itemsCount }) => ({
					id: brand.id,
					name: brand.name,
					slug: brand.slug,
					image: brand.image,
					image_full_url: imageUrl(scope.baseUrl, 'brand', brand.image),
					status: brand.status,
					module_id: brand.moduleId,
					items_count: Number(itemsCount),
				})),
			);
		},
	);

	app.openapi(
		createRoute({
			method: 'get',
			path: '/brand/items/{id}',
			tags: ['Brands'],
			summary: 'Items of a brand',
			request: { params: idParam, query: itemListQuery },
			responses: { 200: json(itemPageSchema, 'A page of items'), ...errorResponses },
		}),
		async (c) => {
			const query = c.req.valid('query');
			const scope = await catalogScope(c);
			const { sortWords: _, ...filter } = itemFilterFrom(query);
			const body = await listItems(
				scope,
				{ ...filter, brandIds: [Number(c.req.valid('param').id)] },
				'popular',
				toPage(query),
			);
			return send(c, body);
		},
	);

	for (const path of ['/common-condition', '/common-condition/list']) {
		app.openapi(
			createRoute({
				method: 'get',
				path,
				tags: ['Common conditions'],
				summary: 'Common conditions (pharmacy), with item counts',
				responses: {
					200: json(z.array(z.looseObject({ id: z.number(), name: z.string() })), 'Conditions'),
					...errorResponses,
				},
			}),
			async (c) => {
				const scope = await catalogScope(c, { zone: 'optional' });
				const rows = await scope.db
					.select({
						condition: commonConditions,
						itemsCount: itemCount('common_condition_id', 'common_conditions'),
					})
					.from(commonConditions)
					.where(and(eq(commonConditions.status, 1), eq(commonConditions.moduleId, scope.moduleId)))
					.orderBy(asc(commonConditions.id));
				const text = await findTranslations(
					scope.db,
					'CommonCondition',
					rows.map((r) => r.condition.id),
					scope.locale,
				);
				return send(
					c,
					rows.map(({ condition, itemsCount }) => ({
						id: condition.id,
						name: text.get(condition.id)?.name ?? condition.name,
						slug: condition.slug,
						status: condition.status,
						items_count: Number(itemsCount),
					})),
				);
			},
		);
	}

	app.openapi(
		createRoute({
			method: 'get',
			path: '/common-condition/items/{id}',
			tags: ['Common conditions'],
			summary: 'Items for a common condition',
			request: { params: idParam, query: itemListQuery },
			responses: { 200: json(itemPageSchema, 'A page of items'), ...errorResponses },
		}),
		async (c) => {
			const query = c.req.valid('query');
			const scope = await catalogScope(c);
			const { sortWords: _, ...filter } = itemFilterFrom(query);
			const body = await listItems(
				scope,
				{ ...filter, commonConditionId: Number(c.req.valid('param').id) },
				'popular',
				toPage(query, { limit: 20 }),
			);
			return send(c, body);
		},
	);

	app.openapi(
		createRoute({
			method: 'get',
			path: '/items/common-conditions',
			tags: ['Common conditions'],
			summary: 'Items linked to any common condition, optionally of one store',
			request: { query: itemListQuery.extend({ store_id: z.string().max(120).optional() }) },
			responses: { 200: json(itemPageSchema, 'A page of items'), ...errorResponses },
		}),
		async (c) => {
			const query = c.req.valid('query');
			const scope = await catalogScope(c);
			const storeId = query.store_id ? await findStoreIdByKey(scope.db, query.store_id) : undefined;
			const body = await listItems(
				scope,
				{ hasCondition: true, ...(storeId ? { storeId } : {}) },
				'popular',
				toPage(query, { limit: 20 }),
			);
			return send(c, body);
		},
	);
}
