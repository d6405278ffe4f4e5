import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import { toItem } from '../catalog/item-format';
import { loadItemLookups } from '../catalog/item-lookups';
import type { ItemRow } from '../catalog/items.repo';
import type { CatalogScope } from '../catalog/scope';
import { campaignStores, campaigns, itemCampaigns, stores } from '../db/schema';
import { imageUrl, isoTimestamp } from '../http/urls';
import { findStorePage } from '../stores/stores.repo';
import { formatStores } from '../stores/stores.service';
import { findTranslations } from '../translations/translations.repo';

/** A basic campaign as the API serialises it, in the caller's language. */
function toCampaign(
	row: typeof campaigns.$inferSelect,
	localized: Record<string, string> | undefined,
	baseUrl: string,
) {
	return {
		id: row.id,
		title: localized?.title ?? row.title,
		slug: row.slug,
		image: row.image,
		image_full_url: imageUrl(baseUrl, 'campaign', row.image),
		description: localized?.description ?? row.description,
		status: row.status,
		admin_id: 1,
		module_id: row.moduleId,
		start_time: row.startTime,
		end_time: row.endTime,
		available_date_starts: row.availableDateStarts,
		available_date_ends: row.availableDateEnds,
		created_at: isoTimestamp(row.createdAt),
		updated_at: isoTimestamp(row.updatedAt),
	};
}

/** GET campaigns/basic: running basic campaigns of the module, today's date within their window. */
export async function listBasicCampaigns(scope: CatalogScope) {
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
	return rows.map((r) => toCampaign(r, text.get(r.id), scope.baseUrl));
}

/** GET campaigns/basic-campaign-details: one campaign (by id or slug) with its stores in the zones. */
export async function basicCampaignDetails(scope: CatalogScope, key: string) {
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
		...toCampaign(row, text.get(row.id), scope.baseUrl),
		stores: await formatStores(scope.db, rows, scope),
	};
}

/** GET campaigns/item: running item campaigns, in the item shape plus their date window. */
export async function listItemCampaigns(scope: CatalogScope) {
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
		foldedName: '',
		foldedText: '',
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
	return asItems.map((row, i) => {
		const item = toItem(row, lookups);
		return {
			...item,
			// The running-campaigns section of the original client reads `title` and `image`.
			title: item.name,
			image_full_url: imageUrl(scope.baseUrl, 'product', row.image),
			available_date_starts: rows[i]?.campaign.startDate,
			available_date_ends: rows[i]?.campaign.endDate,
			is_campaign: 1,
		};
	});
}
