/**
 * The one "order status changed" hook of the server. Every write that moves an existing order to
 * another status (the dispatcher's steps, a cancel, the payment page, a switch to cash) calls
 * `orderStatusChanged` inside the same transaction, right after its update. What follows a status
 * (counts when delivered, loyalty points, referral earnings, live events, refunds, parcel steps)
 * is a listener in `ORDER_STATUS_LISTENERS` (status-listeners.ts): it commits or rolls back with
 * the change, runs exactly once per change (the writers' updates are conditional, so a second
 * process that loses the race changes nothing and calls nothing), and no writer needs to know it.
 * Placing an order is not a change of status; it has its own transaction (place-order.persist.ts).
 */
import type { Database } from '../../db/database';
import { ORDER_STATUS_LISTENERS } from './status-listeners';

export interface OrderStatusChange {
	orderId: number;
	/** The customer's id; null for a guest's order. */
	userId: number | null;
	/** The store's id; null for a parcel. */
	storeId: number | null;
	/** The status before and after, as stored (`pending`, `confirmed`, …, `canceled`, `failed`). */
	from: string;
	to: string;
	at: Date;
}

/** A reaction to a status change, run in the change's transaction (`tx`). */
export type OrderStatusListener = (tx: Database, change: OrderStatusChange) => Promise<void>;

/** Runs every listener, in order, inside the transaction that made the change. */
export async function orderStatusChanged(tx: Database, change: OrderStatusChange): Promise<void> {
	if (change.from === change.to) return;
	for (const listener of ORDER_STATUS_LISTENERS) await listener(tx, change);
}
