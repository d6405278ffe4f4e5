/** POST customer/order/place with `order_type=parcel`: one order row, once per Idempotency-Key. */
import { randomInt } from 'node:crypto';
import type { OrderPlaceResponse } from '~/contracts/order-place';
import type { ParcelOrderRequest } from '~/contracts/parcel';
import type { OrderReceiverDetails } from '../db/schema';
import { isUniqueViolation } from '../orders/placement/idempotency';
import {
	deliveryAddress,
	initialStatus,
	normalizePhone,
} from '../orders/placement/order-placement-rules';
import { findOrderByKey, insertOrder, setCustomerZone } from '../orders/placement/orders.repo';
import type { PlaceContext } from '../orders/placement/place-order.checks';
import {
	type IdempotencyInput,
	placedResponse,
	replay,
} from '../orders/placement/place-order.service';
import { type ParcelPlan, planParcel } from './parcel-order.service';

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
