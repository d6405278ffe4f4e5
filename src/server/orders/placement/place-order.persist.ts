/**
 * contract §8.1 step 12: the order, its lines and images, stock, wallet, coupon use and the emptied cart, in
 * one transaction. Stock is taken with `UPDATE … WHERE stock >= n` (ARCHITECTURE §1.12): when a
 * concurrent order took the last units, the update matches no row and everything rolls back.
 */
import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { MODULE_CAPABILITIES } from '~/config/modules';
import { debitWallet, InsufficientBalance } from '../../account/ledger';
import { deliveryMinutes } from '~/lib/text';
import type { CartRow } from '../../cart/cart.repo';
import { deleteLinesById, findLines, lockOwnerCart } from '../../cart/cart.repo';
import type { Database } from '../../db/database';
import { apiError } from '../../http/errors';
import { roundMoney, toMinor } from '../pricing/money-cents';
import { insertOrderAttachments } from '../attachments/order-attachments.repo';
import { deliveryAddress, initialStatus } from './order-placement-rules';
import {
	countCouponUse,
	type FlashEntry,
	findFlashEntries,
	insertOrder,
	insertOrderDetails,
	type KeyedOrder,
	type NewOrder,
	type NewOrderDetail,
	setCustomerZone,
	takeCampaignStock,
	takeFlashStock,
	takeItemStock,
} from './orders.repo';
import type { IdempotencyInput, OrderPlan, PlaceContext } from './place-order.service';
import { placeMessage } from './place-order-messages';
import { pricingMessage } from '../pricing/pricing-messages';
import { couponCustomerOf } from '../coupons/coupon.service';
import {
	COUPON_REJECTION_STATUS,
	customerLimit,
	limitedPerCustomer,
} from '../coupons/coupon-rules';

/** One stock decrement; several lines of one item and variation take together. */
interface StockTake {
	kind: 'item' | 'campaign' | 'flash';
	id: number;
	variant: string;
	quantity: number;
	/** Items sold in a running flash sale: the sale's stock guards, not the item's. */
	saleGuards?: boolean;
}

/**
 * What the order takes from stock, in a fixed order (kind, then id) so two orders never lock the
 * same rows in opposite orders. Modules without stock only count flash-sale units.
 */
export function stockTakes(plan: OrderPlan, flash: Map<number, FlashEntry>, keepsStock: boolean) {
	const takes = new Map<string, StockTake>();
	const add = (take: StockTake) => {
		const key = `${take.kind}:${take.id}:${take.variant}`;
		const had = takes.get(key);
		takes.set(key, had ? { ...had, quantity: had.quantity + take.quantity } : take);
	};
	for (const line of plan.lines) {
		const { itemType, itemId, quantity } = line.request;
		if (itemType === 'ItemCampaign') {
			if (keepsStock) add({ kind: 'campaign', id: itemId, variant: '', quantity });
			continue;
		}
		const entry = line.item.flash_sale ? flash.get(itemId) : undefined;
		if (keepsStock)
			add({
				kind: 'item',
				id: itemId,
				variant: line.variant,
				quantity,
				saleGuards: Boolean(entry),
			});
		if (entry) add({ kind: 'flash', id: entry.id, variant: '', quantity });
	}
	const rank = { item: 0, campaign: 1, flash: 2 };
	return [...takes.values()].sort(
		(a, b) => rank[a.kind] - rank[b.kind] || a.id - b.id || a.variant.localeCompare(b.variant),
	);
}

function take(tx: Database, t: StockTake): Promise<boolean> {
	if (t.kind === 'item') return takeItemStock(tx, t.id, t.quantity, t.variant, !t.saleGuards);
	if (t.kind === 'campaign') return takeCampaignStock(tx, t.id, t.quantity);
	return takeFlashStock(tx, t.id, t.quantity);
}

/** The flash-sale discount the admin pays (by the sale's shares); the store pays the rest. */
function flashSplit(plan: OrderPlan, flash: Map<number, FlashEntry>) {
	const d = plan.money.decimals;
	let admin = 0;
	plan.lines.forEach((line, i) => {
		const priced = plan.items.lines[i];
		if (priced?.discount_source !== 'flash_sale') return;
		admin += toMinor(priced.discount, d) * (flash.get(line.request.itemId)?.adminShare ?? 0);
	});
	const adminAmount = roundMoney(admin / 10 ** d, d);
	return {
		admin: adminAmount,
		store: roundMoney(plan.pricing.flash_sale_discount_amount - adminAmount, d),
	};
}

function orderValues(
	ctx: PlaceContext,
	plan: OrderPlan,
	flash: Map<number, FlashEntry>,
	idempotency: IdempotencyInput,
): NewOrder {
	const { owner, now } = ctx;
	const { input, pricing, store } = plan;
	const d = plan.money.decimals;
	const method = input.partial_payment
		? 'partial_payment'
		: (input.payment_method ?? 'cash_on_delivery');
	const status = initialStatus(method);
	const split = flashSplit(plan, flash);
	const [minDelivery, maxDelivery] = deliveryMinutes(store.deliveryTime);
	const profile = plan.customer;
	return {
		userId: owner.kind === 'user' ? owner.userId : null,
		guestId: owner.kind === 'guest' ? owner.guestId : null,
		isGuest: owner.kind === 'guest',
		storeId: store.id,
		zoneId: plan.zone.id,
		moduleId: ctx.scope.moduleId,
		orderType: input.order_type,
		orderStatus: status.orderStatus,
		paymentStatus: status.paymentStatus,
		paymentMethod: method,
		paymentGateway: plan.gateway,
		orderAmount: pricing.order_amount,
		couponDiscountAmount: pricing.coupon_discount_amount,
		couponDiscountTitle: pricing.coupon_discount_title,
		couponCode: pricing.coupon_code,
		refBonusAmount: pricing.ref_bonus_amount,
		couponCreatedBy:
			plan.coupon && plan.coupon.couponType !== 'free_delivery' ? plan.coupon.createdBy : null,
		// The original's store_discount_amount: every product discount but the flash sale's.
		storeDiscountAmount: roundMoney(
			pricing.product_discount_amount - pricing.flash_sale_discount_amount,
			d,
		),
		flashAdminDiscountAmount: split.admin,
		flashStoreDiscountAmount: split.store,
		totalTaxAmount: pricing.total_tax_amount,
		taxStatus: pricing.tax_status,
		taxPercentage: pricing.tax_percentage,
		deliveryCharge: pricing.delivery_charge,
		originalDeliveryCharge: pricing.original_delivery_charge,
		freeDeliveryBy: pricing.free_delivery_by,
		dmTips: pricing.dm_tips,
		additionalCharge: pricing.additional_charge,
		extraPackagingAmount: pricing.extra_packaging_amount,
		deliveryAddress: deliveryAddress(input, plan.saved, profile),
		distance: plan.distanceKm,
		scheduled: plan.at.scheduled ? 1 : 0,
		scheduleAt: plan.at.instant,
		otp: String(randomInt(1000, 10_000)),
		orderNote: input.order_note ?? null,
		orderAttachment: ctx.attachments.length ? ctx.attachments.map((a) => a.name) : null,
		prescriptionOrder: plan.kind === 'prescription',
		deliveryInstruction: input.delivery_instruction ?? null,
		unavailableItemNote: input.unavailable_item_note ?? null,
		cutlery: input.cutlery,
		minDeliveryTime: minDelivery,
		maxDeliveryTime: maxDelivery,
		idempotencyKey: idempotency.key,
		requestHash: idempotency.key ? idempotency.hash : null,
		pending: now,
		confirmed: status.orderStatus === 'confirmed' ? now : null,
		createdAt: now,
		updatedAt: now,
	};
}

function detailValues(ctx: PlaceContext, plan: OrderPlan, orderId: number): NewOrderDetail[] {
	const d = plan.money.decimals;
	return plan.lines.map((line, i) => {
		const priced = plan.items.lines[i];
		if (!priced) throw new Error('A priced line is missing');
		const campaign = line.request.itemType === 'ItemCampaign';
		const net = priced.unit_price - priced.discount_on_item;
		return {
			orderId,
			itemId: campaign ? null : line.request.itemId,
			itemCampaignId: campaign ? line.request.itemId : null,
			price: priced.unit_price,
			quantity: priced.quantity,
			taxAmount: roundMoney((net * plan.store.tax) / 100, d),
			discountOnItem: priced.discount_on_item,
			discountType: priced.discount_source === 'flash_sale' ? 'flash_sale' : 'discount_on_product',
			totalAddOnPrice: priced.total_add_on_price,
			variant: line.variant,
			variation: line.variation,
			addOns: line.addOns,
			itemDetails: line.item as unknown as Record<string, unknown>,
			createdAt: ctx.now,
			updatedAt: ctx.now,
		};
	});
}

/** The cart as it was priced: same lines, quantities and choices. */
function sameCart(now: CartRow[], priced: CartRow[]): boolean {
	const shape = (rows: CartRow[]) =>
		JSON.stringify(
			rows.map((r) => [r.id, r.quantity, r.variationKey, r.addOnIds, r.addOnQtys, r.itemId]),
		);
	return shape(now) === shape(priced);
}

/** Advisory-lock class of "one customer's orders" (the key is the user id). */
const CUSTOMER_ORDER_LOCK = 0x6f726472; // 'ordr'

/**
 * A customer's orders wait for each other here, to the end of the transaction. planOrder judged
 * the coupon's per-customer limit before any of them was written, so two tabs could both pass:
 * now each counts the committed ones again, and one over the limit is refused as planOrder
 * would have refused it. Called after this order's row is written (so a duplicate
 * Idempotency-Key meets the unique index first), the counts include this order.
 */
async function recheckCouponLimit(
	tx: Database,
	ctx: PlaceContext,
	plan: OrderPlan,
	userId: number,
): Promise<void> {
	await tx.execute(sql`select pg_advisory_xact_lock(${CUSTOMER_ORDER_LOCK}, ${userId})`);
	const coupon = plan.coupon;
	if (!coupon || !limitedPerCustomer(coupon)) return;
	const counted = await couponCustomerOf(tx, { kind: 'user', userId }, coupon.code);
	if (counted.kind !== 'customer') return;
	const before = {
		...counted,
		orderCount: counted.orderCount - 1,
		usesOfCode: counted.usesOfCode - 1,
	};
	const reason = customerLimit(coupon, before);
	if (reason)
		throw apiError(
			COUPON_REJECTION_STATUS[reason],
			'coupon',
			pricingMessage(reason, ctx.scope.locale),
		);
}

/**
 * The wallet's part of the order, through the wallet ledger (ADR 020), in the order's
 * transaction: a balance spent meanwhile (another tab) refuses the order and rolls it back.
 */
async function payFromWallet(
	tx: Database,
	userId: number,
	orderId: number,
	plan: OrderPlan,
	method: string,
	locale: PlaceContext['scope']['locale'],
	at: Date,
): Promise<void> {
	const partial = method === 'partial_payment';
	try {
		await debitWallet(tx, {
			userId,
			cause: `order_place:${orderId}`,
			type: partial ? 'partial_payment' : 'order_place',
			reference: String(orderId),
			cents: toMinor(plan.walletPaid, plan.money.decimals),
			at,
		});
	} catch (error) {
		if (error instanceof InsufficientBalance)
			throw apiError(203, 'order_amount', pricingMessage('insufficient_balance', locale));
		throw error;
	}
}

/** Writes the planned order; throws (and rolls back) when stock or the wallet ran short meanwhile. */
export async function persistOrder(
	ctx: PlaceContext,
	plan: OrderPlan,
	idempotency: IdempotencyInput,
): Promise<KeyedOrder> {
	const { scope, owner } = ctx;
	const { locale } = scope;
	const flashIds = plan.lines
		.filter((l) => l.request.itemType === 'Item' && l.item.flash_sale)
		.map((l) => l.request.itemId);
	const flash = await findFlashEntries(scope.db, flashIds, scope.nowIso);
	const takes = stockTakes(plan, flash, MODULE_CAPABILITIES[scope.moduleType].stock);
	const values = orderValues(ctx, plan, flash, idempotency);
	// A buy-now line or a prescription-only order leaves the cart alone.
	const fromCart =
		plan.kind === 'items' && !(plan.input.is_buy_now && plan.input.cart !== undefined);
	return scope.db.transaction(async (tx) => {
		// The order first: a duplicate Idempotency-Key stops here, at the unique index.
		const order = await insertOrder(tx, values);
		if (owner.kind === 'user') await recheckCouponLimit(tx, ctx, plan, owner.userId);
		if (fromCart) {
			await lockOwnerCart(tx, owner);
			if (!sameCart(await findLines(tx, owner, scope.moduleId), plan.cartRows))
				throw apiError(409, 'cart', placeMessage('cartChanged', locale));
		}
		await insertOrderDetails(tx, detailValues(ctx, plan, order.id));
		await insertOrderAttachments(tx, order.id, ctx.attachments);
		for (const t of takes) {
			if (!(await take(tx, t))) throw apiError(406, 'campaign', placeMessage('outOfStock', locale));
		}
		if (plan.walletPaid > 0 && owner.kind === 'user')
			await payFromWallet(tx, owner.userId, order.id, plan, values.paymentMethod, locale, ctx.now);
		if (plan.coupon) await countCouponUse(tx, plan.coupon.id);
		if (owner.kind === 'user') await setCustomerZone(tx, owner.userId, plan.zone.id);
		if (fromCart)
			await deleteLinesById(
				tx,
				plan.cartRows.map((r) => r.id),
			);
		return {
			id: order.id,
			requestHash: values.requestHash ?? null,
			orderAmount: values.orderAmount,
			paymentMethod: values.paymentMethod,
			userId: values.userId ?? null,
			guestId: values.guestId ?? null,
			createdAt: order.createdAt,
		};
	});
}
