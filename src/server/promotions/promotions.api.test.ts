import { describe, expect, test } from 'vitest';
import { catalogHeaders, getJson, setupApi } from '~/testing/api';

const api = setupApi();
const food = catalogHeaders('food');

describe('banners', () => {
	test('banners of all three types, with the store or item they point to', async () => {
		const body = await getJson(api, '/banners', food);
		const types = new Set(body.banners.map((b: { type: string }) => b.type));
		expect(types).toEqual(new Set(['default', 'store_wise', 'item_wise']));
		const storeWise = body.banners.find((b: { type: string }) => b.type === 'store_wise');
		expect(storeWise.store).toMatchObject({ id: expect.any(Number), name: expect.any(String) });
		const itemWise = body.banners.find((b: { type: string }) => b.type === 'item_wise');
		expect(itemWise.item).toMatchObject({ id: expect.any(Number), price: expect.any(Number) });
		expect(body.banners[0].image_full_url).toMatch(/\/images\/banner\//);
		expect(body.campaigns.length).toBeGreaterThan(0);
	});

	test('other banners as a file map, why-choose and the three-step content', async () => {
		const other = await getJson(api, '/other-banners', food);
		expect(other.promotional_banner_full_url).toMatch(/\/images\/promotional_banner\//);
		const why = await getJson(api, '/other-banners/why-choose', {
			...food,
			'X-localization': 'id',
		});
		expect(why.banners.length).toBe(3);
		expect(why.banners[0].title).toBe('Panas dan cepat');
		const video = await getJson(api, '/other-banners/video-content', food);
		expect(video.banner_contents).toHaveLength(6);
		expect(video.banner_type).toBe('image');
	});
});

describe('campaigns', () => {
	test('only running basic campaigns, with details and joined stores', async () => {
		const list = await getJson<any[]>(api, '/campaigns/basic', food);
		expect(list).toHaveLength(2);
		for (const c of list) {
			expect(c.available_date_starts <= '2026-11-21' && c.available_date_ends >= '2026-11-21').toBe(
				true,
			);
		}
		const details = await getJson(
			api,
			`/campaigns/basic-campaign-details?basic_campaign_id=${list[0].id}`,
			food,
		);
		expect(details.stores.length).toBeGreaterThan(0);
	});

	test('running item campaigns carry their date window for model=ItemCampaign', async () => {
		const list = await getJson<any[]>(api, '/campaigns/item', food);
		expect(list.length).toBeGreaterThan(0);
		expect(list[0]).toMatchObject({
			available_date_starts: expect.any(String),
			available_date_ends: expect.any(String),
			price: expect.any(Number),
		});
	});

	test('a missing zone header is reported with HTTP 200, as the real API does', async () => {
		const res = await api.request('/campaigns/basic', { headers: { moduleId: '1' } });
		expect(res.status).toBe(200);
		expect(await res.json()).toEqual({ errors: [{ code: 'zoneId', message: 'Zone id required' }] });
	});
});

describe('flash sales', () => {
	test('the running sale with progress values, and its items page', async () => {
		const sale = await getJson(api, '/flash-sales', food);
		expect(sale.active_products.length).toBeGreaterThan(0);
		for (const p of sale.active_products) {
			expect(p.available_stock).toBe(p.stock - p.sold);
			expect(p.available_stock).toBeGreaterThan(0);
			expect(p.item.flash_sale).toBe(1);
		}
		const page = await getJson(
			api,
			`/flash-sales/items?flash_sale_id=${sale.id}&limit=5&offset=1`,
			food,
		);
		expect(page.flash_sale.id).toBe(sale.id);
		expect(page.products.length).toBeLessThanOrEqual(5);
	});

	test('asking for a sale that is not running answers 403 flash_sale', async () => {
		const res = await api.request('/flash-sales/items?flash_sale_id=99999', { headers: food });
		expect(res.status).toBe(403);
		expect((await res.json()).errors[0].code).toBe('flash_sale');
	});
});

describe('coupons, cashback, ads and parcel', () => {
	test('usable coupons: percent, amount and free delivery, none expired', async () => {
		const list = await getJson<any[]>(api, '/coupon/list', food);
		const types = new Set(list.map((c) => c.coupon_type));
		expect(types.has('free_delivery')).toBe(true);
		expect(new Set(list.map((c) => c.discount_type))).toEqual(new Set(['percent', 'amount']));
		expect(list.every((c) => c.expire_date >= '2026-11-21')).toBe(true);
		expect(list.some((c) => c.min_purchase > 0)).toBe(true);
	});

	test('running cashback offers, largest first', async () => {
		const list = await getJson<any[]>(api, '/cashback/list', food);
		expect(list.length).toBe(3);
		expect(new Set(list.map((c) => c.cashback_type))).toEqual(new Set(['percentage', 'amount']));
	});

	test('paid ads in priority order, video ones with a video', async () => {
		const list = await getJson<any[]>(api, '/advertisement/list', food);
		expect(list.map((a) => a.priority)).toEqual(
			[...list.map((a) => a.priority)].sort((a, b) => a - b),
		);
		const video = list.find((a) => a.add_type === 'video_promotion');
		expect(video.video_attachment_full_url).toMatch(/promo\.webm$/);
		expect(video.store).toMatchObject({ id: expect.any(Number), slug: expect.any(String) });
	});

	test('parcel categories in both languages', async () => {
		const en = await getJson<any[]>(api, '/parcel-category');
		const id = await getJson<any[]>(api, '/parcel-category', { 'X-localization': 'id' });
		expect(en.map((c) => c.name)).toContain('Documents');
		expect(id.map((c) => c.name)).toContain('Dokumen');
	});
});
