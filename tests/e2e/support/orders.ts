import { type APIRequestContext, expect } from '@playwright/test';
import { GROCERY, TAMPINES } from './shopper';

/**
 * Tampines Family Supermart (zone 2, cash on delivery and digital payments): the seed opens it
 * round the clock, so journeys that place an order "now" pass at any hour of the day.
 */
export const ALL_DAY_GROCERY = {
	storeId: 19,
	location: TAMPINES,
	headers: {
		zoneId: JSON.stringify(TAMPINES.zoneIds),
		moduleId: String(GROCERY.id),
		latitude: String(TAMPINES.lat),
		longitude: String(TAMPINES.lng),
	},
} as const;

/** Who the cart belongs to: a signed-in customer's token or a guest id. */
export type CartOwner = { token: string } | { guestId: string };

const ownerHeaders = (owner: CartOwner) =>
	'token' in owner ? { Authorization: `Bearer ${owner.token}` } : {};
const ownerData = (owner: CartOwner) => ('guestId' in owner ? { guest_id: owner.guestId } : {});

/**
 * Puts one item of the all-day grocery into the owner's cart, enough units for `amount` (the
 * store's minimum order is S$25). Simple items only, most in stock first; the next one is tried
 * when the catalogue's stock was a little stale (other journeys buy from the same shelves).
 */
export async function fillGroceryCart(
	request: APIRequestContext,
	owner: CartOwner,
	amount = 30,
): Promise<void> {
	const { storeId, headers } = ALL_DAY_GROCERY;
	const listed = await request.get(
		`/api/v1/items/latest?store_id=${storeId}&limit=50&offset=1&category_id=0`,
		{ headers },
	);
	const { products } = (await listed.json()) as {
		products: {
			id: number;
			price: number;
			stock: number;
			variations: unknown[];
			maximum_cart_quantity: number | null;
		}[];
	};
	const candidates = products
		.filter((p) => p.variations.length === 0)
		.map((p) => ({ ...p, quantity: Math.ceil(amount / p.price) }))
		.filter(
			(p) =>
				p.stock >= p.quantity &&
				(p.maximum_cart_quantity ?? Number.POSITIVE_INFINITY) >= p.quantity,
		)
		.sort((a, b) => b.stock - a.stock);
	let refusal = 'no grocery item with enough stock for the journey';
	for (const item of candidates.slice(0, 5)) {
		const added = await request.post('/api/v1/customer/cart/add', {
			headers: { ...headers, ...ownerHeaders(owner) },
			data: { ...ownerData(owner), item_id: item.id, model: 'Item', quantity: item.quantity },
		});
		if (added.ok()) return;
		refusal = await added.text();
	}
	throw new Error(refusal);
}

export interface PlacedOrder {
	orderId: number;
	userId: number;
	total: number;
	/** Digital payments: the signature the payment-page link carries. */
	paymentToken: string;
}

/** Places the owner's cart at the all-day grocery for delivery to Tampines, through the API. */
export async function placeGroceryOrder(
	request: APIRequestContext,
	owner: CartOwner,
	order: {
		paymentMethod: 'cash_on_delivery' | 'digital_payment';
		contactName: string;
		contactPhone: string;
		/** Guests give one (spec §5); customers have theirs on the profile. */
		contactEmail?: string;
		idempotencyKey: string;
	},
): Promise<PlacedOrder> {
	const { storeId, location, headers } = ALL_DAY_GROCERY;
	const placed = await request.post('/api/v1/customer/order/place', {
		headers: { ...headers, ...ownerHeaders(owner), 'Idempotency-Key': order.idempotencyKey },
		data: {
			...ownerData(owner),
			payment_method: order.paymentMethod,
			order_type: 'delivery',
			store_id: storeId,
			distance: 1,
			address: location.address,
			latitude: String(location.lat),
			longitude: String(location.lng),
			address_type: 'home',
			contact_person_name: order.contactName,
			contact_person_number: order.contactPhone,
			...(order.contactEmail ? { contact_person_email: order.contactEmail } : {}),
		},
	});
	const body = await placed.json();
	expect(placed.ok(), JSON.stringify(body)).toBe(true);
	return {
		orderId: body.order_id,
		userId: body.user_id,
		total: body.total_ammount,
		paymentToken: body.payment_token ?? '',
	};
}
