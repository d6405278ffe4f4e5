/**
 * What the demo's shop does by itself, once per dispatcher round (ARCHITECTURE decision 11): it
 * confirms offline payments and approves refunds one step (`ORDER_STEP_SECONDS`) after they were
 * sent. Each decision is a conditional update in its own transaction, safe with many processes.
 */
import type { Database } from '../../db/database';
import { confirmDueOfflinePayments } from '../payment/offline-payment.service';
import { approveDueRefunds } from '../refunds/refunds.service';

export async function runDemoShop(db: Database, now: Date, paceMs: number): Promise<void> {
	await confirmDueOfflinePayments(db, now, paceMs);
	await approveDueRefunds(db, now, paceMs);
}
