/**
 * POST customer/order/place and customer/order/preview (contract §8.1 steps 1–12, commerce
 * contract §1–2). Everything is recomputed from the database; a rule failure throws before the
 * one transaction starts or rolls it back, so the cart is left as it was.
 */
import type { OrderPricing } from '~/contracts/order';
import type {
	OrderPlaceRequest,
	OrderPlaceResponse,
	OrderPreviewResponse,
} from '~/contracts/order-place';
import { formatMoney, type MoneyFormat } from '~/lib/money';
import { type CartRow, findLines } from '../../cart/cart.repo';
import { ApiError, apiError } from '../../http/errors';
import type { Database } from '../../db/database';
import { isoTimestamp } from '../../http/urls';
import { findStoreDiscounts } from '../../stores/stores.repo';
import {
	couponCustomerOf,
	findCouponByCode,
	shopMoney,
	toCouponRule,
} from '../coupons/coupon.service';
import {
	COUPON_REJECTION_STATUS,
	type CouponRejection,
	checkCoupon,
} from '../coupons/coupon-rules';
import { findVehicles, toVehicleTier } from '../../parcel/parcel.repo';
import { adminFreeDeliveryRule, resolveDeliveryRates } from '../pricing/delivery-charge';
import { storeOrderVehicleExtra } from '../pricing/vehicle-extra';
import { isUniqueViolation } from './idempotency';
import { type ItemsPricing, meetsMinimumOrder, priceItems } from '../pricing/line-pricing';
import {
	linesFromBuyNow,
	linesFromCart,
	loadLineItems,
	type ResolvedOrderLine,
	resolveOrderLines,
} from './order-lines';
import {
	chargeableDistanceKm,
	initialStatus,
	type OrderTime,
	straightLineKm,
} from './order-placement-rules';
import {
	type AddressRow,
	findCustomer,
	findModuleZone,
	findOrderByKey,
	type KeyedOrder,
	type ModuleZoneRow,
	type StoreRow,
	type ZoneRow,
} from './orders.repo';
import { fromMinor } from '../pricing/money-cents';
import {
	checkPayment,
	type PaymentAvailability,
	paymentAvailability,
} from '../payment/payment-rules';
import {
	checkSwitches,
	checkTime,
	locate,
	numberSetting,
	type PlaceContext,
	settingOn,
} from './place-order.checks';
import { persistOrder } from './place-order.persist';
import { placeMessage } from './place-order-messages';
import { firstOrderDiscountMinor } from '../pricing/first-order-discount';
import { priceOrder } from '../pricing/pricing';
import { pricingMessage } from '../pricing/pricing-messages';
import { paymentLinkToken } from '../payment/payment-page';
import { isOn } from '../../config/settings-switch';

export type { PlaceContext } from './place-order.checks';

/**
 * What is ordered: items (the cart or a buy-now line), or only a prescription for the store to
 * read (contract §8.2: images and an address, delivered and paid in cash, no lines).
 */
export type OrderKind = 'items' | 'prescription';

/** Everything `place` writes and `preview` answers, decided before any write. */
export interface OrderPlan {
	kind: OrderKind;
	input: OrderPlaceRequest;
	store: StoreRow;
	zone: ZoneRow;
	pivot: ModuleZoneRow | null;
	at: OrderTime;
	storeOpen: boolean;
	saved: AddressRow | null;
	customer: Awaited<ReturnType<typeof findCustomer>>;
	coupon: {
		id: number;
		code: string;
		createdBy: string;
		couponType: string;
		limit: number | null;
	} | null;
	/** The cart rows ordered; empty for buy-now. */
	cartRows: CartRow[];
	lines: ResolvedOrderLine[];
	items: ItemsPricing;
	pricing: OrderPricing;
	/** Km the delivery charge used. */
	distanceKm: number;
	available: PaymentAvailability;
	gateway: string | null;
	money: MoneyFormat;
	/** The wallet's balance when planned (currency units; 0 for guests). */
	walletBalance: number;
	/** What the wallet pays of this order: all of it, the balance (partial payment), or 0. */
	walletPaid: number;
}

function couponError(
	reason: CouponRejection,
	ctx: PlaceContext,
	money: MoneyFormat,
	minPurchase: number,
): ApiError {
	return apiError(
		COUPON_REJECTION_STATUS[reason],
		'coupon',
		pricingMessage(reason, ctx.scope.locale, { amount: formatMoney(minPurchase, money) }),
	);
}

/** contract §8.1 steps 1–11: every rule, and the money; nothing is written. */
export async function planOrder(
	ctx: PlaceContext,
	input: OrderPlaceRequest,
	mode: 'place' | 'preview',
	kind: OrderKind = 'items',
): Promise<OrderPlan> {
	const { scope, owner, settings } = ctx;
	const { db, locale } = scope;
	const prescriptionOnly = kind === 'prescription';
	const gateway = checkSwitches(ctx, input, mode);
	const { saved, point, store, zone } = await locate(ctx, input);
	if (prescriptionOnly) checkPrescriptionStore(ctx, store);
	const { at, open } = await checkTime(ctx, input, store);
	if (!open && mode === 'place')
		throw apiError(406, 'order_time', placeMessage('storeClosed', locale));
	const money = await shopMoney(db);
	const d = money.decimals;

	// step 5: the coupon as far as it can be judged before the items are known
	const couponRow = input.coupon_code ? await findCouponByCode(db, input.coupon_code) : null;
	if (input.coupon_code && !couponRow) throw couponError('not_found', ctx, money, 0);
	const couponRule = couponRow ? toCouponRule(couponRow) : null;
	const couponCtx = couponRow
		? {
				today: scope.today,
				moduleId: scope.moduleId,
				store: { id: store.id, zoneId: store.zoneId },
				customer: await couponCustomerOf(db, owner, couponRow.code),
				decimals: d,
			}
		: null;
	if (couponRule && couponCtx) {
		const check = checkCoupon(couponRule, { ...couponCtx, itemTotal: null });
		if (!check.ok) throw couponError(check.reason, ctx, money, couponRule.minPurchase);
	}

	// step 6: the lines (none for a prescription-only order)
	const fromCart = !prescriptionOnly && !(input.is_buy_now && input.cart);
	const cartRows = fromCart ? await findLines(db, owner, scope.moduleId) : [];
	const requests = prescriptionOnly
		? []
		: input.is_buy_now && input.cart
			? linesFromBuyNow(input.cart)
			: linesFromCart(cartRows);
	const lines = prescriptionOnly
		? []
		: resolveOrderLines(requests, await loadLineItems(scope, requests), {
				storeId: store.id,
				moduleType: scope.moduleType,
				orderTime: at.local,
				locale,
				prescriptionAttached: mode === 'preview' || ctx.attachments.length > 0,
			});

	// steps 7–10: discounts, coupon minimum, minimum order, tax, delivery
	const [storeDiscount] = await findStoreDiscounts(db, [store.id], scope.today);
	const items = priceItems(
		lines.map((l) => l.pricing),
		storeDiscount
			? { minPurchase: storeDiscount.minPurchase, maxDiscount: storeDiscount.maxDiscount }
			: null,
		d,
	);
	if (couponRule && couponCtx) {
		const check = checkCoupon(couponRule, { ...couponCtx, itemTotal: items.item_total });
		if (!check.ok) throw couponError(check.reason, ctx, money, couponRule.minPurchase);
	}
	// The store prices a prescription's medicines later: no minimum order applies to it.
	if (!prescriptionOnly && !meetsMinimumOrder(items.subtotal, store.minimumOrder, d))
		throw apiError(
			406,
			'order_time',
			pricingMessage('minimum_order', locale, { amount: formatMoney(store.minimumOrder, money) }),
		);
	const [pivot, vehicleRows] = await Promise.all([
		findModuleZone(db, scope.moduleId, zone.id),
		findVehicles(db),
	]);
	const selfDelivery = store.selfDeliverySystem === 1;
	const distanceKm =
		input.order_type === 'take_away'
			? 0
			: chargeableDistanceKm(
					input.distance,
					straightLineKm({ lat: store.latitude, lng: store.longitude }, point),
				);
	const customer = owner.kind === 'user' ? await findCustomer(db, owner.userId) : null;
	const pricing = priceOrder({
		decimals: d,
		items,
		coupon: couponRule,
		tax: { percent: store.tax, included: isOn(settings.tax_included) },
		delivery: {
			orderType: input.order_type,
			distanceKm,
			rates: resolveDeliveryRates({
				store: {
					selfDelivery,
					perKm: store.perKmShippingCharge,
					minimum: store.minimumShippingCharge,
					maximum: store.maximumShippingCharge,
				},
				pivot: pivot
					? {
							perKm: pivot.perKmShippingCharge,
							minimum: pivot.minimumShippingCharge,
							maximum: pivot.maximumShippingCharge,
						}
					: null,
				defaults: {
					perKm: numberSetting(settings, 'per_km_shipping_charge'),
					minimum: numberSetting(settings, 'minimum_shipping_charge'),
				},
			}),
			vehicleExtraCharge: storeOrderVehicleExtra({
				orderType: input.order_type,
				selfDelivery,
				tiers: vehicleRows.map(toVehicleTier),
				distanceKm,
			}),
			surgePercent:
				!selfDelivery && zone.increasedDeliveryFeeStatus === 1 ? zone.increasedDeliveryFee : 0,
			storeFreeDelivery: store.freeDelivery,
			adminFreeDelivery: adminFreeDeliveryRule(settings),
		},
		dmTips: input.dm_tips ?? 0,
		tipsEnabled: isOn(settings.dm_tips_status),
		additionalCharge: isOn(settings.additional_charge_status)
			? numberSetting(settings, 'additional_charge')
			: 0,
		// A prescription alone has no items to take it off (its medicines are priced later).
		firstOrderOff: prescriptionOnly
			? undefined
			: (base) => firstOrderDiscountMinor(settings, customer, ctx.now, base, d),
	});

	// step 11: payment
	const available = paymentAvailability(
		{
			cashOnDelivery: zone.cashOnDelivery,
			digitalPayment: zone.digitalPayment,
			offlinePayment: zone.offlinePayment,
		},
		settings,
		owner.kind === 'guest',
	);
	const walletBalance = fromMinor(customer?.walletCents ?? 0, d);
	let walletPaid = 0;
	if (input.payment_method) {
		const check = checkPayment({
			method: input.payment_method,
			orderAmount: pricing.order_amount,
			partialPayment: input.partial_payment,
			available,
			maximumCodOrderAmount: pivot?.maximumCodOrderAmount ?? null,
			walletBalance,
			decimals: d,
		});
		if (!check.ok) throw apiError(check.status, check.code, pricingMessage(check.reason, locale));
		walletPaid = check.wallet_paid;
	}
	return {
		kind,
		input,
		store,
		zone,
		pivot,
		at,
		storeOpen: open,
		saved,
		customer,
		coupon: couponRow
			? {
					id: couponRow.id,
					code: couponRow.code,
					createdBy: couponRow.createdBy,
					couponType: couponRow.couponType,
					limit: couponRule?.limit ?? null,
				}
			: null,
		cartRows,
		lines,
		items,
		pricing,
		distanceKm,
		available,
		gateway,
		money,
		walletBalance,
		walletPaid,
	};
}

/**
 * contract §8.2: a prescription-only order is a delivery paid in cash, without coupon or lines,
 * in a pharmacy store that takes them (store `prescription_order`, config
 * `prescription_order_status`).
 */
export function prescriptionInput(input: OrderPlaceRequest): OrderPlaceRequest {
	const { cart: _cart, ...rest } = input;
	return {
		...rest,
		order_type: 'delivery',
		payment_method: 'cash_on_delivery',
		payment_gateway: undefined,
		coupon_code: undefined,
		is_buy_now: false,
		partial_payment: false,
	};
}

function checkPrescriptionStore(ctx: PlaceContext, store: StoreRow): void {
	const takes =
		store.prescriptionOrder &&
		ctx.scope.moduleType === 'pharmacy' &&
		settingOn(ctx.settings, 'prescription_order_status');
	if (!takes)
		throw apiError(
			403,
			'prescription_order',
			placeMessage('prescriptionOrderOff', ctx.scope.locale),
		);
}

/** POST customer/order/preview: what `place` would charge, and which payments it would take. */
export async function previewOrder(
	ctx: PlaceContext,
	input: OrderPlaceRequest,
	kind: OrderKind = 'items',
): Promise<OrderPreviewResponse> {
	const plan = await planOrder(ctx, input, 'preview', kind);
	const cap = plan.pivot?.maximumCodOrderAmount;
	return {
		pricing: plan.pricing,
		payment_methods: {
			cash_on_delivery: plan.available.cashOnDelivery,
			digital_payment: plan.available.digitalPayment,
			wallet: plan.available.wallet,
			offline_payment: plan.available.offlinePayment,
		},
		cod_max_amount: cap && cap > 0 ? cap : null,
		wallet_balance: plan.customer ? plan.walletBalance : null,
		store_open: plan.storeOpen,
	};
}

export interface IdempotencyInput {
	key: string | null;
	/** Hash of the request's input (`requestHash()`). */
	hash: string;
}

/** The answer to a placed order; a digital payment's also signs its payment-page link. */
export async function placedResponse(
	db: Database,
	order: KeyedOrder,
	locale: PlaceContext['scope']['locale'],
): Promise<OrderPlaceResponse> {
	return {
		message: placeMessage('placed', locale),
		order_id: order.id,
		total_ammount: order.orderAmount,
		status: initialStatus(order.paymentMethod).orderStatus,
		created_at: isoTimestamp(order.createdAt),
		user_id: order.userId ?? order.guestId ?? 0,
		...(order.paymentMethod === 'digital_payment'
			? { payment_token: await paymentLinkToken(db, order) }
			: {}),
	};
}

/** The first order under this key again, or 422 when it was placed with another request. */
export function replay(
	order: KeyedOrder,
	hash: string,
	ctx: PlaceContext,
): Promise<OrderPlaceResponse> {
	if (order.requestHash !== hash)
		throw apiError(422, 'idempotency_key', placeMessage('idempotencyMismatch', ctx.scope.locale));
	return placedResponse(ctx.scope.db, order, ctx.scope.locale);
}

/**
 * POST customer/order/place. A repeated Idempotency-Key answers the first order (or 422); two
 * requests racing with one key meet at the unique index, and the loser answers the winner's order.
 */
export async function placeOrder(
	ctx: PlaceContext,
	input: OrderPlaceRequest,
	idempotency: IdempotencyInput,
	kind: OrderKind = 'items',
): Promise<OrderPlaceResponse> {
	const { db } = ctx.scope;
	const { key, hash } = idempotency;
	if (key) {
		const earlier = await findOrderByKey(db, ctx.owner, key);
		if (earlier) return replay(earlier, hash, ctx);
	}
	let plan: Awaited<ReturnType<typeof planOrder>> | undefined;
	try {
		plan = await planOrder(ctx, input, 'place', kind);
		const order = await persistOrder(ctx, plan, idempotency);
		return placedResponse(ctx.scope.db, order, ctx.scope.locale);
	} catch (error) {
		// A request racing with the same key lost (at the unique index, or to the cart the winner
		// emptied, even before this one priced it): it answers the winner's order.
		if (key && (isUniqueViolation(error) || error instanceof ApiError)) {
			const winner = await findOrderByKey(db, ctx.owner, key);
			if (winner) return replay(winner, hash, ctx);
		}
		// Two first orders at once: one live order holds the discount (ADR 030); this one is refused.
		if (plan && plan.pricing.ref_bonus_amount > 0 && isUniqueViolation(error))
			throw apiError(403, 'ref_bonus_amount', placeMessage('firstOrderUsed', ctx.scope.locale));
		throw error;
	}
}
