/** Reading a customer's orders (contract §8.3) and the cancellation reasons (§8.4). */
import { and, asc, count, desc, eq, inArray, notInArray, type SQL } from 'drizzle-orm';
import type { Locale } from '~/config/locales';
import {
	type CancellationReasons,
	HISTORY_STATUSES,
	type OrderLine,
	type OrderView,
} from '~/contracts/order-view';
import type { Owner } from '../../http/owner';
import type { Database } from '../../db/database';
import {
	deliveryMen,
	modules,
	orderCancelReasons,
	orderDetails,
	orders,
	stores,
} from '../../db/schema';
import type { Page } from '../../http/paging';
import { translatedPage } from '../../translations/translated-page';
import { findTranslations } from '../../translations/translations.repo';
import { type OrderLookups, type OrderRow, toOrderLine, toOrderView } from './order-format';
import { phonesMatch } from './order-view-rules';
import { findOrderParcelCategories } from '../../parcel/parcel-view';
import { orderLedgerFacts } from '../../account/order-ledger';
import { shopMoney } from '../coupons/coupon.service';

export interface ViewContext {
	locale: Locale;
	baseUrl: string;
}

/** Orders of one owner, filtered by owner and `is_guest` both (contract §11.18). */
export function ownedBy(owner: Owner): SQL {
	return owner.kind === 'user'
		? (and(eq(orders.userId, owner.userId), eq(orders.isGuest, false)) as SQL)
		: (and(eq(orders.guestId, owner.guestId), eq(orders.isGuest, true)) as SQL);
}

export async function findOwnedOrder(
	db: Database,
	owner: Owner,
	orderId: number,
): Promise<OrderRow | null> {
	const [row] = await db
		.select()
		.from(orders)
		.where(and(eq(orders.id, orderId), ownedBy(owner)));
	return row ?? null;
}

/** Stores, delivery people, modules and line counts of a page of orders: four small queries. */
async function loadLookups(
	db: Database,
	rows: OrderRow[],
	ctx: ViewContext,
): Promise<OrderLookups> {
	const storeIds = [...new Set(rows.flatMap((r) => (r.storeId === null ? [] : [r.storeId])))];
	const menIds = [...new Set(rows.flatMap((r) => (r.deliveryManId ? [r.deliveryManId] : [])))];
	const moduleIds = [...new Set(rows.map((r) => r.moduleId))];
	const orderIds = rows.map((r) => r.id);
	const [storeRows, menRows, moduleRows, counts, moduleText, categories, ledger, money] =
		await Promise.all([
			storeIds.length
				? db
						.select({
							id: stores.id,
							name: stores.name,
							slug: stores.slug,
							phone: stores.phone,
							address: stores.address,
							logo: stores.logo,
							latitude: stores.latitude,
							longitude: stores.longitude,
							moduleId: stores.moduleId,
							zoneId: stores.zoneId,
							deliveryTime: stores.deliveryTime,
						})
						.from(stores)
						.where(inArray(stores.id, storeIds))
				: [],
			menIds.length ? db.select().from(deliveryMen).where(inArray(deliveryMen.id, menIds)) : [],
			moduleIds.length
				? db
						.select({
							id: modules.id,
							moduleName: modules.moduleName,
							moduleType: modules.moduleType,
							slug: modules.slug,
						})
						.from(modules)
						.where(inArray(modules.id, moduleIds))
				: [],
			orderIds.length
				? db
						.select({ orderId: orderDetails.orderId, n: count() })
						.from(orderDetails)
						.where(inArray(orderDetails.orderId, orderIds))
						.groupBy(orderDetails.orderId)
				: [],
			findTranslations(db, 'Module', moduleIds, ctx.locale),
			findOrderParcelCategories(db, rows, ctx.locale),
			orderLedgerFacts(db, orderIds),
			shopMoney(db),
		]);
	return {
		stores: new Map(storeRows.map((s) => [s.id, s])),
		deliveryMen: new Map(menRows.map((m) => [m.id, m])),
		modules: new Map(
			moduleRows.map((m) => [
				m.id,
				{ ...m, moduleName: moduleText.get(m.id)?.module_name ?? m.moduleName },
			]),
		),
		detailsCount: new Map(counts.map((c) => [c.orderId, Number(c.n)])),
		parcelCategories: categories,
		ledger,
		decimals: money.decimals,
		baseUrl: ctx.baseUrl,
	};
}

export async function toOrderViews(
	db: Database,
	rows: OrderRow[],
	ctx: ViewContext,
): Promise<OrderView[]> {
	const lookups = await loadLookups(db, rows, ctx);
	return rows.map((row) => toOrderView(row, lookups));
}

/** contract §8.3: running orders or the history, newest first, one page of them. */
export async function listOrders(
	db: Database,
	owner: Owner,
	kind: 'running' | 'history',
	page: Page,
	ctx: ViewContext,
): Promise<{ total: number; orders: OrderView[] }> {
	const statuses = [...HISTORY_STATUSES];
	const where = and(
		ownedBy(owner),
		kind === 'history'
			? inArray(orders.orderStatus, statuses)
			: notInArray(orders.orderStatus, statuses),
	);
	const [rows, [total]] = await Promise.all([
		db
			.select()
			.from(orders)
			.where(where)
			.orderBy(desc(orders.id))
			.limit(page.limit)
			.offset(page.skip),
		db.select({ n: count() }).from(orders).where(where),
	]);
	return { total: Number(total?.n ?? 0), orders: await toOrderViews(db, rows, ctx) };
}

/** contract §8.3 `order/details`: the owner's order lines, or null when the order is not theirs. */
export async function orderLines(
	db: Database,
	owner: Owner,
	orderId: number,
	ctx: ViewContext,
): Promise<OrderLine[] | OrderView | null> {
	const order = await findOwnedOrder(db, owner, orderId);
	if (!order) return null;
	const rows = await db
		.select()
		.from(orderDetails)
		.where(eq(orderDetails.orderId, orderId))
		.orderBy(asc(orderDetails.id));
	// Prescription-only orders and parcels have no lines: the order object answers (contract §8.3).
	if (rows.length === 0 && (order.prescriptionOrder || order.orderType === 'parcel')) {
		const [view] = await toOrderViews(db, [order], ctx);
		return view ?? null;
	}
	const lines = rows.map(toOrderLine);
	if (lines[0]) lines[0].is_guest = order.isGuest;
	return lines;
}

/**
 * contract §8.3 `order/track`: a customer tracks their own order; a guest any guest order whose
 * contact phone matches (so a guest can track from another device with the order id and phone).
 */
export async function trackOrder(
	db: Database,
	owner: Owner,
	input: { orderId: number; contactNumber: string | undefined },
	ctx: ViewContext,
): Promise<OrderView | null> {
	let row: OrderRow | null;
	if (owner.kind === 'user') {
		row = await findOwnedOrder(db, owner, input.orderId);
	} else {
		const [found] = await db
			.select()
			.from(orders)
			.where(and(eq(orders.id, input.orderId), eq(orders.isGuest, true)));
		row =
			found && phonesMatch(input.contactNumber, found.deliveryAddress.contact_person_number)
				? found
				: null;
	}
	if (!row) return null;
	const [view] = await toOrderViews(db, [row], ctx);
	return view ?? null;
}

/** contract §8.4 `order/cancellation-reasons`: active reasons, optionally of one kind, paged. */
export async function cancellationReasons(
	db: Database,
	input: { type: string | undefined; page: Page | null; locale: Locale },
): Promise<CancellationReasons> {
	const where = and(
		eq(orderCancelReasons.status, 1),
		input.type ? eq(orderCancelReasons.userType, input.type) : undefined,
	);
	const { rows, text, ...envelope } = await translatedPage(
		db,
		{
			type: 'OrderCancelReason',
			rows: db
				.select({ id: orderCancelReasons.id, reason: orderCancelReasons.reason })
				.from(orderCancelReasons)
				.where(where)
				.orderBy(asc(orderCancelReasons.id)),
			count: db.select({ n: count() }).from(orderCancelReasons).where(where),
		},
		input,
	);
	return {
		...envelope,
		data: rows.map((r) => ({ id: r.id, reason: text.get(r.id)?.reason ?? r.reason })),
	};
}
