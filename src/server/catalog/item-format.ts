import { round2 } from '~/lib/numbers';
import { deliveryMinutes } from '~/lib/text';
import { imageUrl, isoTimestamp } from '../http/urls';
import type { ItemLookups } from './item-lookups';
import type { ItemRow } from './items.repo';

/**
 * An item as the 6amMart item formatter serialises it (contract §3.1). Discount precedence:
 * a running flash sale, then a store-wide discount, then the item's own (contract §11.10).
 */
export function toItem(row: ItemRow, lookups: ItemLookups) {
	const text = lookups.itemText.get(row.id);
	const flash = lookups.flashSale.get(row.id);
	const [minDelivery, maxDelivery] = deliveryMinutes(row.storeDeliveryTime);
	const module = lookups.modules.get(row.moduleId) ?? null;
	const images = [row.image, ...row.images].filter((f): f is string => Boolean(f));
	return {
		id: row.id,
		name: text?.name ?? row.name,
		description: text?.description ?? row.description,
		slug: row.slug,
		image: row.image,
		images: row.images,
		image_full_url: imageUrl(lookups.baseUrl, 'product', row.image),
		images_full_url: images.map((f) => imageUrl(lookups.baseUrl, 'product', f)),
		unit_id: null,
		unit_type: row.unitType,
		unit: null,
		category_id: row.categoryId,
		category_ids: row.categoryIds.map((c) => ({
			id: String(c.id),
			position: c.position,
			name: lookups.categories.get(c.id)?.name ?? '',
		})),
		store_id: row.storeId,
		store_name: row.storeName,
		module_id: row.moduleId,
		module_type: module?.module_type ?? lookups.moduleType,
		module,
		zone_id: row.storeZoneId,
		price: row.price,
		discount: flash ? flash.discount : row.discount,
		discount_type: flash ? flash.discountType : row.discountType,
		store_discount: flash ? 0 : row.storeDiscount,
		tax: row.storeTax,
		tax_type: 'percent',
		variations: row.variations,
		choice_options: row.choiceOptions,
		attributes: row.choiceOptions.map((_, i) => i + 1),
		// `[]` when none: the original clients map over it (contract §11.16 notes the Laravel `""`).
		food_variations: row.foodVariations,
		add_ons: row.addOnIds.flatMap((id) => {
			const a = lookups.addOns.get(id);
			if (a?.status !== 1) return [];
			const name = lookups.addOnText.get(id)?.name ?? a.name;
			return [{ id: a.id, name, price: a.price, store_id: a.storeId, status: a.status }];
		}),
		stock: flash ? flash.availableStock : row.stock,
		maximum_cart_quantity: row.maximumCartQuantity,
		flash_sale: flash ? 1 : 0,
		available_time_starts: row.availableTimeStarts,
		available_time_ends: row.availableTimeEnds,
		schedule_order: row.storeScheduleOrder,
		delivery_time: row.storeDeliveryTime,
		min_delivery_time: minDelivery,
		max_delivery_time: maxDelivery,
		free_delivery: row.storeFreeDelivery,
		veg: row.veg,
		status: row.status,
		is_approved: 1,
		recommended: row.recommended,
		organic: row.organic,
		is_halal: row.isHalal,
		halal_tag_status: row.storeHalal ? 1 : 0,
		is_campaign: 0,
		is_basic: row.isBasic,
		is_prescription_required: row.isPrescriptionRequired,
		common_condition_id: row.commonConditionId,
		brand_id: row.brandId,
		generic_name: row.genericName,
		nutritions_name: row.nutritions,
		allergies_name: row.allergies,
		avg_rating: round2(row.avgRating),
		rating_count: row.ratingCount,
		order_count: row.orderCount,
		temp_available: row.storeActive,
		created_at: isoTimestamp(row.createdAt),
		updated_at: isoTimestamp(row.updatedAt),
		translations: [],
		storage: [],
	};
}

export type Item = ReturnType<typeof toItem>;
