import type { z } from 'zod';
import { isModuleType, MODULE_CAPABILITIES } from '~/config/modules';
import type { itemSchema } from '~/contracts/catalog';

/** An item as the catalogue API serialises it (contract §3.1). */
export type CatalogItem = z.infer<typeof itemSchema>;

/** A non-food choice (contract §3.1): `{name: "choice_1", title: "Size", options: ["S", "M"]}`. */
export interface ChoiceOption {
	name: string;
	title: string;
	options: string[];
}

/**
 * What the product detail panel and quick view read of an item (spec §3 item/product): the
 * catalogue item plus the fields details and campaigns add. Kept small: it is an island's prop.
 */
export type ProductItem = CatalogItem & {
	choice_options: ChoiceOption[];
	schedule_order: boolean | number;
	is_halal?: number | undefined;
	unit_type?: string | null | undefined;
	tags?: { id: number; tag: string }[] | undefined;
	/** Present on campaign items only ("Y-m-d"): they are ordered with model ItemCampaign. */
	available_date_starts?: string | null | undefined;
	available_date_ends?: string | null | undefined;
};

const KEYS = [
	'id',
	'name',
	'description',
	'slug',
	'image_full_url',
	'images_full_url',
	'category_ids',
	'store_id',
	'store_name',
	'module_id',
	'module_type',
	'price',
	'discount',
	'discount_type',
	'store_discount',
	'variations',
	'choice_options',
	'food_variations',
	'add_ons',
	'stock',
	'maximum_cart_quantity',
	'flash_sale',
	'available_time_starts',
	'available_time_ends',
	'available_date_starts',
	'available_date_ends',
	'schedule_order',
	'veg',
	'organic',
	'is_halal',
	'halal_tag_status',
	'is_prescription_required',
	'recommended',
	'avg_rating',
	'rating_count',
	'unit_type',
	'tags',
] as const;

/** The item without what the panel never reads (store details, translations): a smaller prop. */
export function toProductItem(item: CatalogItem & Record<string, unknown>): ProductItem {
	const picked: Record<string, unknown> = {};
	for (const key of KEYS) if (item[key] !== undefined) picked[key] = item[key];
	if (!Array.isArray(picked.choice_options)) picked.choice_options = [];
	picked.schedule_order ??= false;
	return picked as ProductItem;
}

/** A food option group, normalised (spec §3 food_variations). */
export interface FoodGroup {
	name: string;
	type: 'single' | 'multi';
	min: number;
	max: number;
	required: boolean;
	values: { label: string; price: number }[];
}

/**
 * spec §5: option prices are read as numbers ("1.50" or 1.5). The server adds the same figure to
 * the base price (contract §8 line pricing), so the panel's total equals the cart's.
 */
export function optionPrice(value: unknown): number {
	const n = typeof value === 'number' ? value : Number.parseFloat(String(value ?? ''));
	return Number.isFinite(n) ? n : 0;
}

function whole(value: unknown, fallback: number): number {
	const n = Math.trunc(Number(value));
	return Number.isFinite(n) ? n : fallback;
}

/** The item's food option groups; `""` and malformed entries give none. */
export function foodGroups(item: Pick<CatalogItem, 'food_variations'>): FoodGroup[] {
	if (!Array.isArray(item.food_variations)) return [];
	return item.food_variations.flatMap((raw): FoodGroup[] => {
		if (typeof raw !== 'object' || raw === null) return [];
		const g = raw as Record<string, unknown>;
		if (typeof g.name !== 'string' || !Array.isArray(g.values)) return [];
		const values = g.values.flatMap((v) => {
			const label = (v as { label?: unknown } | null)?.label;
			return typeof label === 'string'
				? [{ label, price: optionPrice((v as { optionPrice?: unknown }).optionPrice) }]
				: [];
		});
		return [
			{
				name: g.name,
				type: g.type === 'multi' ? 'multi' : 'single',
				min: Math.max(0, whole(g.min, 0)),
				max: Math.max(0, whole(g.max, values.length)),
				required: g.required === 'on' || g.required === true,
				values,
			},
		];
	});
}

/** Grocery, pharmacy and ecommerce keep stock; food and parcel do not (config/modules). */
export function keepsStock(item: Pick<CatalogItem, 'module_type'>): boolean {
	return isModuleType(item.module_type) && MODULE_CAPABILITIES[item.module_type].stock;
}

/** spec §7 cart add: ItemCampaign when the item has available_date_starts, else Item. */
export { cartModel } from '~/features/cart/cart-rules';
