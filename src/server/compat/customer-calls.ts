import { type ClientCall, ITEM, under } from './client-calls';

/** The cart line as the cart drawer and sign-in merge read it (added-cart-view, SecondNavbar). */
const CART_LINE = {
	id: 'number',
	item_id: 'number',
	quantity: 'number',
	price: 'number',
	variation: 'array',
	add_on_ids: 'array',
	...under('item', ITEM),
} as const;

/** Guest and signed-in calls: cart, profile, orders, wallet, loyalty, wishlist, chat, reviews. */
export const CUSTOMER_CALLS: ClientCall[] = [
	{
		name: 'a guest gets an id before the first cart call',
		method: 'POST',
		path: () => '/auth/guest/request',
		status: 200,
		fields: { guest_id: 'number' },
	},
	{
		name: 'a guest adds an item (price is the list price, issue 19)',
		method: 'POST',
		path: () => '/customer/cart/add',
		module: 'grocery',
		body: (x) => ({
			guest_id: x.guestId,
			item_id: x.plainItemId,
			model: 'Item',
			price: 1,
			quantity: 1,
			variation: [],
			add_on_ids: [],
			add_on_qtys: [],
		}),
		status: 200,
		fields: under('[]', CART_LINE),
	},
	{
		name: 'the cart drawer lists the guest cart',
		method: 'GET',
		path: (x) => `/customer/cart/list?guest_id=${x.guestId}`,
		module: 'grocery',
		status: 200,
		fields: under('[]', CART_LINE),
	},
	{
		name: 'the profile page',
		method: 'GET',
		path: () => '/customer/info',
		auth: true,
		status: 200,
		fields: {
			id: 'number',
			f_name: 'string',
			l_name: 'string?',
			phone: 'string',
			email: 'string?',
			image_full_url: 'string?',
			wallet_balance: 'number',
			loyalty_point: 'number',
			ref_code: 'string?',
			order_count: 'number',
			member_since_days: 'number',
		},
	},
	{
		name: 'the address list',
		method: 'GET',
		path: () => '/customer/address/list',
		auth: true,
		status: 200,
		fields: { addresses: 'array' },
	},
	{
		name: 'my orders',
		method: 'GET',
		path: () => '/customer/order/list?limit=10&offset=1',
		auth: true,
		status: 200,
		fields: { total_size: 'number', orders: 'array' },
	},
	{
		name: 'running orders',
		method: 'GET',
		path: () => '/customer/order/running-orders?limit=10&offset=1',
		auth: true,
		status: 200,
		fields: { total_size: 'number', orders: 'array' },
	},
	{
		name: 'the cancel dialog lists reasons',
		method: 'GET',
		path: () => '/customer/order/cancellation-reasons?offset=1&limit=10&type=customer',
		auth: true,
		status: 200,
		fields: { total_size: 'number', 'data[].reason': 'string' },
	},
	{
		name: 'the parcel checkout lists delivery instructions',
		method: 'GET',
		path: () => '/customer/order/parcel-instructions',
		module: 'parcel',
		status: 200,
		fields: { data: 'array' },
	},
	{
		name: 'the parcel checkout lists vehicles',
		method: 'GET',
		path: () => '/get-vehicles',
		status: 200,
		fields: { '[].id': 'number', '[].extra_charges': 'number' },
	},
	{
		name: 'the wishlist page',
		method: 'GET',
		path: () => '/customer/wish-list',
		module: 'food',
		auth: true,
		status: 200,
		fields: { item: 'array', store: 'array' },
	},
	{
		name: 'the wallet page: transactions',
		method: 'GET',
		path: () => '/customer/wallet/transactions?offset=1&limit=10&type=all',
		auth: true,
		status: 200,
		fields: { total_size: 'number', data: 'array' },
	},
	{
		name: 'the wallet page: bonuses',
		method: 'GET',
		path: () => '/customer/wallet/bonuses',
		auth: true,
		status: 200,
		fields: { '.': 'array' },
	},
	{
		name: 'the loyalty page: transactions',
		method: 'GET',
		path: () => '/customer/loyalty-point/transactions?offset=1&limit=10',
		auth: true,
		status: 200,
		fields: { total_size: 'number', data: 'array' },
	},
	{
		name: 'the chat page: conversations',
		method: 'GET',
		path: () => '/customer/message/list',
		auth: true,
		status: 200,
		fields: { conversations: 'array' },
	},
	{
		name: 'the review prompt after an order',
		method: 'GET',
		path: () => '/customer/review-reminder',
		auth: true,
		status: 200,
		fields: { '.': 'object' },
	},
	{
		name: 'the coupons page (signed in)',
		method: 'GET',
		path: () => '/coupon/list',
		module: 'food',
		auth: true,
		status: 200,
		fields: { '[].code': 'string', '[].end_date': 'string', '[].expire_date': 'string' },
	},
	{
		name: 'the search page suggests items',
		method: 'GET',
		path: () => '/customer/suggested-items',
		module: 'food',
		auth: true,
		status: 200,
		// SearchSuggestionsBottom keeps the answer as a list.
		fields: { '.': 'array' },
	},
];

/**
 * Calls the compat-flows helper builds on its branch (issue 19): the lead adds their rows here
 * once both branches are merged. From the client's hooks:
 * - GET  /offline_payment_method_list → [{id, method_name, method_fields[], method_informations[]}]
 * - PUT  /customer/order/offline-payment {order_id, method_id, ...fields} → {message}
 * - PUT  /customer/order/offline-payment-update (same body) → {message}
 * - GET  /customer/order/refund-reasons → {refund_reasons: [{id, reason}]}
 * - POST /customer/order/refund-request (multipart: order_id, customer_reason, customer_note, image[]) → {message}
 * - POST /auth/forgot-password {phone | email} → {message}
 * - POST /auth/verify-token {phone, reset_token} → {message}
 * - PUT  /auth/reset-password {phone, reset_token, password, confirm_password} → {message}
 * - POST /auth/verify-phone {phone, otp} → {message, token}
 * And the policy pages at the root (`/about-us` …, Accept: application/json), which answer a
 * JSON string of HTML outside /api/v1: policy-root.api.test.ts covers them.
 */
export const ROWS_FOR_THE_LEAD: readonly string[] = [
	'GET /offline_payment_method_list',
	'PUT /customer/order/offline-payment',
	'PUT /customer/order/offline-payment-update',
	'GET /customer/order/refund-reasons',
	'POST /customer/order/refund-request',
	'POST /auth/forgot-password',
	'POST /auth/verify-token',
	'PUT /auth/reset-password',
	'POST /auth/verify-phone',
];
