/**
 * The order life of the embedded server (ARCHITECTURE decision 11, contract §10.1): orders move
 * pending → confirmed → processing → picked_up → delivered (take-away: handover instead of
 * picked_up) one step per `pace`, and the delivery person rides from the store to the customer
 * while the order is picked up. `advanceOrder` is the pure rule; `runDispatch` applies it to the
 * database (the writes are in dispatcher-steps.ts); `startDispatcher` runs it every few seconds.
 */
import type { Database } from '../../db/database';
import { runDemoShop } from './demo-shop';
import { applyStep, loadDispatchable } from './dispatcher-steps';
import { logger } from '../../log';

/** The facts of an order the rule reads. */
export interface DispatchOrder {
	orderType: string;
	orderStatus: string;
	paymentMethod: string;
	paymentStatus: string;
	scheduleAt: Date | null;
	createdAt: Date;
	pending: Date | null;
	confirmed: Date | null;
	processing: Date | null;
	handover: Date | null;
	pickedUp: Date | null;
	routeProgress: number;
}

export type NextStatus = 'confirmed' | 'processing' | 'handover' | 'picked_up' | 'delivered';

export type Advance =
	/** The order reaches `status` at `at` (when its previous step was due, never after now). */
	| { kind: 'status'; status: NextStatus; at: Date; assignDeliveryMan: boolean }
	/** The delivery person has covered `progress` (0–1) of the way to the customer. */
	| { kind: 'move'; progress: number };

/** Digital and offline payments wait in pending until they are paid (contract §11.22). */
export function awaitsPayment(order: Pick<DispatchOrder, 'paymentMethod' | 'paymentStatus'>) {
	return (
		(order.paymentMethod === 'digital_payment' || order.paymentMethod === 'offline_payment') &&
		order.paymentStatus === 'unpaid'
	);
}

const travels = (order: DispatchOrder) => order.orderType !== 'take_away';

/**
 * The next step of an order at `now`, or null when it stays as it is. Each status lasts `paceMs`
 * from its own timestamp; a scheduled order starts moving three steps before its time, so it
 * arrives about then. Delivery orders get a delivery person when processing starts (and at pick
 * up, if none was free), then ride for one step.
 */
export function advanceOrder(order: DispatchOrder, now: Date, paceMs: number): Advance | null {
	if (paceMs <= 0) return null;
	const t = now.getTime();
	const step = (since: Date | null, status: NextStatus, assignDeliveryMan = false) => {
		const due = (since ?? order.createdAt).getTime() + paceMs;
		return t >= due
			? ({ kind: 'status', status, at: new Date(due), assignDeliveryMan } as const)
			: null;
	};
	switch (order.orderStatus) {
		case 'pending': {
			if (awaitsPayment(order)) return null;
			const placed = (order.pending ?? order.createdAt).getTime();
			const start = order.scheduleAt ? order.scheduleAt.getTime() - 3 * paceMs : placed;
			return step(new Date(Math.max(placed, start)), 'confirmed');
		}
		case 'accepted':
		case 'confirmed':
			return step(order.confirmed, 'processing', travels(order));
		case 'processing':
			return travels(order)
				? step(order.processing, 'picked_up', true)
				: step(order.processing, 'handover');
		case 'handover':
			return step(order.handover, 'delivered');
		case 'picked_up': {
			const arrived = step(order.pickedUp, 'delivered');
			if (arrived) return arrived;
			const since = (order.pickedUp ?? order.createdAt).getTime();
			const progress = Math.min(1, Math.max(0, (t - since) / paceMs));
			return progress > order.routeProgress ? { kind: 'move', progress } : null;
		}
		default:
			return null;
	}
}

export { pointAlong } from './dispatcher-steps';

export const DEFAULT_ORDER_STEP_SECONDS = 20;

/** `ORDER_STEP_SECONDS`: seconds per step (default 20); 0 turns the dispatcher off. */
export function orderStepSeconds(env: Record<string, string | undefined> = process.env): number {
	const raw = env.ORDER_STEP_SECONDS?.trim();
	if (!raw) return DEFAULT_ORDER_STEP_SECONDS;
	const value = Number(raw);
	if (!Number.isFinite(value) || value < 0 || value > 86_400) {
		logger().warn(`ORDER_STEP_SECONDS=${raw} is not 0–86400; using ${DEFAULT_ORDER_STEP_SECONDS}`);
		return DEFAULT_ORDER_STEP_SECONDS;
	}
	return value;
}

/**
 * One round: every order on its way takes its next step, if due. Answers what changed, for tests
 * and logs. Safe with several processes on one database: each step is a conditional update.
 */
export async function runDispatch(
	db: Database,
	now: Date,
	paceMs = orderStepSeconds() * 1000,
): Promise<{ orderId: number; advance: Advance }[]> {
	const changes: { orderId: number; advance: Advance }[] = [];
	if (paceMs <= 0) return changes;
	await runDemoShop(db, now, paceMs);
	for (const order of await loadDispatchable(db)) {
		const advance = advanceOrder(order, now, paceMs);
		if (advance && (await applyStep(db, order, advance, now)))
			changes.push({ orderId: order.id, advance });
	}
	return changes;
}

/** The advisory lock key of "a dispatcher round is running" (any number unique to this app). */
export const DISPATCH_LOCK_KEY = 6_424_243;

/** Runs work unless another holder of the key is running it (DatabaseHandle.oneAtATime). */
export type OneAtATime = <T>(key: number, work: () => Promise<T>) => Promise<T | null>;

/**
 * One round, unless another process's round is running (ADR 028): then null, and this process
 * reads nothing. Rounds take turns; the conditional updates still guard each step and keep the
 * rider from moving backwards when clocks disagree.
 */
export function runDispatchRound(
	db: Database,
	oneAtATime: OneAtATime,
	now: Date,
	paceMs = orderStepSeconds() * 1000,
): Promise<{ orderId: number; advance: Advance }[] | null> {
	return oneAtATime(DISPATCH_LOCK_KEY, () => runDispatch(db, now, paceMs));
}

/** Without a database lock (a lone process): every round runs. */
const always: OneAtATime = async (_key, work) => work();

export interface Dispatcher {
	/** Stops the timer and waits for a round in progress to finish. */
	stop(): Promise<void>;
}

/**
 * Runs `runDispatchRound` every few seconds (a fifth of a step, 1–5 s) until stopped; rounds
 * never overlap, in this process or (with `oneAtATime`) across processes. The timer does not keep the process alive. With 0 seconds per step it does nothing.
 */
export function startDispatcher(
	db: Database,
	options: { stepSeconds?: number; clock?: () => Date; oneAtATime?: OneAtATime } = {},
): Dispatcher {
	const paceMs = (options.stepSeconds ?? orderStepSeconds()) * 1000;
	if (paceMs <= 0) return { stop: async () => {} };
	const clock = options.clock ?? (() => new Date());
	let running: Promise<unknown> | null = null;
	const timer = setInterval(
		() => {
			if (running) return;
			running = runDispatchRound(db, options.oneAtATime ?? always, clock(), paceMs)
				.catch((error: unknown) => logger().error({ err: error }, 'order dispatcher round failed'))
				.finally(() => {
					running = null;
				});
		},
		Math.min(5000, Math.max(1000, paceMs / 5)),
	);
	timer.unref();
	return {
		async stop() {
			clearInterval(timer);
			await running;
		},
	};
}
