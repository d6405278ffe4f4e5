/**
 * What a delivered order earns (contract §10.1), as listeners of the order-status hook
 * (orders/status/status-listeners.ts), inside the transaction that marks the order delivered:
 * loyalty points for its customer, and the referrer's earning when it is a referred customer's
 * first delivered order. Each writes one ledger row under a unique cause, so a delivery reported
 * twice earns once.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import { getSettings } from '../config/settings';
import { orders, users } from '../db/schema';
import { shopMoney } from '../orders/coupons/coupon.service';
import { fromMinor, toMinor } from '../orders/pricing/money-cents';
import { notify } from '../live/order-events';
import { referralText } from '../live/notification-texts';
import { formatMoney } from '~/lib/money';
import type { OrderStatusListener } from '../orders/status/status-change';
import { pointsEarned, referralEarning } from './account-rules';
import { creditPoints, creditWallet } from './ledger';

export const earnPointsOnDelivery: OrderStatusListener = async (tx, change) => {
	if (change.to !== 'delivered' || change.userId === null) return;
	const [order] = await tx
		.select({ amount: orders.orderAmount })
		.from(orders)
		.where(eq(orders.id, change.orderId));
	if (!order) return;
	const [settings, { decimals }] = await Promise.all([getSettings(tx), shopMoney(tx)]);
	const points = pointsEarned(settings, toMinor(order.amount, decimals), decimals);
	if (points <= 0) return;
	await creditPoints(tx, {
		userId: change.userId,
		cause: `order_place:${change.orderId}`,
		type: 'order_place',
		reference: String(change.orderId),
		points,
		at: change.at,
	});
};

export const payReferrerOnFirstDelivery: OrderStatusListener = async (tx, change) => {
	if (change.to !== 'delivered' || change.userId === null) return;
	const [customer] = await tx
		.select({ refBy: users.refBy })
		.from(users)
		.where(eq(users.id, change.userId));
	if (!customer?.refBy) return;
	const [earlier] = await tx
		.select({ n: sql<number>`count(*)::int` })
		.from(orders)
		.where(
			and(
				eq(orders.userId, change.userId),
				ne(orders.id, change.orderId),
				sql`${orders.delivered} is not null`,
			),
		);
	if ((earlier?.n ?? 0) > 0) return;
	const [referrer] = await tx
		.select({ id: users.id })
		.from(users)
		.where(eq(users.id, customer.refBy));
	const [settings, { decimals }] = await Promise.all([getSettings(tx), shopMoney(tx)]);
	const cents = referralEarning(settings, decimals);
	if (!referrer || cents <= 0) return;
	const earned = await creditWallet(tx, {
		userId: referrer.id,
		cause: `referrer:${change.userId}`,
		type: 'referrer',
		reference: String(change.orderId),
		cents,
		at: change.at,
	});
	if (!earned.applied) return;
	// spec §4 referral_code: the referrer hears of it (bell and a 5 s toast), in this transaction.
	const money = await shopMoney(tx);
	await notify(tx, referrer.id, {
		type: 'referral_code',
		...(await referralText(tx, referrer.id, formatMoney(fromMinor(cents, decimals), money))),
	});
};
