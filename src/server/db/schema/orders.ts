import { sql } from 'drizzle-orm';
import {
	bigint,
	boolean,
	check,
	doublePrecision,
	index,
	integer,
	jsonb,
	pgTable,
	smallint,
	text,
	uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { CartVariation } from './carts';
import { moment, timestamps } from './columns';
import { guests, users } from './customers';
import { modules } from './modules';
import { vehicles } from './parcel';
import { parcelCategories } from './promotions';
import { stores } from './stores';
import { zones } from './zones';

/**
 * The delivery address an order keeps (contract §8.3): coordinates as strings, as the API
 * serves them. Guests' contact details live only here (contract §10.4).
 */
export interface OrderDeliveryAddress {
	contact_person_name: string;
	contact_person_number: string;
	contact_person_email: string | null;
	address_type: string;
	address: string;
	floor: string | null;
	road: string | null;
	house: string | null;
	longitude: string;
	latitude: string;
}

/** A parcel's receiver (contract §8.1 `receiver_details`), coordinates as strings. */
export interface OrderReceiverDetails extends OrderDeliveryAddress {
	/** The zone containing the receiver's point, as the server found it. */
	zone_id: number;
}

/** An add-on as an order line keeps it (contract §8.3 `add_ons`). */
export interface OrderLineAddOn {
	id: number;
	name: string;
	price: number;
	quantity: number;
}

/** Saved addresses of signed-in customers (contract §6). */
export const customerAddresses = pgTable(
	'customer_addresses',
	{
		id: integer().primaryKey().generatedAlwaysAsIdentity(),
		userId: integer()
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		/** home, office, other, or the customer's own label. */
		addressType: text().notNull().default('home'),
		contactPersonName: text().notNull(),
		contactPersonNumber: text().notNull(),
		address: text().notNull(),
		latitude: doublePrecision().notNull(),
		longitude: doublePrecision().notNull(),
		/** The first zone containing the point when it was saved (zone_ids are recomputed). */
		zoneId: integer().references(() => zones.id, { onDelete: 'set null' }),
		floor: text(),
		road: text(),
		house: text(),
		additionalInformation: text(),
		...timestamps,
	},
	(t) => [index('customer_addresses_user_idx').on(t.userId, t.id)],
);

/**
 * Delivery people. The dispatcher of the embedded server assigns them and moves them along the
 * route from the store to the customer (`lat`/`lng` is where they are now).
 */
export const deliveryMen = pgTable('delivery_men', {
	id: integer().primaryKey().generatedAlwaysAsIdentity(),
	fName: text().notNull(),
	lName: text().notNull().default(''),
	phone: text().notNull().unique(),
	image: text(),
	zoneId: integer().references(() => zones.id, { onDelete: 'set null' }),
	avgRating: doublePrecision().notNull().default(0),
	ratingCount: integer().notNull().default(0),
	lat: doublePrecision(),
	lng: doublePrecision(),
	/** The address text of the last position, when known. */
	location: text(),
	status: smallint().notNull().default(1),
	...timestamps,
});

/** Reasons offered when cancelling (`order/cancellation-reasons`, spec §7). */
export const orderCancelReasons = pgTable('order_cancel_reasons', {
	id: integer().primaryKey().generatedAlwaysAsIdentity(),
	reason: text().notNull(),
	/** customer, store, deliveryman, admin */
	userType: text().notNull().default('customer'),
	status: smallint().notNull().default(1),
	...timestamps,
});

/**
 * Orders (contract §3.4, §8). One owner: a customer or a guest (`is_guest`; the API reports the
 * guest id as `user_id`). Ids start at 100001. Money columns hold the server's figures only.
 */
export const orders = pgTable(
	'orders',
	{
		id: integer().primaryKey().generatedByDefaultAsIdentity({ startWith: 100001 }),
		userId: integer().references(() => users.id, { onDelete: 'set null' }),
		guestId: bigint({ mode: 'number' }).references(() => guests.id, { onDelete: 'set null' }),
		isGuest: boolean().notNull().default(false),
		/** Null for a parcel (contract §3.4: parcels come from a sender, not a store). */
		storeId: integer().references(() => stores.id),
		zoneId: integer()
			.notNull()
			.references(() => zones.id),
		moduleId: integer()
			.notNull()
			.references(() => modules.id),
		/** delivery | take_away | parcel */
		orderType: text().notNull(),
		/** pending, accepted, confirmed, processing, handover, picked_up, delivered, canceled, failed, refund_* */
		orderStatus: text().notNull(),
		/** unpaid | paid | partially_paid */
		paymentStatus: text().notNull().default('unpaid'),
		/** cash_on_delivery | digital_payment | wallet | offline_payment | partial_payment */
		paymentMethod: text().notNull(),
		/** The gateway chosen for a digital payment (e.g. `demo_pay`). */
		paymentGateway: text(),
		transactionReference: text(),
		orderAmount: doublePrecision().notNull(),
		couponDiscountAmount: doublePrecision().notNull().default(0),
		couponDiscountTitle: text(),
		couponCode: text(),
		couponCreatedBy: text(),
		storeDiscountAmount: doublePrecision().notNull().default(0),
		flashAdminDiscountAmount: doublePrecision().notNull().default(0),
		flashStoreDiscountAmount: doublePrecision().notNull().default(0),
		totalTaxAmount: doublePrecision().notNull().default(0),
		/** included | excluded */
		taxStatus: text().notNull().default('excluded'),
		taxPercentage: doublePrecision().notNull().default(0),
		deliveryCharge: doublePrecision().notNull().default(0),
		originalDeliveryCharge: doublePrecision().notNull().default(0),
		/** admin | vendor | null */
		freeDeliveryBy: text(),
		dmTips: doublePrecision().notNull().default(0),
		additionalCharge: doublePrecision().notNull().default(0),
		extraPackagingAmount: doublePrecision().notNull().default(0),
		/** The referred customer's first-order discount (contract §8.1 step 7), 0 for any other order. */
		refBonusAmount: doublePrecision().notNull().default(0),
		deliveryAddress: jsonb().$type<OrderDeliveryAddress>().notNull(),
		/** Kilometres, as the client computed it (contract §11.11). */
		distance: doublePrecision().notNull().default(0),
		scheduled: smallint().notNull().default(0),
		scheduleAt: moment(),
		/** The 4-digit delivery code shown to the customer. */
		otp: text().notNull(),
		orderNote: text(),
		/** Names of the prescription images sent with the order (`order_attachments`), or null. */
		orderAttachment: jsonb().$type<string[]>(),
		/** A prescription-only order (contract §8.2): images and an address, no lines. */
		prescriptionOrder: boolean().notNull().default(false),
		deliveryInstruction: text(),
		unavailableItemNote: text(),
		cutlery: boolean().notNull().default(false),
		cancellationReason: text(),
		/** customer | store | admin | deliveryman */
		canceledBy: text(),
		deliveryManId: integer().references(() => deliveryMen.id, { onDelete: 'set null' }),
		/** Parcels (contract §8.1): the category, the receiver, who pays, the vehicle tier. */
		parcelCategoryId: integer().references(() => parcelCategories.id),
		receiverDetails: jsonb().$type<OrderReceiverDetails>(),
		/** sender | receiver */
		chargePayer: text(),
		dmVehicleId: integer().references(() => vehicles.id, { onDelete: 'set null' }),
		processingTime: integer(),
		/** Minutes the store quotes, for `min_delivery_time` / `max_delivery_time`. */
		minDeliveryTime: integer(),
		maxDeliveryTime: integer(),
		/** Share of the way from the store to the customer the delivery person has covered, 0–1. */
		routeProgress: doublePrecision().notNull().default(0),
		/** The `Idempotency-Key` the order was placed with, and a hash of that request's body. */
		idempotencyKey: text(),
		requestHash: text(),
		pending: moment(),
		accepted: moment(),
		confirmed: moment(),
		processing: moment(),
		handover: moment(),
		pickedUp: moment(),
		delivered: moment(),
		canceled: moment(),
		failed: moment(),
		refundRequested: moment(),
		refunded: moment(),
		...timestamps,
	},
	(t) => [
		check('orders_one_owner', sql`(${t.userId} is null) or (${t.guestId} is null)`),
		index('orders_user_idx').on(t.userId, t.id),
		index('orders_guest_idx').on(t.guestId, t.id),
		index('orders_status_idx').on(t.orderStatus),
		uniqueIndex('orders_user_idempotency_idx')
			.on(t.userId, t.idempotencyKey)
			.where(sql`${t.userId} is not null and ${t.idempotencyKey} is not null`),
		// A customer's first-order discount is spent once: one live order carries it (ADR 030).
		uniqueIndex('orders_user_ref_bonus_idx')
			.on(t.userId)
			.where(sql`${t.refBonusAmount} > 0 and ${t.orderStatus} not in ('canceled', 'failed')`),
		uniqueIndex('orders_guest_idempotency_idx')
			.on(t.guestId, t.idempotencyKey)
			.where(sql`${t.guestId} is not null and ${t.idempotencyKey} is not null`),
	],
);

/** Order lines (contract §8.3 `order/details`), with a snapshot of the item as ordered. */
export const orderDetails = pgTable(
	'order_details',
	{
		id: integer().primaryKey().generatedAlwaysAsIdentity(),
		orderId: integer()
			.notNull()
			.references(() => orders.id, { onDelete: 'cascade' }),
		itemId: integer(),
		itemCampaignId: integer(),
		/** Unit price before discounts (the variation's or the base price, plus food options). */
		price: doublePrecision().notNull(),
		quantity: integer().notNull(),
		taxAmount: doublePrecision().notNull().default(0),
		/** Discount per unit. */
		discountOnItem: doublePrecision().notNull().default(0),
		discountType: text().notNull().default('discount_on_product'),
		totalAddOnPrice: doublePrecision().notNull().default(0),
		/** The non-food variation type (`S-Red`), or '' */
		variant: text().notNull().default(''),
		variation: jsonb().$type<CartVariation>().notNull(),
		addOns: jsonb().$type<OrderLineAddOn[]>().notNull(),
		/** The item object as the catalogue served it when ordered. */
		itemDetails: jsonb().$type<Record<string, unknown>>().notNull(),
		...timestamps,
	},
	(t) => [
		check('order_details_quantity_positive', sql`${t.quantity} >= 1`),
		index('order_details_order_idx').on(t.orderId),
	],
);
