/**
 * POST customer/order/place and customer/order/preview with `order_type=parcel` (contract §8.1,
 * spec §2 parcel flow): a sender, a receiver, a parcel category; priced by distance on the
 * server (parcel-pricing.ts), never lower than the straight line between the two points.
 */
import { randomInt } from 'node:crypto';
import {
	DEFAULT_PAYMENT_GATEWAY,
	type OrderPlaceResponse,
	type OrderPreviewResponse,
} from '~/contracts/order';
import type { ParcelOrderRequest } from '~/contracts/parcel';
import type { OrderReceiverDetails } from '../db/schema';
import { getTimeZone } from '../config/settings';
import { ApiError, apiError } from '../http/errors';
import { activeModules } from '../catalog/scope';
import { findZonesContaining } from '../zones/zones.repo';
import { shopMoney } from '../orders/coupon.service';
import { isUniqueViolation } from '../orders/idempotency';
import {
	chargeableDistanceKm,
	checkSchedule,
	contactErrors,
	deliveryAddress,
	initialStatus,
	normalizePhone,
	orderTime,
	straightLineKm,
} from '../orders/order-placement-rules';
import {
	findCustomer,
	findModuleZone,
	findOrderByKey,
	insertOrder,
	setCustomerZone,
} from '../orders/orders.repo';
import { checkPayment, paymentAvailability } from '../orders/payment-rules';
import {
	gatewayAllowed,
	type PlaceContext,
	settingOn,
	numberSetting,
} from '../orders/place-order.checks';
import { type IdempotencyInput, placedResponse, replay } from '../orders/place-order.service';
import { placeMessage } from '../orders/place-order-messages';
import { pricingMessage } from '../orders/pricing-messages';
import { isOn } from '../orders/settings-switch';
import type { Database } from '../db/database';
import {
	decideZones,
	parcelMessage,
	parcelPaymentRejection,
	SAME_PLACE_KM,
	type ZoneAtPoint,
} from './parcel-order-rules';
import { parcelCharge, parcelPricing, parcelRates, vehicleForDistance } from './parcel-pricing';
import { findParcelCategory, findVehicles, toVehicleTier } from './parcel.repo';

type LatLng = { lat: number; lng: number };

async function zonesAt(db: Database, point: LatLng, moduleId: number): Promise<ZoneAtPoint[]> {
	const zones = await findZonesContaining(db, point);
	return Promise.all(
		zones.map(async (z) => ({
			id: z.id,
			active: z.status === 1,
			parcel: (await findModuleZone(db, moduleId, z.id)) !== null,
		})),
	);
}

/** Input, switches and payment choice (contract §8.1 steps 1–2), before anything is read. */
function checkInput(ctx: PlaceContext, input: ParcelOrderRequest, mode: 'place' | 'preview') {
	const { settings, owner } = ctx;
	const locale = ctx.scope.locale;
	const required = (field: string) => ({
		code: field,
		message: `The ${field.replaceAll('_', ' ')} field is required.`,
	});
	const errors = [
		...(mode === 'place' && !input.payment_method ? [required('payment_method')] : []),
		...(input.latitude === undefined ? [required('latitude')] : []),
		...(input.longitude === undefined ? [required('longitude')] : []),
		...(mode === 'place' && !input.address ? [required('address')] : []),
		...(mode === 'place' && !input.contact_person_name ? [required('contact_person_name')] : []),
		...(mode === 'place' && !input.contact_person_number
			? [required('contact_person_number')]
			: []),
		...contactErrors(input, false),
		...contactErrors(input.receiver_details, false).map((e) => ({
			code: 'receiver_details',
			message: e.message.replace('contact person', 'receiver contact person'),
		})),
	];
	if (errors.length > 0) throw new ApiError(403, errors);
	if (owner.kind === 'guest' && !isOn(settings.guest_checkout_status))
		throw apiError(403, 'is_guest', placeMessage('guestCheckoutOff', locale));
	const rejection = parcelPaymentRejection(input.payment_method, input.charge_payer);
	if (rejection)
		throw apiError(
			403,
			rejection === 'receiverPaysCash' ? 'charge_payer' : 'payment_method',
			parcelMessage(rejection, locale),
		);
	if (input.payment_method !== 'digital_payment') return null;
	if (!settingOn(settings, 'digital_payment'))
		throw apiError(403, 'digital_payment', pricingMessage('digital_unavailable', locale));
	const gateway = input.payment_gateway ?? DEFAULT_PAYMENT_GATEWAY;
	if (!gatewayAllowed(settings, gateway))
		throw apiError(403, 'payment_gateway', placeMessage('invalidGateway', locale));
	return gateway;
}

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
	const [zoneRow] = senderZones.length
		? (await findZonesContaining(db, sender)).filter((z) => z.id === zones.senderZoneId)
		: [];
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
		},
		cod_max_amount: cap && cap > 0 ? cap : null,
		wallet_balance: null,
		store_open: true,
		distance: plan.distanceKm,
	};
}

function receiverOf(plan: ParcelPlan): OrderReceiverDetails {
	const r = plan.input.receiver_details;
	return {
		contact_person_name: r.contact_person_name,
		contact_person_number: normalizePhone(r.contact_person_number),
		contact_person_email: null,
		address_type: r.address_type ?? 'Delivery',
		address: r.address,
		floor: r.floor ?? null,
		road: r.road ?? null,
		house: r.house ?? null,
		latitude: String(r.latitude),
		longitude: String(r.longitude),
		zone_id: plan.zones.ok ? plan.zones.receiverZoneId : 0,
	};
}

/** POST customer/order/place for a parcel, once per Idempotency-Key. */
export async function placeParcel(
	ctx: PlaceContext,
	input: ParcelOrderRequest,
	idempotency: IdempotencyInput,
): Promise<OrderPlaceResponse> {
	const { scope, owner, now } = ctx;
	const { db } = scope;
	const { key, hash } = idempotency;
	if (key) {
		const earlier = await findOrderByKey(db, owner, key);
		if (earlier) return replay(earlier, hash, ctx);
	}
	const plan = await planParcel(ctx, input, 'place');
	if (!plan.zones.ok) throw new Error('unreachable: zones were checked');
	const method = input.payment_method ?? 'cash_on_delivery';
	const status = initialStatus(method);
	const values = {
		userId: owner.kind === 'user' ? owner.userId : null,
		guestId: owner.kind === 'guest' ? owner.guestId : null,
		isGuest: owner.kind === 'guest',
		storeId: null,
		zoneId: plan.zones.senderZoneId,
		moduleId: scope.moduleId,
		orderType: 'parcel',
		orderStatus: status.orderStatus,
		paymentStatus: status.paymentStatus,
		paymentMethod: method,
		paymentGateway: plan.gateway,
		orderAmount: plan.pricing.order_amount,
		deliveryCharge: plan.pricing.delivery_charge,
		originalDeliveryCharge: plan.pricing.original_delivery_charge,
		dmTips: plan.pricing.dm_tips,
		deliveryAddress: deliveryAddress(input, null, plan.customer),
		distance: plan.distanceKm,
		scheduled: plan.at.scheduled ? 1 : 0,
		scheduleAt: plan.at.instant,
		otp: String(randomInt(1000, 10_000)),
		orderNote: input.order_note ?? null,
		deliveryInstruction: input.delivery_instruction ?? null,
		parcelCategoryId: plan.category.id,
		receiverDetails: receiverOf(plan),
		chargePayer: input.charge_payer,
		dmVehicleId: plan.vehicleId,
		idempotencyKey: key,
		requestHash: key ? hash : null,
		pending: now,
		createdAt: now,
		updatedAt: now,
	};
	try {
		const order = await db.transaction(async (tx) => {
			const row = await insertOrder(tx, values);
			if (owner.kind === 'user') await setCustomerZone(tx, owner.userId, values.zoneId);
			return row;
		});
		return placedResponse(
			db,
			{
				id: order.id,
				requestHash: values.requestHash,
				orderAmount: values.orderAmount,
				paymentMethod: values.paymentMethod,
				userId: values.userId,
				guestId: values.guestId,
				createdAt: order.createdAt,
			},
			scope.locale,
		);
	} catch (error) {
		if (key && isUniqueViolation(error)) {
			const winner = await findOrderByKey(db, owner, key);
			if (winner) return replay(winner, hash, ctx);
		}
		throw error;
	}
}
