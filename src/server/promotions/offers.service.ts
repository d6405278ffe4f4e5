import { and, asc, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { CatalogScope } from '../catalog/scope';
import { advertisements, cashbacks, coupons, parcelCategories, stores } from '../db/schema';
import { imageUrl, isoTimestamp } from '../http/urls';
import { formatStoresByIds } from '../stores/stores.service';
import { findTranslations } from '../translations/translations.repo';

/** GET coupon/list: usable coupons of the module, today, in the caller's zones (contract §4.6). */
export async function listCoupons(scope: CatalogScope) {
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
				// A coupon addressed to some customers is theirs alone (customer/coupons lists it).
				coupon.customerIds.includes('all') &&
				(coupon.couponType !== 'zone_wise' ||
					!scope.zoneIds ||
					coupon.data.some((z) => scope.zoneIds?.includes(z))),
		)
		.map(({ coupon: c, storeName }) => ({
			id: c.id,
			title: c.title,
			code: c.code,
			start_date: c.startDate,
			expire_date: c.expireDate,
			end_date: c.expireDate,
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
export async function listAdvertisements(scope: CatalogScope) {
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
	const storeMap = await formatStoresByIds(scope, [...new Set(rows.map((r) => r.storeId))]);
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
