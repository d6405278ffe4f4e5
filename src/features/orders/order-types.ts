import type { OrderOfflinePayment } from '~/contracts/offline-payment';
import type { OrderRefund } from '~/contracts/refund';

// Wire shapes of the order reads (contract §3.4, §8.3), as far as the order screens use them.
// Coordinates and some numbers may arrive as strings (the original API's habit): the rules
// read them with `toNumber`.

/** `order_status` values (contract §10.1); unknown ones are shown as returned (spec §4). */
export type OrderStatus =
	| 'pending'
	| 'accepted'
	| 'confirmed'
	| 'processing'
	| 'handover'
	| 'picked_up'
	| 'delivered'
	| 'canceled'
	| 'failed'
	| 'refund_requested'
	| 'refunded'
	| 'refund_request_canceled'
	| (string & {});

type Num = number | string | null | undefined;

export interface OrderAddress {
	contact_person_name?: string | null;
	contact_person_number?: string | null;
	address?: string | null;
	latitude?: Num;
	longitude?: Num;
}

export interface OrderStoreInfo {
	id: number;
	name: string;
	address?: string | null;
	phone?: string | null;
	latitude?: Num;
	longitude?: Num;
	logo_full_url?: string | null;
}

export interface DeliveryMan {
	id: number;
	f_name: string;
	l_name?: string | null;
	image_full_url?: string | null;
	avg_rating?: Num;
	phone?: string | null;
	lat?: Num;
	lng?: Num;
}

/** An order as the lists and `order/track` send it. */
export interface Order {
	id: number;
	order_status: OrderStatus;
	order_amount: Num;
	payment_method?: string | null;
	payment_status?: string | null;
	order_type?: string | null;
	zone_id?: number | null;
	module_type?: string | null;
	created_at?: string | null;
	pending?: string | null;
	accepted?: string | null;
	confirmed?: string | null;
	processing?: string | null;
	handover?: string | null;
	picked_up?: string | null;
	delivered?: string | null;
	canceled?: string | null;
	failed?: string | null;
	/** A prescription-only order (contract §8.2): no lines. */
	prescription_order?: boolean;
	/** Prescription images sent with the order (contract §3.4). */
	order_attachment_full_url?: string[] | null;
	delivery_charge?: Num;
	coupon_discount_amount?: Num;
	/** The first-order discount (ADR 030). */
	ref_bonus_amount?: Num;
	/** The wallet's part of a partial payment (from the wallet ledger). */
	partially_paid_amount?: Num;
	/** Points the delivered order earned (from the points ledger); null before. */
	earned_loyalty_points?: number | null;
	store_discount_amount?: Num;
	total_tax_amount?: Num;
	tax_status?: string | null;
	dm_tips?: Num;
	additional_charge?: Num;
	extra_packaging_amount?: Num;
	details_count?: number | null;
	delivery_address?: OrderAddress | null;
	receiver_details?: OrderAddress | null;
	/** Parcels: the category sent and who pays (contract §3.4). */
	parcel_category?: { id: number; name: string } | null;
	charge_payer?: 'sender' | 'receiver' | null;
	store?: OrderStoreInfo | null;
	delivery_man?: DeliveryMan | null;
	/** `order/track` only: the refund asked, and what was sent for an offline payment (§8.3). */
	refund?: OrderRefund;
	offline_payment?: OrderOfflinePayment;
}

/** `customer/order/running-orders` and `customer/order/list` (contract §8.3). */
export interface OrderPage {
	total_size: number;
	limit: number | string;
	offset: number | string;
	orders: Order[];
}

export interface OrderLineAddOn {
	id?: number;
	name: string;
	price: Num;
	quantity: Num;
}

/** One line of `customer/order/details` (contract §8.3). */
export interface OrderLine {
	id: number;
	item_id?: number | null;
	item_campaign_id?: number | null;
	price: Num;
	quantity: Num;
	discount_on_item?: Num;
	total_add_on_price?: Num;
	variant?: string | null;
	variation?: unknown;
	add_ons?: OrderLineAddOn[] | null;
	item_details?: { name?: string; image_full_url?: string | null } | null;
	image_full_url?: string | null;
}

export interface CancelReason {
	id: number;
	reason: string;
}

/** sessionStorage `last_guest_order`: the guest's last order, written by checkout. */
export interface LastGuestOrder {
	order_id: number;
	contact_number: string;
}
