/** The five module types of the spec (§9) and what each allows. Module types are configuration, not folders. */
export const MODULE_TYPES = ['grocery', 'pharmacy', 'ecommerce', 'food', 'parcel'] as const;
export type ModuleType = (typeof MODULE_TYPES)[number];

export interface ModuleCapabilities {
	order_status: { accepted: boolean };
	order_place_to_schedule_interval: boolean;
	add_on: boolean;
	stock: boolean;
	veg_non_veg: boolean;
	unit: boolean;
	order_attachment: boolean;
	always_open: boolean;
	all_zone_service: boolean;
	item_available_time: boolean;
	show_restaurant_text: boolean;
	is_parcel: boolean;
	organic: boolean;
	cutlery: boolean;
	common_condition: boolean;
	nutrition: boolean;
	allergy: boolean;
	basic: boolean;
	halal: boolean;
	brand: boolean;
	generic_name: boolean;
	is_rental: boolean;
	description: string;
}

const none: Omit<ModuleCapabilities, 'description'> = {
	order_status: { accepted: false },
	order_place_to_schedule_interval: false,
	add_on: false,
	stock: false,
	veg_non_veg: false,
	unit: false,
	order_attachment: false,
	always_open: false,
	all_zone_service: false,
	item_available_time: false,
	show_restaurant_text: false,
	is_parcel: false,
	organic: false,
	cutlery: false,
	common_condition: false,
	nutrition: false,
	allergy: false,
	basic: false,
	halal: false,
	brand: false,
	generic_name: false,
	is_rental: false,
};

/** Capability table served as `module_config` by GET /config (contract §1.1). */
export const MODULE_CAPABILITIES: Record<ModuleType, ModuleCapabilities> = {
	food: {
		...none,
		order_status: { accepted: true },
		add_on: true,
		veg_non_veg: true,
		item_available_time: true,
		show_restaurant_text: true,
		cutlery: true,
		nutrition: true,
		allergy: true,
		halal: true,
		description: 'Restaurants and home kitchens, delivered hot, with add-ons and variations.',
	},
	grocery: {
		...none,
		stock: true,
		unit: true,
		organic: true,
		order_place_to_schedule_interval: true,
		nutrition: true,
		allergy: true,
		halal: true,
		description: 'Fresh produce and everyday essentials from nearby supermarkets.',
	},
	pharmacy: {
		...none,
		stock: true,
		unit: true,
		order_attachment: true,
		common_condition: true,
		basic: true,
		generic_name: true,
		description: 'Medicines and health care, with prescription upload.',
	},
	ecommerce: {
		...none,
		stock: true,
		unit: true,
		always_open: true,
		all_zone_service: true,
		brand: true,
		description: 'Fashion, electronics and home goods shipped across the city.',
	},
	parcel: {
		...none,
		is_parcel: true,
		always_open: true,
		description: 'Send a parcel anywhere in the city with a tracked courier.',
	},
};

export function isModuleType(value: string): value is ModuleType {
	return (MODULE_TYPES as readonly string[]).includes(value);
}
