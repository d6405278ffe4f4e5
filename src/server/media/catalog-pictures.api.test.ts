import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestDb } from '~/testing/test-db';
import type { DatabaseHandle } from '../db/client';
import {
	advertisements,
	banners,
	brands,
	campaigns,
	categories,
	itemCampaigns,
	items,
	parcelCategories,
	stores,
} from '../db/schema';
import { pictureFor } from './catalog-pictures';

let handle: DatabaseHandle;
beforeAll(async () => {
	handle = await createTestDb();
}, 60_000);
afterAll(() => handle.close());

/** The seeded image files of one folder that have no composed picture. */
function withoutPicture(folder: string, files: (string | null)[]): string[] {
	return files.filter((f): f is string => f !== null).filter((f) => !pictureFor(folder, f));
}

describe('every seeded row has a picture (ADR 019)', () => {
	test('items, item campaigns, categories, brands', async () => {
		const db = handle.db;
		const itemFiles = (await db.select({ f: items.image }).from(items)).map((r) => r.f);
		expect(itemFiles.length).toBeGreaterThan(500);
		expect(withoutPicture('product', itemFiles)).toEqual([]);
		const campaignItems = await db.select({ f: itemCampaigns.image }).from(itemCampaigns);
		expect(
			withoutPicture(
				'product',
				campaignItems.map((r) => r.f),
			),
		).toEqual([]);
		const cats = await db.select({ f: categories.image }).from(categories);
		expect(
			withoutPicture(
				'category',
				cats.map((r) => r.f),
			),
		).toEqual([]);
		const brandRows = await db.select({ f: brands.image }).from(brands);
		expect(brandRows.length).toBeGreaterThan(30);
		expect(
			withoutPicture(
				'brand',
				brandRows.map((r) => r.f),
			),
		).toEqual([]);
	});

	test('store logos and covers, banners, campaigns, advertisements, parcel categories', async () => {
		const db = handle.db;
		const storeRows = await db.select({ logo: stores.logo, cover: stores.coverPhoto }).from(stores);
		expect(
			withoutPicture(
				'store',
				storeRows.map((r) => r.logo),
			),
		).toEqual([]);
		expect(
			withoutPicture(
				'store/cover',
				storeRows.map((r) => r.cover),
			),
		).toEqual([]);
		const bannerRows = await db.select({ f: banners.image }).from(banners);
		expect(bannerRows.length).toBeGreaterThanOrEqual(28);
		expect(
			withoutPicture(
				'banner',
				bannerRows.map((r) => r.f),
			),
		).toEqual([]);
		const campaignRows = await db.select({ f: campaigns.image }).from(campaigns);
		expect(
			withoutPicture(
				'campaign',
				campaignRows.map((r) => r.f),
			),
		).toEqual([]);
		const ads = await db
			.select({ cover: advertisements.coverImage, profile: advertisements.profileImage })
			.from(advertisements);
		expect(
			withoutPicture(
				'advertisement',
				ads.map((r) => r.cover),
			),
		).toEqual([]);
		expect(
			withoutPicture(
				'advertisement',
				ads.map((r) => r.profile),
			),
		).toEqual([]);
		const parcel = await db.select({ f: parcelCategories.image }).from(parcelCategories);
		expect(parcel.length).toBe(5);
		expect(
			withoutPicture(
				'parcel_category',
				parcel.map((r) => r.f),
			),
		).toEqual([]);
	});
});
