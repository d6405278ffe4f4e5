import { z } from 'zod';
import './field-messages';
import { guestIdField } from './auth';

/**
 * Orders as the customer reads and changes them (contract §3.4, §8.3, §8.4), snake_case as on the
 * wire. Timestamps are ISO 8601 strings; money is a number in the shop's currency.
 */

/** Every status an order can have (contract §10.1). */
export const ORDER_STATUSES = [
	'pending',
	'accepted',
	'confirmed',
	'processing',
	'handover',
	'picked_up',
	'delivered',
	'canceled',
	'failed',
	'refund_requested',
	'refund_request_canceled',
	'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** contract §8.3: `order/list` shows these; `order/running-orders` everything else. */
export const HISTORY_STATUSES = [
	'delivered',
	'canceled',
	'refund_requested',
	'refund_request_canceled',
	'refunded',
	'failed',
] as const satisfies readonly OrderStatus[];

const wholeNumber = (field: string) =>
	z
		.union([z.number(), z.string().trim()], { error: `The ${field} field is required.` })
		.transform(String)
		.pipe(z.string().regex(/^\d{1,9}$/, { error: `The ${field} must be an integer.` }));

const orderId = wholeNumber('order id').transform(Number);

/** GET order/running-orders and order/list: `limit` and `offset` (a page number) are required. */
export const orderListRequestSchema = z.object({
	guest_id: guestIdField,
	limit: wholeNumber('limit'),
	offset: wholeNumber('offset'),
});

/** GET order/details. */
export const orderIdRequestSchema = z.object({ guest_id: guestIdField, order_id: orderId });

/** GET order/track: guests also send the phone the order was placed with. */
export const orderTrackRequestSchema = orderIdRequestSchema.extend({
	contact_number: z.string().trim().max(32).optional(),
});

/** PUT order/cancel (or POST with `_method=put`). */
export const orderCancelRequestSchema = orderIdRequestSchema.extend({
	reason: z
		.string({ error: 'The reason field is required.' })
		.trim()
		.min(1, { error: 'The reason field is required.' })
		.max(255, { error: 'The reason may not be greater than 255 characters.' }),
});

/** GET order/cancellation-reasons: paging is optional; `type` filters by who cancels. */
export const cancellationReasonsRequestSchema = z.object({
	limit: wholeNumber('limit').optional(),
	offset: wholeNumber('offset').optional(),
	type: z.enum(['customer', 'store', 'deliveryman', 'admin']).optional(),
});

/** The delivery address an order keeps (contract §8.3): coordinates as strings. */
export const orderDeliveryAddressSchema = z.object({
	contact_person_name: z.string(),
	contact_person_number: z.string(),
	contact_person_email: z.string().nullable(),
	address_type: z.string(),
	address: z.string(),
	floor: z.string().nullable(),
	road: z.string().nullable(),
	house: z.string().nullable(),
	longitude: z.string(),
	latitude: z.string(),
});
export type OrderDeliveryAddressView = z.infer<typeof orderDeliveryAddressSchema>;

/** A parcel's receiver (contract §8.1 `receiver_details`): an address with the zone found for it. */
export const orderReceiverSchema = orderDeliveryAddressSchema.extend({ zone_id: z.number().int() });
export type OrderReceiver = z.infer<typeof orderReceiverSchema>;

/** A parcel's category, as `parcel-category` lists it. */
export const orderParcelCategorySchema = z.looseObject({
	id: z.number().int(),
	name: z.string(),
	description: z.string(),
	image: z.string().nullable(),
	image_full_url: z.string().nullable(),
	module_id: z.number().int(),
});
export type OrderParcelCategory = z.infer<typeof orderParcelCategorySchema>;

/** The store of an order: what the order pages and the tracking map show. */
export const orderStoreSchema = z.looseObject({
	id: z.number().int(),
	name: z.string(),
	slug: z.string(),
	phone: z.string(),
	address: z.string(),
	logo_full_url: z.string().nullable(),
	/** Strings, as the store formatter serves them (contract §3.2). */
	latitude: z.string(),
	longitude: z.string(),
	module_id: z.number().int(),
	zone_id: z.number().int(),
	delivery_time: z.string(),
});
export type OrderStore = z.infer<typeof orderStoreSchema>;

/** The delivery person of an order; `lat`/`lng` is where they are now (numbers), or null. */
export const orderDeliveryManSchema = z.looseObject({
	id: z.number().int(),
	f_name: z.string(),
	l_name: z.string(),
	phone: z.string(),
	image_full_url: z.string().nullable(),
	avg_rating: z.number(),
	rating_count: z.number().int(),
	lat: z.number().nullable(),
	lng: z.number().nullable(),
	location: z.string().nullable(),
});
export type OrderDeliveryMan = z.infer<typeof orderDeliveryManSchema>;

const moment = z.string().nullable();

/** An order as the lists and `order/track` answer it (contract §3.4). */
export const orderViewSchema = z.looseObject({
	id: z.number().int(),
	/** The customer's id, or the guest id for a guest's order (contract §10.4). */
	user_id: z.number().int().nullable(),
	is_guest: z.boolean(),
	order_amount: z.number(),
	coupon_discount_amount: z.number(),
	coupon_discount_title: z.string().nullable(),
	coupon_code: z.string().nullable(),
	payment_status: z.enum(['unpaid', 'paid', 'partially_paid']),
	order_status: z.enum(ORDER_STATUSES),
	payment_method: z.string(),
	payment_gateway: z.string().nullable(),
	transaction_reference: z.string().nullable(),
	total_tax_amount: z.number(),
	tax_status: z.enum(['included', 'excluded']),
	tax_percentage: z.number(),
	order_type: z.enum(['delivery', 'take_away', 'parcel']),
	/** null for a parcel. */
	store_id: z.number().int().nullable(),
	zone_id: z.number().int(),
	module_id: z.number().int(),
	module_type: z.string(),
	delivery_charge: z.number(),
	original_delivery_charge: z.number(),
	dm_tips: z.number(),
	store_discount_amount: z.number(),
	flash_admin_discount_amount: z.number(),
	flash_store_discount_amount: z.number(),
	additional_charge: z.number(),
	extra_packaging_amount: z.number(),
	/** The wallet's part of a partial payment (from the wallet ledger); 0 otherwise. */
	partially_paid_amount: z.number(),
	/** The new customer's first-order discount (ADR 030); 0 otherwise. */
	ref_bonus_amount: z.number(),
	/** Loyalty points the order earned when delivered (the points ledger); null before. */
	earned_loyalty_points: z.number().int().nullable(),
	free_delivery_by: z.enum(['admin', 'vendor']).nullable(),
	/** A parcel's sender (contract §8.1: the order's own address fields). */
	delivery_address: orderDeliveryAddressSchema,
	/** Parcels: the receiver, who pays, the category (null for other orders). */
	receiver_details: orderReceiverSchema.nullable(),
	charge_payer: z.enum(['sender', 'receiver']).nullable(),
	parcel_category_id: z.number().int().nullable(),
	parcel_category: orderParcelCategorySchema.nullable(),
	/** Kilometres. */
	distance: z.number(),
	scheduled: z.union([z.literal(0), z.literal(1)]),
	schedule_at: moment,
	/** The 4-digit code the customer tells the delivery person. */
	otp: z.string(),
	order_note: z.string().nullable(),
	/** The prescription images' names as JSON text (contract §3.4), and where each is served. */
	order_attachment: z.string().nullable(),
	order_attachment_full_url: z.array(z.string()),
	delivery_instruction: z.string().nullable(),
	cutlery: z.boolean(),
	cancellation_reason: z.string().nullable(),
	canceled_by: z.string().nullable(),
	delivery_man_id: z.number().int().nullable(),
	/** Share of the way from the store to the customer the delivery person has covered, 0–1. */
	route_progress: z.number(),
	pending: moment,
	accepted: moment,
	confirmed: moment,
	processing: moment,
	handover: moment,
	picked_up: moment,
	delivered: moment,
	canceled: moment,
	failed: moment,
	refund_requested: moment,
	refunded: moment,
	created_at: z.string(),
	updated_at: z.string(),
	details_count: z.number().int(),
	store: orderStoreSchema.nullable(),
	delivery_man: orderDeliveryManSchema.nullable(),
	module: z.looseObject({ id: z.number().int(), module_type: z.string() }).nullable(),
	min_delivery_time: z.number().int().nullable(),
	max_delivery_time: z.number().int().nullable(),
});
export type OrderView = z.infer<typeof orderViewSchema>;

/** `order/running-orders` and `order/list`: limit and offset echo what was sent. */
export const orderListSchema = z.object({
	total_size: z.number().int(),
	limit: z.union([z.string(), z.number()]),
	offset: z.union([z.string(), z.number()]),
	orders: z.array(orderViewSchema),
});
export type OrderList = z.infer<typeof orderListSchema>;

/** One line of `order/details` (contract §8.3), with the item as it was when ordered. */
export const orderLineSchema = z.looseObject({
	id: z.number().int(),
	order_id: z.number().int(),
	item_id: z.number().int().nullable(),
	item_campaign_id: z.number().int().nullable(),
	/** Unit price before discounts. */
	price: z.number(),
	quantity: z.number().int(),
	tax_amount: z.number(),
	/** Discount per unit. */
	discount_on_item: z.number(),
	discount_type: z.string(),
	total_add_on_price: z.number(),
	variant: z.string(),
	variation: z.array(z.unknown()),
	add_ons: z.array(
		z.object({ id: z.number().int(), name: z.string(), price: z.number(), quantity: z.number() }),
	),
	item_details: z.record(z.string(), z.unknown()),
	image_full_url: z.string().nullable(),
	images_full_url: z.array(z.string()),
	/** Only on the first line (contract §8.3). */
	is_guest: z.boolean().optional(),
	created_at: z.string(),
	updated_at: z.string(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

export const cancellationReasonSchema = z.object({ id: z.number().int(), reason: z.string() });
export type CancellationReason = z.infer<typeof cancellationReasonSchema>;

export const cancellationReasonsSchema = z.object({
	total_size: z.number().int(),
	limit: z.union([z.string(), z.number()]).nullable(),
	offset: z.union([z.string(), z.number()]).nullable(),
	data: z.array(cancellationReasonSchema),
});
export type CancellationReasons = z.infer<typeof cancellationReasonsSchema>;

export const orderMessageSchema = z.object({ message: z.string() });
