import { and, asc, count, desc, eq, gt, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { toItem } from '../catalog/item-format';
import { loadItemLookups } from '../catalog/item-lookups';
import type { ItemRow } from '../catalog/items.repo';
import { formatItems } from '../catalog/items.service';
import { findItemPage } from '../catalog/items.repo';
import type { CatalogScope } from '../catalog/scope';
import { getSettings } from '../config/settings';
import {
	advertisements,
	banners,
	campaignStores,
	campaigns,
	cashbacks,
	coupons,
	flashSaleItems,
	flashSales,
	itemCampaigns,
	parcelCategories,
	stores,
} from '../db/schema';
import type { Page } from '../http/paging';
import { imageUrl, isoTimestamp } from '../http/urls';
import { findStorePage } from '../stores/stores.repo';
import { formatStores } from '../stores/stores.service';
import { findTranslations } from '../translations/translations.repo';

type Scope = CatalogScope;

async function storesById(scope: Scope, ids: number[]) {
	if (ids.length === 0) return new Map<number, Awaited<ReturnType<typeof formatStores>>[number]>();
	const { rows } = await findStorePage(
		scope.db,
		{ ids, zoneIds: null, today: scope.today, now: scope.now, lat: scope.lat, lng: scope.lng },
		'default',
		{ limit: ids.length, skip: 0 },
	);
	const formatted = await formatStores(scope.db, rows, scope);
	return new Map(formatted.map((s) => [s.id, s]));
}

/** GET banners (contract §4.1): running campaigns and banners of all three types in the zones. */
export async function listBanners(scope: Scope, featured: boolean) {
	const zoneIds = scope.zoneIds ?? [];
	const rows = await scope.db
		.select()
		.from(banners)
		.where(
			and(
				eq(banners.status, 1),
				eq(banners.moduleId, scope.moduleId),
				featured ? eq(banners.featured, 1) : undefined,
				scope.zoneIds ? or(isNull(banners.zoneId), inArray(banners.zoneId, zoneIds)) : undefined,
			),
		)
		.orderBy(asc(banners.id));
	const storeIds = rows
		.filter((b) => b.type === 'store_wise' && b.targetId)
		.map((b) => b.targetId as number);
	const itemIds = rows
		.filter((b) => b.type === 'item_wise' && b.targetId)
		.map((b) => b.targetId as number);
	const [storeMap, itemPage] = await Promise.all([
		storesById(scope, storeIds),
		findItemPage(
			scope.db,
			{ moduleId: scope.moduleId, zoneIds: null, today: scope.today, ids: itemIds },
			'latest',
			{ limit: 50, skip: 0 },
		),
	]);
	const formattedItems = await formatItems(scope.db, itemPage.rows, scope);
	const itemMap = new Map(formattedItems.map((i) => [i.id, i]));
	return {
		campaigns: featured ? [] : await listBasicCampaigns(scope),
		banners: rows
			.map((b) => ({
				id: b.id,
				title: b.title,
				type: b.type,
				image: b.image,
				image_full_url: imageUrl(scope.baseUrl, 'banner', b.image),
				link: b.type === 'default' ? b.defaultLink : null,
				store: b.type === 'store_wise' && b.targetId ? (storeMap.get(b.targetId) ?? null) : null,
				item: b.type === 'item_wise' && b.targetId ? (itemMap.get(b.targetId) ?? null) : null,
			}))
			.filter((b) => b.type !== 'store_wise' || b.store !== null),
	};
}

/** GET campaigns/basic: running basic campaigns of the module, today's date within their window. */
export async function listBasicCampaigns(scope: Scope) {
	const rows = await scope.db
		.select()
		.from(campaigns)
		.where(
			and(
				eq(campaigns.status, 1),
				eq(campaigns.moduleId, scope.moduleId),
				lte(campaigns.availableDateStarts, scope.today),
				gte(campaigns.availableDateEnds, scope.today),
			),
		)
		.orderBy(asc(campaigns.id));
	const text = await findTranslations(
		scope.db,
		'Campaign',
		rows.map((r) => r.id),
		scope.locale,
	);
	return rows.map((r) => ({
		id: r.id,
		title: text.get(r.id)?.title ?? r.title,
		slug: r.slug,
		image: r.image,
		image_full_url: imageUrl(scope.baseUrl, 'campaign', r.image),
		description: text.get(r.id)?.description ?? r.description,
		status: r.status,
		admin_id: 1,
		module_id: r.moduleId,
		start_time: r.startTime,
		end_time: r.endTime,
		available_date_starts: r.availableDateStarts,
		available_date_ends: r.availableDateEnds,
		created_at: isoTimestamp(r.createdAt),
		updated_at: isoTimestamp(r.updatedAt),
	}));
}

/** GET campaigns/basic-campaign-details: one campaign (by id or slug) with its stores in the zones. */
export async function basicCampaignDetails(scope: Scope, key: string) {
	const byId = /^\d{1,9}$/.test(key) ? Number(key) : null;
	const [row] = await scope.db
		.select()
		.from(campaigns)
		.where(
			and(
				eq(campaigns.status, 1),
				byId === null ? eq(campaigns.slug, key) : eq(campaigns.id, byId),
			),
		);
	if (!row) return null;
	const joined = await scope.db
		.select({ id: campaignStores.storeId })
		.from(campaignStores)
		.where(
			and(eq(campaignStores.campaignId, row.id), eq(campaignStores.campaignStatus, 'confirmed')),
		);
	const { rows } = await findStorePage(
		scope.db,
		{
			ids: joined.map((j) => j.id),
			zoneIds: scope.zoneIds,
			today: scope.today,
			now: scope.now,
			lat: scope.lat,
			lng: scope.lng,
		},
		'default',
		{ limit: 100, skip: 0 },
	);
	const text = await findTranslations(scope.db, 'Campaign', [row.id], scope.locale);
	return {
		id: row.id,
		title: text.get(row.id)?.title ?? row.title,
		slug: row.slug,
		image: row.image,
		image_full_url: imageUrl(scope.baseUrl, 'campaign', row.image),
		description: text.get(row.id)?.description ?? row.description,
		module_id: row.moduleId,
		start_time: row.startTime,
		end_time: row.endTime,
		available_date_starts: row.availableDateStarts,
		available_date_ends: row.availableDateEnds,
		stores: await formatStores(scope.db, rows, scope),
	};
}

/** GET campaigns/item: running item campaigns, in the item shape plus their date window. */
export async function listItemCampaigns(scope: Scope) {
	const rows = await scope.db
		.select({ campaign: itemCampaigns, store: stores })
		.from(itemCampaigns)
		.innerJoin(stores, eq(stores.id, itemCampaigns.storeId))
		.where(
			and(
				eq(itemCampaigns.status, 1),
				eq(itemCampaigns.moduleId, scope.moduleId),
				lte(itemCampaigns.startDate, scope.today),
				gte(itemCampaigns.endDate, scope.today),
				scope.zoneIds ? inArray(stores.zoneId, scope.zoneIds) : undefined,
			),
		)
		.orderBy(asc(itemCampaigns.id));
	const asItems: ItemRow[] = rows.map(({ campaign: c, store: s }) => ({
		id: c.id,
		name: c.title,
		slug: c.slug,
		description: c.description,
		image: c.image,
		images: [],
		categoryId: c.categoryId,
		categoryIds: c.categoryIds,
		variations: c.variations,
		foodVariations: c.foodVariations,
		choiceOptions: c.choiceOptions,
		addOnIds: c.addOnIds,
		price: c.price,
		discount: c.discount,
		discountType: c.discountType,
		availableTimeStarts: c.startTime,
		availableTimeEnds: c.endTime,
		veg: c.veg,
		status: c.status,
		storeId: c.storeId,
		moduleId: c.moduleId,
		unitType: null,
		stock: c.stock,
		maximumCartQuantity: c.maximumCartQuantity,
		recommended: 0,
		organic: 0,
		isHalal: 0,
		isPrescriptionRequired: 0,
		commonConditionId: null,
		brandId: null,
		isBasic: 0,
		genericName: null,
		nutritions: null,
		allergies: null,
		tags: [],
		searchName: '',
		searchText: '',
		orderCount: 0,
		avgRating: 0,
		ratingCount: 0,
		createdAt: c.createdAt,
		updatedAt: c.updatedAt,
		storeName: s.name,
		storeZoneId: s.zoneId,
		storeDeliveryTime: s.deliveryTime,
		storeScheduleOrder: s.scheduleOrder,
		storeFreeDelivery: s.freeDelivery,
		storeHalal: s.halalTagStatus,
		storeTax: s.tax,
		storeActive: s.active,
		storeDiscount: 0,
	}));
	const lookups = await loadItemLookups(scope.db, asItems, scope);
	lookups.flashSale.clear(); // campaign items are priced by the campaign alone
	return asItems.map((row, i) => ({
		...toItem(row, lookups),
		image_full_url: imageUrl(scope.baseUrl, 'product', row.image),
		available_date_starts: rows[i]?.campaign.startDate,
		available_date_ends: rows[i]?.campaign.endDate,
		is_campaign: 1,
	}));
}

async function runningFlashSale(scope: Scope) {
	const [sale] = await scope.db
		.select()
		.from(flashSales)
		.where(
			and(
				eq(flashSales.isPublish, 1),
				eq(flashSales.moduleId, scope.moduleId),
				lte(flashSales.startDate, scope.nowIso),
				gt(flashSales.endDate, scope.nowIso),
			),
		)
		.orderBy(asc(flashSales.id))
		.limit(1);
	return sale ?? null;
}

function saleHeader(sale: typeof flashSales.$inferSelect) {
	return {
		id: sale.id,
		module_id: sale.moduleId,
		title: sale.title,
		is_publish: sale.isPublish,
		admin_discount_percentage: sale.adminDiscountPercentage,
		vendor_discount_percentage: sale.vendorDiscountPercentage,
		start_date: sale.startDate,
		end_date: sale.endDate,
		created_at: isoTimestamp(sale.createdAt),
		updated_at: isoTimestamp(sale.updatedAt),
	};
}

async function flashEntries(scope: Scope, saleId: number, page: { limit: number; skip: number }) {
	const where = and(
		eq(flashSaleItems.flashSaleId, saleId),
		eq(flashSaleItems.status, 1),
		gt(flashSaleItems.availableStock, 0),
	);
	const [totals, entries] = await Promise.all([
		scope.db.select({ n: count() }).from(flashSaleItems).where(where),
		scope.db
			.select()
			.from(flashSaleItems)
			.where(where)
			.orderBy(asc(flashSaleItems.id))
			.limit(page.limit)
			.offset(page.skip),
	]);
	const itemPage = await findItemPage(
		scope.db,
		{
			moduleId: scope.moduleId,
			zoneIds: scope.zoneIds,
			today: scope.today,
			ids: entries.map((e) => e.itemId),
		},
		'latest',
		{ limit: entries.length || 1, skip: 0 },
	);
	const formatted = new Map(
		(await formatItems(scope.db, itemPage.rows, scope)).map((i) => [i.id, i]),
	);
	const products = entries.flatMap((e) => {
		const item = formatted.get(e.itemId);
		if (!item) return [];
		return [
			{
				id: e.id,
				flash_sale_id: e.flashSaleId,
				item_id: e.itemId,
				stock: e.stock,
				sold: e.sold,
				available_stock: e.availableStock,
				discount_type: e.discountType,
				discount: e.discount,
				discount_amount: e.discountAmount,
				price: e.price,
				status: e.status,
				item,
			},
		];
	});
	return { total: totals[0]?.n ?? 0, products };
}

/** GET flash-sales: the running sale with its products in the zones, or `{}` (contract §4.5). */
export async function currentFlashSale(scope: Scope) {
	const sale = await runningFlashSale(scope);
	if (!sale) return {};
	const { products } = await flashEntries(scope, sale.id, { limit: 100, skip: 0 });
	return { ...saleHeader(sale), active_products: products };
}

/** GET flash-sales/items: a page of the running sale's products; null when no sale runs. */
export async function flashSaleItemsPage(scope: Scope, saleId: number | undefined, page: Page) {
	const sale = await runningFlashSale(scope);
	if (!sale || (saleId !== undefined && saleId !== sale.id)) return null;
	const { total, products } = await flashEntries(scope, sale.id, page);
	return {
		total_size: total,
		limit: page.echo.limit,
		offset: page.echo.offset,
		flash_sale: saleHeader(sale),
		products,
	};
}

/** GET coupon/list: usable coupons of the module, today, in the caller's zones (contract §4.6). */
export async function listCoupons(scope: Scope) {
	const rows = await scope.db
		.select({ coupon: coupons, storeName: stores.name })
		.from(coupons)
		.leftJoin(stores, eq(stores.id, coupons.storeId))
		.where(
			and(
				eq(coupons.status, 1),
				eq(coupons.moduleId, scope.moduleId),
				lte(coupons.startDate, scope.today),
				gte(coupons.expireDate, scope.today),
			),
		)
		.orderBy(asc(coupons.id));
	return rows
		.filter(
			({ coupon }) =>
				coupon.couponType !== 'zone_wise' ||
				!scope.zoneIds ||
				coupon.data.some((z) => scope.zoneIds?.includes(z)),
		)
		.map(({ coupon: c, storeName }) => ({
			id: c.id,
			title: c.title,
			code: c.code,
			start_date: c.startDate,
			expire_date: c.expireDate,
			min_purchase: c.minPurchase,
			max_discount: c.maxDiscount,
			discount: c.discount,
			discount_type: c.discountType,
			coupon_type: c.couponType,
			limit: c.limit,
			status: c.status,
			data: c.couponType === 'store_wise' ? (storeName ?? '') : JSON.stringify(c.data),
			total_uses: c.totalUses,
			module_id: c.moduleId,
			created_by: c.createdBy,
			customer_id: JSON.stringify(c.customerIds),
			store_id: c.storeId,
			store: c.storeId ? { id: c.storeId, name: storeName } : null,
			created_at: isoTimestamp(c.createdAt),
			updated_at: isoTimestamp(c.updatedAt),
		}));
}

/** GET cashback/list: running cashback offers, largest first. */
export async function listCashbacks(scope: Pick<CatalogScope, 'db' | 'today'>) {
	const rows = await scope.db
		.select()
		.from(cashbacks)
		.where(
			and(
				eq(cashbacks.status, 1),
				lte(cashbacks.startDate, scope.today),
				gte(cashbacks.endDate, scope.today),
			),
		)
		.orderBy(desc(cashbacks.cashbackAmount), asc(cashbacks.id));
	return rows.map((r) => ({
		id: r.id,
		title: r.title,
		customer_id: JSON.stringify(r.customerIds),
		cashback_type: r.cashbackType,
		cashback_amount: r.cashbackAmount,
		min_purchase: r.minPurchase,
		max_discount: r.maxDiscount,
		same_user_limit: r.sameUserLimit,
		total_used: r.totalUsed,
		start_date: r.startDate,
		end_date: r.endDate,
		status: r.status,
	}));
}

/** GET advertisement/list: approved ads running today, by priority (contract §4.6). */
export async function listAdvertisements(scope: Scope) {
	const rows = await scope.db
		.select()
		.from(advertisements)
		.where(
			and(
				eq(advertisements.status, 'approved'),
				eq(advertisements.moduleId, scope.moduleId),
				lte(advertisements.startDate, scope.today),
				gte(advertisements.endDate, scope.today),
			),
		)
		.orderBy(sql`${advertisements.priority} asc nulls last`, asc(advertisements.id));
	const storeMap = await storesById(scope, [...new Set(rows.map((r) => r.storeId))]);
	return rows.flatMap((r) => {
		const store = storeMap.get(r.storeId);
		if (!store || (scope.zoneIds && !scope.zoneIds.includes(store.zone_id))) return [];
		return [
			{
				id: r.id,
				store_id: r.storeId,
				module_id: r.moduleId,
				add_type: r.addType,
				title: r.title,
				description: r.description,
				start_date: r.startDate,
				end_date: r.endDate,
				cover_image: r.coverImage,
				profile_image: r.profileImage,
				video_attachment: r.videoAttachment,
				cover_image_full_url: imageUrl(scope.baseUrl, 'advertisement', r.coverImage),
				profile_image_full_url: imageUrl(scope.baseUrl, 'advertisement', r.profileImage),
				video_attachment_full_url: r.videoAttachment
					? `${scope.baseUrl}/media/${r.videoAttachment}`
					: null,
				priority: r.priority,
				is_rating_active: r.isRatingActive,
				is_review_active: r.isReviewActive,
				status: r.status,
				active: 1,
				average_rating: store.avg_rating,
				reviews_comments_count: store.rating_count,
				store: {
					id: store.id,
					name: store.name,
					slug: store.slug,
					module_id: store.module_id,
					zone_id: store.zone_id,
					distance: store.distance,
					logo_full_url: store.logo_full_url,
					avg_rating: store.avg_rating,
				},
			},
		];
	});
}

/** GET parcel-category. */
export async function listParcelCategories(scope: Pick<CatalogScope, 'db' | 'locale' | 'baseUrl'>) {
	const rows = await scope.db
		.select()
		.from(parcelCategories)
		.where(eq(parcelCategories.status, 1))
		.orderBy(asc(parcelCategories.id));
	const text = await findTranslations(
		scope.db,
		'ParcelCategory',
		rows.map((r) => r.id),
		scope.locale,
	);
	return rows.map((r) => ({
		id: r.id,
		name: text.get(r.id)?.name ?? r.name,
		description: text.get(r.id)?.description ?? r.description,
		image: r.image,
		image_full_url: imageUrl(scope.baseUrl, 'parcel_category', r.image),
		status: r.status,
		orders_count: 0,
		module_id: r.moduleId,
		parcel_per_km_shipping_charge: r.parcelPerKmShippingCharge,
		parcel_minimum_shipping_charge: r.parcelMinimumShippingCharge,
	}));
}

interface Localized {
	en: string;
	id: string;
}
interface ModuleContent {
	other_banners: Record<string, string>;
	why_choose: { title: Localized; short_description: Localized; image: string }[];
	video_content: {
		section_title: Localized;
		banner_type: string;
		banner_image: string;
		banner_contents: { title: Localized; description: Localized }[];
	};
}

async function moduleContent(
	scope: Pick<CatalogScope, 'db' | 'moduleId'>,
): Promise<ModuleContent | null> {
	const value = (await getSettings(scope.db))[`module_content:${scope.moduleId}`];
	return value && typeof value === 'object' ? (value as ModuleContent) : null;
}

/** GET other-banners: the home page's section banners as a flat file map (contract §4.1). */
export async function otherBanners(
	scope: Pick<CatalogScope, 'db' | 'moduleId' | 'baseUrl' | 'moduleType'>,
) {
	const content = await moduleContent(scope);
	if (scope.moduleType === 'parcel') return { banners: [] };
	const map: Record<string, string | null> = {};
	for (const [key, file] of Object.entries(content?.other_banners ?? {})) {
		map[key] = file;
		map[`${key}_full_url`] = imageUrl(scope.baseUrl, 'promotional_banner', file);
	}
	return map;
}

export async function whyChoose(
	scope: Pick<CatalogScope, 'db' | 'moduleId' | 'baseUrl' | 'locale'>,
) {
	const content = await moduleContent(scope);
	return {
		banners: (content?.why_choose ?? []).map((b, i) => ({
			id: i + 1,
			title: b.title[scope.locale],
			short_description: b.short_description[scope.locale],
			image: b.image,
			image_full_url: imageUrl(scope.baseUrl, 'promotional_banner', b.image),
		})),
	};
}

export async function videoContent(
	scope: Pick<CatalogScope, 'db' | 'moduleId' | 'baseUrl' | 'locale'>,
) {
	const video = (await moduleContent(scope))?.video_content;
	if (!video) return { banner_contents: [], section_title: null, banner_type: null };
	return {
		section_title: video.section_title[scope.locale],
		banner_type: video.banner_type,
		banner_video: null,
		banner_video_content: null,
		banner_video_content_full_url: null,
		banner_image: video.banner_image,
		banner_image_full_url: imageUrl(scope.baseUrl, 'promotional_banner', video.banner_image),
		banner_contents: video.banner_contents.flatMap((s, i) => [
			{ key: `title_${i + 1}`, value: s.title[scope.locale] },
			{ key: `description_${i + 1}`, value: s.description[scope.locale] },
		]),
	};
}
