import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { z } from 'zod';
import { itemSchema } from '~/contracts/catalog';
import { catalogScope } from '../catalog/scope';
import type { ApiApp, ApiBindings } from '../http/app-types';
import { apiError } from '../http/errors';
import { errorResponses, json, send } from '../http/openapi';
import { pagingQuery, toPage } from '../http/paging';
import { findStoreIdByKey } from '../stores/stores.repo';
import {
	listBanners,
	otherBanners,
	storeBanners,
	videoContent,
	whyChoose,
} from './banners.service';
import { basicCampaignDetails, listBasicCampaigns, listItemCampaigns } from './campaigns.service';
import { currentFlashSale, flashSaleItemsPage } from './flash-sales.service';
import {
	listAdvertisements,
	listCashbacks,
	listCoupons,
	listParcelCategories,
} from './offers.service';

const loose = z.looseObject({});
const looseList = z.array(loose);

async function scoped(c: Context<ApiBindings>, zone: 'required' | 'optional' = 'required') {
	return catalogScope(c, { zone });
}

/** campaigns/* and flash-sales/* report a missing zone header with HTTP 200 (contract §0.6). */
function zoneMissing(c: Context<ApiBindings>) {
	return c.get('ctx').zoneIds
		? null
		: send(c, { errors: [{ code: 'zoneId', message: 'Zone id required' }] }, 200);
}

const get = (
	path: string,
	tag: string,
	summary: string,
	schema: z.ZodType = loose,
	query?: z.ZodObject,
) =>
	createRoute({
		method: 'get',
		path,
		tags: [tag],
		summary,
		...(query ? { request: { query } } : {}),
		responses: { 200: json(schema, summary), ...errorResponses },
	});

const bannersRoute = createRoute({
	method: 'get',
	path: '/banners/{store_id}',
	tags: ['Banners'],
	summary: 'A store page\u2019s banners, as raw rows (module taken from the store)',
	request: {
		params: z.object({
			store_id: z.string().regex(/^[\w-]{1,120}$/, { error: 'The store id is invalid.' }),
		}),
	},
	responses: { 200: json(looseList, 'The store\u2019s banners'), ...errorResponses },
});

export function registerPromotionRoutes(app: ApiApp): void {
	app.openapi(
		get(
			'/banners',
			'Banners',
			'Running campaigns and banners (default, store_wise, item_wise)',
			loose,
			z.object({ featured: z.enum(['0', '1']).optional() }),
		),
		async (c) => send(c, await listBanners(await scoped(c), c.req.query('featured') === '1')),
	);
	app.openapi(bannersRoute, async (c) => {
		const key = c.req.valid('param').store_id;
		const scope = await catalogScope(c, {
			zone: 'optional',
			module: 'optional',
		});
		const storeId = await findStoreIdByKey(scope.db, key);
		return send(c, storeId === null ? [] : await storeBanners(scope, storeId));
	});
	app.openapi(
		get('/other-banners', 'Banners', 'Section banners of the home page as a file map'),
		async (c) => send(c, await otherBanners(await catalogScope(c, { zone: 'optional' }))),
	);
	app.openapi(get('/other-banners/why-choose', 'Banners', 'Why-choose banners'), async (c) =>
		send(c, await whyChoose(await catalogScope(c, { zone: 'optional' }))),
	);
	app.openapi(
		get('/other-banners/video-content', 'Banners', 'The video or image banner with three steps'),
		async (c) => send(c, await videoContent(await catalogScope(c, { zone: 'optional' }))),
	);

	app.openapi(
		get('/campaigns/basic', 'Campaigns', 'Running basic campaigns', looseList),
		async (c) => zoneMissing(c) ?? send(c, await listBasicCampaigns(await scoped(c))),
	);
	app.openapi(
		get(
			'/campaigns/basic-campaign-details',
			'Campaigns',
			'A basic campaign with its stores',
			loose,
			z.object({
				basic_campaign_id: z
					.string({ error: 'The basic campaign id field is required.' })
					.regex(/^[\w-]{1,120}$/, {
						error: 'The basic campaign id is invalid.',
					}),
			}),
		),
		async (c) => {
			const missing = zoneMissing(c);
			if (missing) return missing;
			const details = await basicCampaignDetails(
				await scoped(c),
				c.req.query('basic_campaign_id') ?? '',
			);
			if (!details) throw apiError(404, 'campaign', 'Campaign not found');
			return send(c, details);
		},
	);
	app.openapi(
		get(
			'/campaigns/item',
			'Campaigns',
			'Running item campaigns (order them with model=ItemCampaign)',
			z.array(itemSchema),
		),
		async (c) => zoneMissing(c) ?? send(c, await listItemCampaigns(await scoped(c))),
	);

	app.openapi(
		get('/flash-sales', 'Flash sales', 'The running flash sale with its products, or {}'),
		async (c) => zoneMissing(c) ?? send(c, await currentFlashSale(await scoped(c))),
	);
	app.openapi(
		get(
			'/flash-sales/items',
			'Flash sales',
			'A page of the running flash sale\u2019s products',
			loose,
			pagingQuery.extend({
				flash_sale_id: z
					.string()
					.regex(/^\d{1,9}$/, { error: 'The flash sale id must be an integer.' })
					.optional(),
			}),
		),
		async (c) => {
			const missing = zoneMissing(c);
			if (missing) return missing;
			const query = c.req.query();
			const page = toPage({ limit: query.limit, offset: query.offset }, { limit: 50 });
			const saleId = query.flash_sale_id ? Number(query.flash_sale_id) : undefined;
			const body = await flashSaleItemsPage(await scoped(c), saleId, page);
			if (!body) throw apiError(403, 'flash_sale', 'Not found');
			return send(c, body);
		},
	);

	app.openapi(
		get('/coupon/list', 'Coupons', 'Usable coupons of the module in the zones', looseList),
		async (c) => send(c, await listCoupons(await scoped(c, 'optional'))),
	);
	app.openapi(
		get('/cashback/list', 'Cashback', 'Running cashback offers, largest first', looseList),
		async (c) =>
			send(c, await listCashbacks(await catalogScope(c, { zone: 'optional', module: 'optional' }))),
	);
	app.openapi(
		get('/advertisement/list', 'Advertisements', 'Paid ads running today, by priority', looseList),
		async (c) => send(c, await listAdvertisements(await scoped(c))),
	);
	app.openapi(get('/parcel-category', 'Parcel', 'Parcel categories', looseList), async (c) =>
		send(
			c,
			await listParcelCategories(await catalogScope(c, { zone: 'optional', module: 'optional' })),
		),
	);
}
