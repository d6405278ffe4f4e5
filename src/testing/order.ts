/**
 * Test factories for orders: rows written straight with drizzle, so the order suites do not
 * depend on order placement. Only for tests.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '~/server/db/database';
import type { OrderDeliveryAddress } from '~/server/db/schema';
import { items, modules, orderDetails, orders, stores, users } from '~/server/db/schema';

type ModuleType = 'food' | 'grocery' | 'pharmacy' | 'ecommerce';

export type TestOwner = { userId: number } | { guestId: number };

export interface TestOrderInput {
	owner: TestOwner;
	module?: ModuleType;
	storeId?: number;
	orderType?: 'delivery' | 'take_away';
	orderStatus?: string;
	paymentMethod?: string;
	paymentStatus?: string;
	/** Items of the store with quantities; the store's first active item × 1 when left out. */
	lines?: { itemId: number; quantity: number; variant?: string }[];
	contactNumber?: string;
	/** Where to deliver; Orchard Road (central zone) by default. */
	destination?: { lat: number; lng: number };
	createdAt?: Date;
	scheduleAt?: Date | null;
	orderAmount?: number;
	deliveryManId?: number | null;
}

export const ORCHARD = { lat: 1.3048, lng: 103.8318 };

export async function userIdByPhone(db: Database, phone: string): Promise<number> {
	const [row] = await db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
	if (!row) throw new Error(`no user with phone ${phone}`);
	return row.id;
}

/**
 * The first active store of a module in the central zone (id 1), with its first active item; or
 * the store named by `storeId`, wherever it is.
 */
export async function firstStore(
	db: Database,
	module: ModuleType,
	storeId?: number,
): Promise<{ storeId: number; itemId: number; moduleId: number; zoneId: number }> {
	const [row] = await db
		.select({
			storeId: stores.id,
			itemId: items.id,
			moduleId: stores.moduleId,
			zoneId: stores.zoneId,
		})
		.from(stores)
		.innerJoin(modules, eq(modules.id, stores.moduleId))
		.innerJoin(items, and(eq(items.storeId, stores.id), eq(items.status, 1)))
		.where(
			storeId
				? eq(stores.id, storeId)
				: and(eq(modules.moduleType, module), eq(stores.status, 1), eq(stores.zoneId, 1)),
		)
		.orderBy(asc(stores.id), asc(items.id))
		.limit(1);
	if (!row) throw new Error(`no ${module} store for the test`);
	return row;
}

/** Inserts an order and its lines as placement would have written them; answers the order id. */
export async function insertTestOrder(db: Database, input: TestOrderInput): Promise<number> {
	const base = await firstStore(db, input.module ?? 'food', input.storeId);
	const lines = input.lines ?? [{ itemId: base.itemId, quantity: 1 }];
	const createdAt = input.createdAt ?? new Date('2026-11-21T02:00:00Z');
	const destination = input.destination ?? ORCHARD;
	const guest = 'guestId' in input.owner;
	const address: OrderDeliveryAddress = {
		contact_person_name: 'Tan Mei Ling',
		contact_person_number: input.contactNumber ?? '+6590001111',
		contact_person_email: guest ? 'mei.ling@example.test' : null,
		address_type: 'home',
		address: '391 Orchard Road, Singapore 238872',
		floor: null,
		road: null,
		house: null,
		latitude: String(destination.lat),
		longitude: String(destination.lng),
	};
	const status = input.orderStatus ?? 'pending';
	const [order] = await db
		.insert(orders)
		.values({
			userId: 'userId' in input.owner ? input.owner.userId : null,
			guestId: 'guestId' in input.owner ? input.owner.guestId : null,
			isGuest: guest,
			storeId: base.storeId,
			zoneId: base.zoneId,
			moduleId: base.moduleId,
			orderType: input.orderType ?? 'delivery',
			orderStatus: status,
			paymentStatus: input.paymentStatus ?? 'unpaid',
			paymentMethod: input.paymentMethod ?? 'cash_on_delivery',
			paymentGateway: input.paymentMethod === 'digital_payment' ? 'demo_pay' : null,
			orderAmount: input.orderAmount ?? 25.5,
			deliveryCharge: 3,
			originalDeliveryCharge: 3,
			deliveryAddress: address,
			distance: 2.4,
			scheduled: input.scheduleAt ? 1 : 0,
			scheduleAt: input.scheduleAt ?? null,
			otp: '4821',
			deliveryManId: input.deliveryManId ?? null,
			pending: createdAt,
			confirmed: status === 'confirmed' ? createdAt : null,
			createdAt,
			updatedAt: createdAt,
		})
		.returning({ id: orders.id });
	if (!order) throw new Error('order not inserted');
	for (const line of lines) {
		const [item] = await db.select().from(items).where(eq(items.id, line.itemId));
		if (!item) throw new Error(`no item ${line.itemId}`);
		await db.insert(orderDetails).values({
			orderId: order.id,
			itemId: item.id,
			price: item.price,
			quantity: line.quantity,
			variant: line.variant ?? '',
			variation: line.variant ? [{ type: line.variant }] : [],
			addOns: [],
			itemDetails: {
				id: item.id,
				name: item.name,
				price: item.price,
				image_full_url: item.image ? `http://shop.test/images/product/${item.image}` : null,
				images_full_url: [],
			},
			createdAt,
			updatedAt: createdAt,
		});
	}
	return order.id;
}
