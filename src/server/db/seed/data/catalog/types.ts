/**
 * The shape of the demo catalogue. Content lives in the files beside this one; the seed loader
 * (src/server/db/seed/catalog.ts) turns it into rows. Everything here is deterministic data.
 */
import type { ModuleType } from '~/config/modules';

export interface Localized {
	en: string;
	id: string;
}

export type CatalogModule = Exclude<ModuleType, 'parcel'>;

export interface CategorySeed {
	slug: string;
	name: Localized;
	/** The category tile's picture: one Fluent Emoji 3D emoji (ADR 019). */
	emoji: string;
	/** Slug of the parent category; absent for a top category. */
	parent?: string;
	featured?: boolean;
	/** Higher shows first. */
	priority?: number;
}

export interface BrandSeed {
	slug: string;
	name: string;
	/** The brand logo: this emoji above the initials, on the brand colour (hue 0–359). */
	emoji: string;
	hue: number;
}

export interface CommonConditionSeed {
	slug: string;
	name: Localized;
}

/** Opening hours; `days` are weekdays 0 (Sunday) to 6 it opens on, default every day. */
export interface ScheduleSeed {
	open: string; // "HH:MM"
	close: string; // "HH:MM", may be "23:59"
	days?: number[];
}

export interface AddOnSeed {
	name: Localized;
	price: number;
}

export interface VariationSeed {
	/** e.g. "500g", "S-Red" (choice option values joined with "-"). */
	type: string;
	price: number;
	stock: number;
}

export interface ChoiceOptionSeed {
	title: string;
	options: string[];
}

export interface FoodVariationSeed {
	name: Localized;
	type: 'single' | 'multi';
	min: number;
	max: number;
	required: boolean;
	values: { label: Localized; optionPrice: number }[];
}

export interface ItemSeed {
	name: Localized;
	/**
	 * The item's picture (ADR 019): this emoji on a soft background in the module's colour. A
	 * small garnish emoji and a background tone (0–5) tell apart items that share the emoji.
	 */
	emoji?: string;
	garnish?: string;
	tone?: number;
	description: Localized;
	/** Slug of a category of this module (a sub-category is fine: its parent is implied). */
	category: string;
	price: number;
	discount?: { type: 'percent' | 'amount'; value: number };
	/** Food: true for vegetarian. */
	veg?: boolean;
	organic?: boolean;
	halal?: boolean;
	recommended?: boolean;
	/** Non-food modules: units in stock (0 = out of stock). Food items have no stock. */
	stock?: number;
	maximumCartQuantity?: number;
	unit?: string; // "pc", "kg", "g", "ml", "l", "pack", "box", "strip", "bottle"
	variations?: VariationSeed[];
	choiceOptions?: ChoiceOptionSeed[];
	foodVariations?: FoodVariationSeed[];
	/** Names (en) of add-ons of the item's store. */
	addOns?: string[];
	/** Food: ordering window within the day, e.g. breakfast items. */
	availableTime?: { start: string; end: string };
	prescriptionRequired?: boolean;
	/** Pharmacy: slug of a common condition. */
	commonCondition?: string;
	/** Pharmacy: basic medicine ("Basic Medicine Nearby"). */
	basic?: boolean;
	genericName?: string;
	/** Ecommerce (and some grocery): brand slug. */
	brand?: string;
	tags?: string[];
	nutrition?: string[];
	allergies?: string[];
}

export interface StoreSeed {
	slug: string;
	name: string;
	/** Pictures (ADR 019): the logo's emoji on the brand colour (hue 0–359), the cover's emoji. */
	logo: { emoji: string; hue: number };
	cover: string[];
	module: CatalogModule;
	/** Zone name from ../zones.ts; the coordinates must lie inside that zone's polygon. */
	zone: string;
	address: string;
	lat: number;
	lng: number;
	phone: string;
	/** e.g. "20-30 min" */
	deliveryTime: string;
	minimumOrder: number;
	/** Percent. */
	tax: number;
	freeDelivery?: boolean;
	/** Home delivery offered (default true). */
	delivery?: boolean;
	/** Take-away offered (default true). */
	takeAway?: boolean;
	/** Vendor's pause switch: false = temporarily closed (default true). */
	active?: boolean;
	featured?: boolean;
	halal?: boolean;
	/** Food stores: serves vegetarian / non-vegetarian dishes. */
	veg?: boolean;
	nonVeg?: boolean;
	/** Store-wide discount (percent of the item price), with a minimum purchase. */
	discount?: { percent: number; minPurchase: number; maxDiscount: number };
	/** Absent = open around the clock. */
	schedule?: ScheduleSeed;
	addOns?: AddOnSeed[];
	items: ItemSeed[];
}

export interface ModuleCatalogSeed {
	module: CatalogModule;
	categories: CategorySeed[];
	brands?: BrandSeed[];
	commonConditions?: CommonConditionSeed[];
	stores: StoreSeed[];
}
