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
// `?.` and `??`, so beyond it each field may be missing: the server's answer is assignable to
// these types, and a rule's table test states only what the rule reads.

/** `order_status` (contract §10.1); an unknown one is shown as returned (spec §4). */
export type OrderStatus = KnownOrderStatus | (string & {});

/** The named fields of a contract type, without the `[key: string]: unknown` of a loose object. */
type Known<T> = { [K in keyof T as string extends K ? never : number extends K ? never : K]: T[K] };

/** The fields named in `K` as the contract has them, every other one optional. */
type Reads<T, K extends keyof Known<T>> = Pick<Known<T>, K> & {
	[P in Exclude<keyof Known<T>, K>]?: Known<T>[P] | undefined;
};

export type OrderAddress = Partial<OrderDeliveryAddressView>;
export type OrderStoreInfo = Reads<OrderStore, 'id' | 'name'>;
export type DeliveryMan = Reads<OrderDeliveryMan, 'id' | 'f_name'>;

type Nested =
	| 'order_status'
	| 'delivery_address'
	| 'receiver_details'
	| 'parcel_category'
	| 'store'
	| 'delivery_man';

/** An order as the lists and `order/track` send it. */
export type Order = Omit<Reads<OrderView, 'id' | 'order_amount'>, Nested> & {
	order_status: OrderStatus;
	delivery_address?: OrderAddress | null;
	receiver_details?: OrderAddress | null;
	parcel_category?: Reads<NonNullable<OrderView['parcel_category']>, 'id' | 'name'> | null;
	store?: OrderStoreInfo | null;
	delivery_man?: DeliveryMan | null;
	/** `order/track` only: the refund asked, and what was sent for an offline payment (§8.3). */
	refund?: OrderRefund;
	offline_payment?: OrderOfflinePayment;
};

/** `customer/order/running-orders` and `customer/order/list` (contract §8.3). */
export type OrderPage = Omit<OrderList, 'orders'> & { orders: Order[] };

/** One line of `customer/order/details` (contract §8.3). */
export type OrderLine = Reads<WireOrderLine, 'id' | 'price' | 'quantity'>;

export type CancelReason = CancellationReason;

/** sessionStorage `last_guest_order`: the guest's last order, written by checkout. */
export interface LastGuestOrder {
	order_id: number;
	contact_number: string;
}
