/**
 * The demo customer's life between orders (seed step 6): past orders in four modules (delivered,
 * cancelled, refunded), a friend they referred, a running add-fund bonus, a personal coupon, and
 * wallet and loyalty-point history written through the ledgers, so each balance equals the sum
 * of its ledger. Deterministic (fixed names and times); run again on a database that already has
 * it, it changes nothing.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { round2 } from '~/lib/numbers';
import { creditPoints, creditWallet, debitPoints, debitWallet } from '../../account/ledger';
import type { Database } from '../database';
import {
	coupons,
	items,
	modules,
	type OrderDeliveryAddress,
	orderDetails,
	orders,
	stores,
	users,
	walletBonuses,
	walletTransactions,
} from '../schema';
import { DEMO_CUSTOMER } from './customers';

/** The friend the demo customer referred (no password: cannot sign in). */
export const DEMO_FRIEND = { fName: 'Nur', lName: 'Aisyah', phone: '+6591234568' } as const;

const HOME: Omit<OrderDeliveryAddress, 'contact_person_name' | 'contact_person_number'> = {
	contact_person_email: null,
	address_type: 'home',
	address: '391 Orchard Road, Singapore 238872',
	floor: '12',
	road: null,
	house: '12-05',
	latitude: '1.3048',
	longitude: '103.8318',
};

type ModuleType = 'food' | 'grocery' | 'pharmacy' | 'ecommerce';

interface PastOrder {
	module: ModuleType;
	/** Days after the seed's epoch. */
	day: number;
	status: 'delivered' | 'canceled' | 'refunded';
	paymentMethod: 'cash_on_delivery' | 'wallet' | 'digital_payment';
	quantity: number;
}

const PAST_ORDERS: readonly PastOrder[] = [
	{ module: 'food', day: 300, status: 'delivered', paymentMethod: 'cash_on_delivery', quantity: 2 },
	{ module: 'grocery', day: 304, status: 'delivered', paymentMethod: 'wallet', quantity: 3 },
	{
		module: 'pharmacy',
		day: 306,
		status: 'canceled',
		paymentMethod: 'cash_on_delivery',
		quantity: 1,
	},
	{
		module: 'ecommerce',
		day: 308,
		status: 'refunded',
		paymentMethod: 'digital_payment',
		quantity: 1,
	},
	{ module: 'food', day: 312, status: 'delivered', paymentMethod: 'digital_payment', quantity: 1 },
];

async function firstStoreItem(tx: Database, module: ModuleType) {
	const [row] = await tx
		.select({
			storeId: stores.id,
			zoneId: stores.zoneId,
			moduleId: stores.moduleId,
			itemId: items.id,
			name: items.name,
			price: items.price,
			image: items.image,
		})
		.from(stores)
		.innerJoin(modules, eq(modules.id, stores.moduleId))
		.innerJoin(items, and(eq(items.storeId, stores.id), eq(items.status, 1)))
		.where(
			and(
				eq(modules.moduleType, module),
				eq(stores.status, 1),
				eq(stores.zoneId, 1),
				// Plain items, so "Order again" can put them back without choices.
				sql`jsonb_array_length(${items.foodVariations}) = 0`,
				sql`jsonb_array_length(${items.variations}) = 0`,
			),
		)
		.orderBy(asc(stores.id), asc(items.id))
		.limit(1);
	return row ?? null;
}

const cents = (amount: number) => Math.round(amount * 100);

async function insertPastOrder(
	tx: Database,
	userId: number,
	contact: { name: string; phone: string },
	past: PastOrder,
	at: (days: number) => Date,
) {
	const line = await firstStoreItem(tx, past.module);
	if (!line) return null;
	const placed = at(past.day);
	const step = (minutes: number) => new Date(placed.getTime() + minutes * 60_000);
	const itemsTotal = round2(line.price * past.quantity);
	const amount = Math.round((itemsTotal + 3 + 0.5) * 100) / 100;
	const delivered = past.status !== 'canceled';
	const [order] = await tx
		.insert(orders)
		.values({
			userId,
			storeId: line.storeId,
			zoneId: line.zoneId,
			moduleId: line.moduleId,
			orderType: 'delivery',
			orderStatus: past.status,
			paymentStatus: past.status === 'canceled' ? 'unpaid' : 'paid',
			paymentMethod: past.paymentMethod,
			paymentGateway: past.paymentMethod === 'digital_payment' ? 'demo_pay' : null,
			transactionReference:
				past.paymentMethod === 'digital_payment' ? `DEMO-SEED${past.day}` : null,
			orderAmount: amount,
			deliveryCharge: 3,
			originalDeliveryCharge: 3,
			additionalCharge: 0.5,
			deliveryAddress: {
				...HOME,
				contact_person_name: contact.name,
				contact_person_number: contact.phone,
			},
			distance: 2.4,
			otp: '4821',
			cancellationReason: past.status === 'canceled' ? 'I ordered by mistake' : null,
			canceledBy: past.status === 'canceled' ? 'customer' : null,
			pending: placed,
			confirmed: delivered ? step(2) : null,
			processing: delivered ? step(10) : null,
			pickedUp: delivered ? step(25) : null,
			delivered: delivered ? step(40) : null,
			canceled: past.status === 'canceled' ? step(5) : null,
			refundRequested: past.status === 'refunded' ? step(24 * 60) : null,
			refunded: past.status === 'refunded' ? step(26 * 60) : null,
			routeProgress: delivered ? 1 : 0,
			createdAt: placed,
			updatedAt: step(delivered ? 40 : 5),
		})
		.returning({ id: orders.id, amount: orders.orderAmount });
	if (!order) throw new Error('a demo order was not inserted');
	await tx.insert(orderDetails).values({
		orderId: order.id,
		itemId: line.itemId,
		price: line.price,
		quantity: past.quantity,
		variation: [],
		addOns: [],
		itemDetails: {
			id: line.itemId,
			name: line.name,
			price: line.price,
			store_id: line.storeId,
			module_id: line.moduleId,
			image: line.image,
			image_full_url: line.image ? `/images/product/${encodeURIComponent(line.image)}` : null,
			images_full_url: [],
		},
		createdAt: placed,
		updatedAt: placed,
	});
	return { id: order.id, amount: order.amount, placed, deliveredAt: step(40), past };
}

/** Step 6 (see the file's comment). */
export async function seedAccount(tx: Database, at: (days: number) => Date): Promise<void> {
	const [demo] = await tx.select().from(users).where(eq(users.phone, DEMO_CUSTOMER.phone));
	if (!demo) return;
	const [already] = await tx
		.select({ id: walletTransactions.id })
		.from(walletTransactions)
		.where(eq(walletTransactions.userId, demo.id))
		.limit(1);
	if (already) return;

	await tx.insert(walletBonuses).values([
		{
			title: 'Top up S$30, get 10% extra',
			description: 'Add S$30 or more to your wallet and get 10% on top, up to S$10.',
			bonusType: 'percentage',
			bonusAmount: 10,
			minimumAddAmount: 30,
			maximumBonusAmount: 10,
			startDate: '2026-01-01',
			endDate: '2030-12-31',
			createdAt: at(0),
			updatedAt: at(0),
		},
		{
			title: 'S$5 on S$100',
			description: 'Add S$100 or more in one go and we add S$5.',
			bonusType: 'amount',
			bonusAmount: 5,
			minimumAddAmount: 100,
			maximumBonusAmount: 0,
			startDate: '2026-01-01',
			endDate: '2030-12-31',
			createdAt: at(0),
			updatedAt: at(0),
		},
	]);

	await tx
		.insert(users)
		.values({
			fName: DEMO_FRIEND.fName,
			lName: DEMO_FRIEND.lName,
			phone: DEMO_FRIEND.phone,
			refBy: demo.id,
			refCode: 'NURAISYAH',
			createdAt: at(290),
			updatedAt: at(290),
		})
		.onConflictDoNothing();
	const [friend] = await tx.select().from(users).where(eq(users.phone, DEMO_FRIEND.phone));

	const [grocery] = await tx
		.select({ id: modules.id })
		.from(modules)
		.where(eq(modules.moduleType, 'grocery'));
	if (grocery)
		await tx
			.insert(coupons)
			.values({
				title: 'Thank you, Demo: S$4 off',
				code: 'DEMOTHANKS4',
				startDate: '2026-01-01',
				expireDate: '2030-12-31',
				minPurchase: 20,
				discount: 4,
				discountType: 'amount',
				couponType: 'default',
				limit: 1,
				data: [],
				moduleId: grocery.id,
				customerIds: [demo.id],
				createdAt: at(0),
				updatedAt: at(0),
			})
			.onConflictDoNothing();

	const wallet = (
		cause: string,
		type: Parameters<typeof creditWallet>[1]['type'],
		day: Date,
		amount: number,
		extra: { bonus?: number; reference?: string } = {},
	) =>
		creditWallet(tx, {
			userId: demo.id,
			cause,
			type,
			reference: extra.reference ?? null,
			cents: cents(amount),
			bonusCents: cents(extra.bonus ?? 0),
			at: day,
		});

	await wallet('add_fund_by_admin:demo-welcome', 'add_fund_by_admin', at(295), 10, {
		reference: 'Welcome credit',
	});
	await wallet('add_fund:demo-seed-1', 'add_fund', at(299), 50, {
		bonus: 5,
		reference: 'DEMO-SEEDFUND1',
	});
	const contact = { name: `${demo.fName} ${demo.lName}`.trim(), phone: demo.phone };
	for (const past of PAST_ORDERS) {
		const order = await insertPastOrder(tx, demo.id, contact, past, at);
		if (!order) continue;
		if (past.paymentMethod === 'wallet')
			await debitWallet(tx, {
				userId: demo.id,
				cause: `order_place:${order.id}`,
				type: 'order_place',
				reference: String(order.id),
				cents: cents(order.amount),
				at: order.placed,
			});
		if (past.status === 'refunded')
			await wallet(
				`order_refund:${order.id}`,
				'order_refund',
				order.deliveredAt,
				order.amount - 3.5,
				{
					reference: String(order.id),
				},
			);
		if (past.status !== 'canceled')
			await creditPoints(tx, {
				userId: demo.id,
				cause: `order_place:${order.id}`,
				type: 'order_place',
				reference: String(order.id),
				// 2% of the amount at 100 points per S$1, as a delivered order earns (ADR 020).
				points: Math.floor(order.amount * 2),
				at: order.deliveredAt,
			});
	}
	// Points the demo gathered before: enough to convert some now.
	await creditPoints(tx, {
		userId: demo.id,
		cause: 'admin_adjustment:demo-welcome',
		type: 'admin_adjustment',
		reference: 'Welcome points',
		points: 400,
		at: at(295),
	});
	await debitPoints(tx, {
		userId: demo.id,
		cause: 'point_to_wallet:demo-seed-1',
		type: 'point_to_wallet',
		points: 200,
		at: at(310),
	});
	await wallet('point_to_wallet:demo-seed-1', 'loyalty_point', at(310), 2, {
		reference: '200 points',
	});
	if (friend) {
		const first = await insertPastOrder(
			tx,
			friend.id,
			{ name: `${friend.fName} ${friend.lName}`, phone: friend.phone },
			{
				module: 'food',
				day: 305,
				status: 'delivered',
				paymentMethod: 'cash_on_delivery',
				quantity: 1,
			},
			at,
		);
		if (first)
			await wallet(`referrer:${friend.id}`, 'referrer', first.deliveredAt, 5, {
				reference: String(first.id),
			});
	}
	const delivered = PAST_ORDERS.filter((p) => p.status !== 'canceled').length;
	await tx.update(users).set({ orderCount: delivered }).where(eq(users.id, demo.id));
}
