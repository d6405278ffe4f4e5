/**
 * POST customer/order/preview with `order_type=parcel` (contract §8.1, spec §2 parcel flow), and
 * the plan `place` writes: a sender, a receiver, a parcel category; priced by distance on the
 * server (parcel-pricing.ts), never lower than the straight line between the two points.
 */
import type { OrderPreviewResponse } from '~/contracts/order-place';
import type { ParcelOrderRequest } from '~/contracts/parcel';
import { activeModules } from '../catalog/scope';
import { getTimeZone } from '../config/settings';
import { apiError } from '../http/errors';
import { shopMoney } from '../orders/coupons/coupon.service';
import {
	chargeableDistanceKm,
	checkSchedule,
	orderTime,
	straightLineKm,
} from '../orders/placement/order-placement-rules';
import { findCustomer, findModuleZone } from '../orders/placement/orders.repo';
import { checkPayment, paymentAvailability } from '../orders/payment/payment-rules';
import {
	numberSetting,
	type PlaceContext,
	settingOn,
} from '../orders/placement/place-order.checks';
import { placeMessage } from '../orders/placement/place-order-messages';
import { pricingMessage } from '../orders/pricing/pricing-messages';
import { isOn } from '../config/settings-switch';
import { checkInput, zonesAt } from './parcel-order.checks';
import { decideZones, parcelMessage, SAME_PLACE_KM } from './parcel-order-rules';
import { parcelCharge, parcelPricing, parcelRates, vehicleForDistance } from './parcel-pricing';
import { findParcelCategory, findVehicles, toVehicleTier } from './parcel.repo';

/** Everything a parcel order writes, decided before any write. */
export async function planParcel(
	ctx: PlaceContext,
	input: ParcelOrderRequest,
	mode: 'place' | 'preview',
) {
	const { scope, owner, settings } = ctx;
	const { db, locale } = scope;
	const refuse = (code: string, key: Parameters<typeof parcelMessage>[0]) =>
		apiError(403, code, parcelMessage(key, locale));
	if (scope.moduleType !== 'parcel') throw refuse('moduleId', 'notParcelModule');
	const gateway = checkInput(ctx, input, mode);

	const category = await findParcelCategory(db, input.parcel_category_id);
	if (!category || category.moduleId !== scope.moduleId)
		throw refuse('parcel_category_id', 'categoryInvalid');

	// step 3: both ends in zones the parcel module serves, and not the same place
	const sender = { lat: input.latitude ?? 0, lng: input.longitude ?? 0 };
	const receiver = { lat: input.receiver_details.latitude, lng: input.receiver_details.longitude };
	const [senderZones, receiverZones] = await Promise.all([
		zonesAt(db, sender, scope.moduleId),
		zonesAt(db, receiver, scope.moduleId),
	]);
	const zones = decideZones(senderZones, receiverZones);
	if (!zones.ok) throw refuse(zones.code, zones.reason);
	const straightKm = straightLineKm(sender, receiver);
	if (straightKm < SAME_PLACE_KM) throw refuse('receiver_details', 'samePlace');
	const modules = await activeModules(db);
	if (!modules.get(scope.moduleId)) throw refuse('moduleId', 'notParcelModule');

	// step 4: the schedule (the parcel module is always open)
	const at = orderTime(input.schedule_at, ctx.now, await getTimeZone(db));
	if (!at) throw apiError(403, 'schedule_at', 'The schedule at is not a valid date.');
	const rejection = checkSchedule(at, ctx.now, settingOn(settings, 'schedule_order'));
	if (rejection === 'past') throw apiError(406, 'order_time', placeMessage('schedulePast', locale));
	if (rejection === 'not_allowed')
		throw apiError(406, 'schedule_at', placeMessage('scheduleUnavailable', locale));

	// step 9: the price, from the distance the server trusts
	const money = await shopMoney(db);
	const distanceKm = chargeableDistanceKm(input.distance, straightKm);
	const vehicle = vehicleForDistance((await findVehicles(db)).map(toVehicleTier), distanceKm);
	const rates = parcelRates(
		{ perKm: category.parcelPerKmShippingCharge, minimum: category.parcelMinimumShippingCharge },
		{
			perKm: numberSetting(settings, 'parcel_per_km_shipping_charge'),
			minimum: numberSetting(settings, 'parcel_minimum_shipping_charge'),
		},
	);
	const charge = parcelCharge({
		distanceKm,
		rates,
		vehicleExtra: vehicle?.extraCharges ?? 0,
		decimals: money.decimals,
	});
	const pricing = parcelPricing({
		charge,
		dmTips: input.dm_tips ?? 0,
		tipsEnabled: isOn(settings.dm_tips_status),
		decimals: money.decimals,
	});

	// step 11: payment, in the sender's zone
	const zoneRow = senderZones.find((z) => z.id === zones.senderZoneId)?.row;
	if (!zoneRow) throw refuse('coordinates', 'senderOutside');
	const pivot = await findModuleZone(db, scope.moduleId, zoneRow.id);
	const customer = owner.kind === 'user' ? await findCustomer(db, owner.userId) : null;
	const available = {
		...paymentAvailability(
			{
				cashOnDelivery: zoneRow.cashOnDelivery,
				digitalPayment: zoneRow.digitalPayment,
				offlinePayment: false,
			},
			settings,
			owner.kind === 'guest',
		),
		wallet: false,
		partialPayment: false,
	};
	if (input.payment_method) {
		const check = checkPayment({
			method: input.payment_method,
			orderAmount: pricing.order_amount,
			available,
			maximumCodOrderAmount: pivot?.maximumCodOrderAmount ?? null,
			walletBalance: 0,
			decimals: money.decimals,
		});
		if (!check.ok) throw apiError(check.status, check.code, pricingMessage(check.reason, locale));
	}
	return {
		input,
		category,
		zones,
		at,
		distanceKm,
		vehicleId: vehicle?.id ?? null,
		pricing,
		available,
		pivot,
		customer,
		gateway,
		money,
	};
}

export type ParcelPlan = Awaited<ReturnType<typeof planParcel>>;

/** POST customer/order/preview for a parcel: its price and the payments it takes. */
export async function previewParcel(
	ctx: PlaceContext,
	input: ParcelOrderRequest,
): Promise<OrderPreviewResponse & { distance: number }> {
	const plan = await planParcel(ctx, input, 'preview');
	const cap = plan.pivot?.maximumCodOrderAmount;
	return {
		pricing: plan.pricing,
		payment_methods: {
			cash_on_delivery: plan.available.cashOnDelivery,
			digital_payment: plan.available.digitalPayment,
			wallet: false,
			offline_payment: plan.available.offlinePayment,
		},
		cod_max_amount: cap && cap > 0 ? cap : null,
		wallet_balance: null,
		store_open: true,
		distance: plan.distanceKm,
	};
}
