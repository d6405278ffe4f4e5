import type { LocalTime } from '~/lib/local-time';
import { normalizeTime } from '~/lib/local-time';
import { round2 } from '~/lib/numbers';
import { nextOpening } from '~/lib/store-hours';
import { deliveryMinutes } from '~/lib/text';
import { imageUrl, isoTimestamp } from '../http/urls';
import type { ScheduleRow, StoreDiscountRow, StoreRow } from './stores.repo';

export interface StoreLookups {
	schedules: ScheduleRow[];
	discounts: StoreDiscountRow[];
	now: LocalTime;
	baseUrl: string;
}

/** Today's opening time if still ahead or ongoing, else "closed" (contract §3.2). */
export function currentOpeningTime(schedules: ScheduleRow[], now: LocalTime): string {
	const today = schedules
		.filter((s) => s.day === now.weekday && s.closingTime > now.time)
		.sort((a, b) => a.openingTime.localeCompare(b.openingTime));
	return today[0]?.openingTime ?? 'closed';
}

/** When a closed, active store opens next (issue 14), in the shop's time; else null. */
export function opensAt(
	row: { open: number; active: boolean },
	schedules: readonly ScheduleRow[],
	now: LocalTime,
) {
	if (row.open !== 0 || !row.active) return null;
	return nextOpening(
		schedules.map((s) => ({ day: s.day, openingTime: s.openingTime, closingTime: s.closingTime })),
		now,
	);
}

/** A store as the 6amMart store formatter serialises it (contract §3.2). */
export function toStore(row: StoreRow, lookups: StoreLookups) {
	const schedules = lookups.schedules.filter((s) => s.storeId === row.id);
	const discount = lookups.discounts.find((d) => d.storeId === row.id);
	const [minDelivery, maxDelivery] = deliveryMinutes(row.deliveryTime);
	const positive = row.ratings[0] + row.ratings[1] + row.ratings[2];
	return {
		id: row.id,
		name: row.name,
		slug: row.slug,
		phone: row.phone,
		email: row.email,
		logo: row.logo,
		cover_photo: row.coverPhoto,
		logo_full_url: imageUrl(lookups.baseUrl, 'store', row.logo),
		cover_photo_full_url: imageUrl(lookups.baseUrl, 'store/cover', row.coverPhoto),
		latitude: String(row.latitude),
		longitude: String(row.longitude),
		address: row.address,
		footer_text: row.footerText,
		minimum_order: row.minimumOrder,
		comission: row.comission,
		schedule_order: row.scheduleOrder,
		status: row.status,
		vendor_id: row.id,
		free_delivery: row.freeDelivery,
		delivery: row.delivery,
		take_away: row.takeAway,
		item_section: row.itemSection,
		reviews_section: row.reviewsSection,
		tax: row.tax,
		zone_id: row.zoneId,
		module_id: row.moduleId,
		module_type: row.moduleType,
		active: row.active,
		off_day: row.offDay,
		self_delivery_system: row.selfDeliverySystem,
		minimum_shipping_charge: row.minimumShippingCharge,
		maximum_shipping_charge: row.maximumShippingCharge,
		per_km_shipping_charge: row.perKmShippingCharge,
		delivery_time: row.deliveryTime,
		min_delivery_time: minDelivery,
		max_delivery_time: maxDelivery,
		veg: row.veg,
		non_veg: row.nonVeg,
		order_count: row.orderCount,
		total_order: row.orderCount,
		featured: row.featured,
		prescription_order: row.prescriptionOrder,
		cutlery: row.cutlery,
		announcement: row.announcement,
		announcement_message: row.announcementMessage,
		gst_status: false,
		gst_code: '',
		open: row.open,
		distance: round2(row.distance),
		discount: discount
			? {
					id: discount.id,
					start_date: discount.startDate,
					end_date: discount.endDate,
					start_time: discount.startTime,
					end_time: discount.endTime,
					min_purchase: discount.minPurchase,
					max_discount: discount.maxDiscount,
					discount: discount.discount,
					discount_type: discount.discountType,
					store_id: discount.storeId,
				}
			: null,
		discount_status: true,
		ratings: row.ratings,
		avg_rating: round2(row.avgRating),
		rating_count: row.ratingCount,
		positive_rating: row.ratingCount > 0 ? Math.round((positive / row.ratingCount) * 100) : 0,
		total_items: row.totalItems,
		total_campaigns: 0,
		is_recommended: row.featured === 1,
		halal_tag_status: row.halalTagStatus,
		extra_packaging_status: false,
		extra_packaging_amount: 0,
		current_opening_time: currentOpeningTime(schedules, lookups.now),
		/** Our addition (issue 14): when a closed store opens next, in the shop's time; else null. */
		opens_at: opensAt(row, schedules, lookups.now),
		schedules: schedules.map((s) => ({
			id: s.id,
			store_id: s.storeId,
			day: s.day,
			opening_time: normalizeTime(s.openingTime),
			closing_time: normalizeTime(s.closingTime),
		})),
		module: { id: row.moduleId, module_type: row.moduleType, module_name: row.moduleName },
		created_at: isoTimestamp(row.createdAt),
		updated_at: isoTimestamp(row.updatedAt),
		translations: [],
		storage: [],
	};
}

export type Store = ReturnType<typeof toStore>;
