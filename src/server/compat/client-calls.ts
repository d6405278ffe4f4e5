import type { FieldSpec } from './shape-check';

/**
 * The calls the original 6amMart React web client (moyhstation/6ammart-react, web 2.3.1) makes,
 * with the headers it sends and the fields its components read (issue 19). Written from its
 * source as facts: `src/api-manage/ApiRoutes.js` and the hooks under `src/api-manage/hooks`, the
 * `getServerSideProps` of `pages/*`, and the components that render the answers (product card,
 * store page, landing page, cart drawer, checkout, coupons, profile). Its code is not ours.
 */

/** What a row may use: ids found in the seeded database, a customer's token, a guest id. */
export interface CallContext {
	storeId: number;
	storeSlug: string;
	itemId: number;
	/** A grocery item without variations, in stock (cart rows). */
	plainItemId: number;
	categoryId: number;
	campaignStoreId: number;
	token: string;
	guestId: number;
}

export interface ClientCall {
	/** What the client is doing when it makes the call. */
	name: string;
	method: 'GET' | 'POST' | 'PUT' | 'DELETE';
	path: (x: CallContext) => string;
	/** Which module's header the client sends (its stored module); none for module-less calls. */
	module?: 'food' | 'grocery' | 'pharmacy' | 'ecommerce' | 'parcel';
	/** Server-side `fetch` in `getServerSideProps` sends `moduleId: undefined` as text. */
	moduleHeader?: 'undefined';
	auth?: boolean;
	body?: (x: CallContext) => Record<string, unknown>;
	status: number;
	fields: FieldSpec;
}

/** The product card, quick view and cart read these on every item (components/cards/ProductCard). */
export const ITEM: FieldSpec = {
	id: 'number',
	name: 'string',
	slug: 'string',
	image: 'string?',
	image_full_url: 'string?',
	price: 'number',
	discount: 'number',
	discount_type: 'string',
	store_discount: 'number',
	store_id: 'number',
	store_name: 'string',
	module_type: 'string',
	'module.id': 'number',
	'module.module_type': 'string',
	'module.module_name': 'string',
	unit_type: 'string?',
	stock: 'number',
	maximum_cart_quantity: 'number?',
	veg: 'number',
	variations: 'array',
	food_variations: 'array',
	add_ons: 'array',
	avg_rating: 'number',
	rating_count: 'number',
	available_time_starts: 'string',
	available_time_ends: 'string',
	schedule_order: 'boolean',
};

/** Prefixes every field of a shape with a path (`products[]`, `[]`, …). */
export function under(prefix: string, spec: FieldSpec): FieldSpec {
	return Object.fromEntries(
		Object.entries(spec).map(([path, kind]) => [`${prefix}.${path}`.replace(/^\./, ''), kind]),
	);
}

/** The store card and store page (components/store-details, cards/StoreCard). */
export const STORE: FieldSpec = {
	id: 'number',
	name: 'string',
	slug: 'string',
	logo: 'string?',
	cover_photo: 'string?',
	address: 'string?',
	avg_rating: 'number',
	rating_count: 'number',
	positive_rating: 'number',
	delivery_time: 'string?',
	minimum_order: 'number',
	active: 'boolean',
	open: 'number',
	total_items: 'number',
	zone_id: 'number',
	module_id: 'number',
	schedules: 'array',
	'module.module_type': 'string',
};
