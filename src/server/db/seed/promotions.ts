import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { Database } from '../database';
import {
	advertisements,
	banners,
	businessSettings,
	campaignStores,
	campaigns,
	cashbacks,
	coupons,
	flashSaleItems,
	flashSales,
	itemCampaigns,
	items,
	modules,
	parcelCategories,
	stores,
	translations,
} from '../schema';
import { MODULE_PROMOTIONS, PARCEL_CATEGORIES } from './data/promotions';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Running windows are wide so the demo stays alive; one expired and one upcoming show the edges. */
const RUNNING = { start: '2026-01-01', end: '2027-12-31' };
const EXPIRED = { start: '2026-01-01', end: '2026-03-31' };
const UPCOMING = { start: '2031-01-01', end: '2031-12-31' };

function round(value: number, step = 0.05): number {
	return Math.round(Math.round(value / step) * step * 100) / 100;
}

/** Promotions of every module, aimed at stores and items picked from the seeded catalogue. */
export async function seedPromotions(tx: Tx): Promise<void> {
	const moduleRows = await tx.select().from(modules).orderBy(asc(modules.id));
	for (const module of moduleRows) {
		if (module.moduleType === 'parcel') {
			await seedParcel(tx, module.id);
			continue;
		}
		const content = MODULE_PROMOTIONS[module.moduleType];
		if (!content) continue;
		const storeRows = await tx
			.select({
				id: stores.id,
				slug: stores.slug,
				zoneId: stores.zoneId,
				name: stores.name,
				featured: stores.featured,
			})
			.from(stores)
			.where(and(eq(stores.moduleId, module.id), eq(stores.active, true)))
			.orderBy(desc(stores.featured), asc(stores.id));
		const topItems = await tx
			.select()
			.from(items)
			.where(and(eq(items.moduleId, module.id), ne(items.price, 0)))
			.orderBy(desc(items.recommended), desc(items.orderCount), asc(items.id))
			.limit(40);
		const [first, second, third] = storeRows;
		if (!first || !second || !third || topItems.length < 30) continue;

		await tx.insert(banners).values([
			...content.banners.map((b, i) => ({
				title: b.title,
				type: 'default',
				image: `banner-${module.slug}-${i + 1}.webp`,
				defaultLink: b.link,
				moduleId: module.id,
			})),
			{
				title: `Visit ${first.name}`,
				type: 'store_wise',
				image: `banner-${module.slug}-store-${first.slug}.webp`,
				targetId: first.id,
				moduleId: module.id,
				zoneId: first.zoneId,
			},
			{
				title: `Visit ${second.name}`,
				type: 'store_wise',
				image: `banner-${module.slug}-store-${second.slug}.webp`,
				targetId: second.id,
				moduleId: module.id,
				zoneId: second.zoneId,
			},
			...topItems.slice(0, 2).map((item) => ({
				title: `Try ${item.name}`,
				type: 'item_wise',
				image: `banner-${module.slug}-item-${item.slug}.webp`,
				targetId: item.id,
				moduleId: module.id,
			})),
		]);

		const windows = [RUNNING, RUNNING, EXPIRED, UPCOMING];
		for (const [i, c] of content.campaigns.entries()) {
			const window = windows[i] ?? RUNNING;
			const [row] = await tx
				.insert(campaigns)
				.values({
					title: c.title.en,
					slug: `${module.slug}-${c.slug}`,
					image: `campaign-${module.slug}-${c.slug}.webp`,
					description: c.description.en,
					moduleId: module.id,
					availableDateStarts: window.start,
					availableDateEnds: window.end,
				})
				.returning({ id: campaigns.id });
			if (!row) continue;
			await tx
				.insert(campaignStores)
				.values(storeRows.slice(i, i + 4).map((s) => ({ campaignId: row.id, storeId: s.id })));
			await tx.insert(translations).values([
				{
					translationableType: 'Campaign',
					translationableId: row.id,
					locale: 'id',
					key: 'title',
					value: c.title.id,
				},
				{
					translationableType: 'Campaign',
					translationableId: row.id,
					locale: 'id',
					key: 'description',
					value: c.description.id,
				},
			]);
		}

		await tx.insert(itemCampaigns).values(
			topItems.slice(2, 5).map((item, i) => ({
				title: `${item.name} ${content.itemCampaignSuffix}`,
				slug: `${item.slug}-campaign`,
				description: item.description,
				image: item.image ?? `${item.slug}.webp`,
				storeId: item.storeId,
				moduleId: module.id,
				categoryId: item.categoryId,
				categoryIds: item.categoryIds,
				variations: item.variations,
				foodVariations: item.foodVariations,
				choiceOptions: item.choiceOptions,
				addOnIds: item.addOnIds,
				price: item.price,
				discount: 15 + i * 5,
				discountType: 'percent',
				startDate: i === 2 ? UPCOMING.start : RUNNING.start,
				endDate: i === 2 ? UPCOMING.end : RUNNING.end,
				veg: item.veg,
				stock: module.moduleType === 'food' ? 0 : 40,
				maximumCartQuantity: 3,
			})),
		);

		const [sale] = await tx
			.insert(flashSales)
			.values({
				moduleId: module.id,
				title: content.flashSaleTitle,
				adminDiscountPercentage: 10,
				vendorDiscountPercentage: 10,
				startDate: '2026-11-01T00:00:00.000Z',
				endDate: '2027-12-31T15:59:59.000Z',
			})
			.returning({ id: flashSales.id });
		if (sale) {
			await tx.insert(flashSaleItems).values(
				topItems.slice(10, 28).map((item, i) => {
					const discount = 10 + (i % 4) * 5;
					const stock = 20 + (i % 5) * 10;
					const sold = i === 0 ? stock : Math.floor((stock * ((i * 37) % 90)) / 100);
					return {
						flashSaleId: sale.id,
						itemId: item.id,
						stock,
						sold,
						availableStock: stock - sold,
						discountType: 'percent',
						discount,
						discountAmount: round((item.price * discount) / 100),
						price: round(item.price * (1 - discount / 100)),
					};
				}),
			);
		}

		await tx.insert(coupons).values(
			content.coupons.map((c) => ({
				title: c.title,
				code: c.code,
				startDate: c.expired ? EXPIRED.start : RUNNING.start,
				expireDate: c.expired ? EXPIRED.end : RUNNING.end,
				minPurchase: c.minPurchase,
				maxDiscount: c.maxDiscount ?? 0,
				discount: c.discount,
				discountType: c.discountType,
				couponType: c.type,
				limit: c.limit ?? null,
				data: c.type === 'store_wise' ? [first.id] : c.type === 'zone_wise' ? [first.zoneId] : [],
				moduleId: module.id,
				customerIds: ['all'],
				storeId: c.type === 'store_wise' ? first.id : null,
				createdBy: c.type === 'store_wise' ? 'vendor' : 'admin',
			})),
		);

		await tx.insert(advertisements).values(
			content.ads.map((ad, i) => {
				const store = storeRows[i % storeRows.length] ?? first;
				return {
					storeId: store.id,
					moduleId: module.id,
					addType: ad.video ? 'video_promotion' : 'store_promotion',
					title: ad.title,
					description: ad.description,
					startDate: RUNNING.start,
					endDate: RUNNING.end,
					coverImage: `ad-${module.slug}-${i + 1}.webp`,
					profileImage: `${module.slug}-ad-profile-${i + 1}.webp`,
					videoAttachment: ad.video ? 'promo.webm' : null,
					priority: i + 1,
				};
			}),
		);

		await tx
			.insert(businessSettings)
			.values({ key: `module_content:${module.id}`, value: content.content });
	}

	await tx.insert(cashbacks).values([
		{
			title: 'Weekend cashback 10%',
			customerIds: ['all'],
			cashbackType: 'percentage',
			cashbackAmount: 10,
			minPurchase: 30,
			maxDiscount: 8,
			startDate: RUNNING.start,
			endDate: RUNNING.end,
		},
		{
			title: 'S$5 back on S$60',
			customerIds: ['all'],
			cashbackType: 'amount',
			cashbackAmount: 5,
			minPurchase: 60,
			startDate: RUNNING.start,
			endDate: RUNNING.end,
		},
		{
			title: 'Big basket 15% back',
			customerIds: ['all'],
			cashbackType: 'percentage',
			cashbackAmount: 15,
			minPurchase: 120,
			maxDiscount: 20,
			startDate: RUNNING.start,
			endDate: RUNNING.end,
		},
		{
			title: 'New year cashback',
			customerIds: ['all'],
			cashbackType: 'amount',
			cashbackAmount: 8,
			minPurchase: 50,
			startDate: EXPIRED.start,
			endDate: EXPIRED.end,
		},
	]);
}

async function seedParcel(tx: Tx, moduleId: number): Promise<void> {
	for (const p of PARCEL_CATEGORIES) {
		const [row] = await tx
			.insert(parcelCategories)
			.values({
				name: p.name.en,
				description: p.description.en,
				image: `parcel-${p.slug}.webp`,
				moduleId,
				parcelPerKmShippingCharge: p.perKm,
				parcelMinimumShippingCharge: p.minimum,
			})
			.returning({ id: parcelCategories.id });
		if (!row) continue;
		await tx.insert(translations).values([
			{
				translationableType: 'ParcelCategory',
				translationableId: row.id,
				locale: 'id',
				key: 'name',
				value: p.name.id,
			},
			{
				translationableType: 'ParcelCategory',
				translationableId: row.id,
				locale: 'id',
				key: 'description',
				value: p.description.id,
			},
		]);
	}
}
