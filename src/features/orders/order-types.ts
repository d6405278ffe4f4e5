import type { OrderOfflinePayment } from '~/contracts/offline-payment';
import type {
	CancellationReason,
	OrderStatus as KnownOrderStatus,
	OrderDeliveryAddressView,
	OrderDeliveryMan,
	OrderList,
	OrderStore,
	OrderView,
	OrderLine as WireOrderLine,
} from '~/contracts/order-view';
import type { OrderRefund } from '~/contracts/refund';

// The order screens' view of the order reads (contract §3.4, §8.3), inferred from the contracts
// (`import type`: no cost in the browser). The screens read every field but the identity through
// `?.` and `??`, so the view is lenient: beyond the identity a field may be missing or null, an
// enum any text (shown as returned, spec §4), and amounts and coordinates may come as text (the
// original API's habit; read with `toNumber`). The server's answer is assignable to it.

/** `order_status` (contract §10.1); an unknown one is shown as returned (spec §4). */
export type OrderStatus = KnownOrderStatus | (string & {});

/** The named fields of a contract type, without the `[key: string]: unknown` of a loose object. */
type Known<T> = { [K in keyof T as string extends K ? never : number extends K ? never : K]: T[K] };

/** A wire value as the screens accept it: an enum as any text. */
type Lenient<V> = V extends string ? string : V;

/** A coordinate: text or a number, read with `toNumber`. */
type Coordinate = number | string | null | undefined;

/** The fields named in `K` as the contract has them, every other one lenient and optional. */
type Reads<T, K extends keyof Known<T>> = Pick<Known<T>, K> & {
	[P in Exclude<keyof Known<T>, K>]?: Lenient<Known<T>[P]> | null | undefined;
};

export type OrderAddress = Omit<
	Reads<OrderDeliveryAddressView, never>,
	'latitude' | 'longitude'
> & {
	latitude?: Coordinate;
	longitude?: Coordinate;
};
export type OrderStoreInfo = Reads<OrderStore, 'id' | 'name'>;
export type DeliveryMan = Omit<Reads<OrderDeliveryMan, 'id' | 'f_name'>, 'lat' | 'lng'> & {
	lat?: Coordinate;
	lng?: Coordinate;
};

type Nested =
	| 'order_status'
	| 'delivery_address'
	| 'receiver_details'
	| 'parcel_category'
	| 'store'
	| 'delivery_man';

/** An order as the lists and `order/track` send it. */
export type Order = Omit<Reads<OrderView, 'id'>, Nested | 'order_amount'> & {
	order_amount: number | string;
	order_status: OrderStatus;
	delivery_address?: OrderAddress | null;
	receiver_details?: OrderAddress | null;
	parcel_category?: Reads<NonNullable<OrderView['parcel_category']>, 'id' | 'name'> | null;
	store?: OrderStoreInfo | null;
	delivery_man?: DeliveryMan | null;
	/** A prescription-only order (contract §8.2): no lines. Passed through the loose object. */
	prescription_order?: boolean;
	/** `order/track` only: the refund asked, and what was sent for an offline payment (§8.3). */
	refund?: OrderRefund;
	offline_payment?: OrderOfflinePayment;
};

/** `customer/order/running-orders` and `customer/order/list` (contract §8.3). */
export type OrderPage = Omit<OrderList, 'orders'> & { orders: Order[] };

type AddOn = WireOrderLine['add_ons'][number];

/** One line of `customer/order/details` (contract §8.3). */
export type OrderLine = Omit<Reads<WireOrderLine, 'id'>, 'price' | 'quantity' | 'add_ons'> & {
	price: number | string;
	quantity: number | string;
	add_ons?: (Pick<AddOn, 'name'> & Reads<AddOn, never>)[] | null;
};

export type CancelReason = CancellationReason;

/** sessionStorage `last_guest_order`: the guest's last order, written by checkout. */
export interface LastGuestOrder {
	order_id: number;
	contact_number: string;
}
