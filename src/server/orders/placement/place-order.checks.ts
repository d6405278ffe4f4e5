/**
 * The checks of order placement that come before its items (contract §8.1 steps 1–4): input and
 * switches, the delivery point and the store, the schedule and store hours.
 */
import type { OrderPlaceRequest } from '~/contracts/order-place';
import { DEFAULT_PAYMENT_GATEWAY } from '~/contracts/order-place';
import { activeModules, type CatalogScope } from '../../catalog/scope';
import { getTimeZone } from '../../config/settings';
import type { Owner } from '../../http/owner';
import { ApiError, apiError } from '../../http/errors';
import { findSchedules } from '../../stores/stores.repo';
import type { PreparedAttachment } from '../attachments/order-attachments';
import { findZonesContaining } from '../../zones/zones.repo';
import {
	checkSchedule,
	contactErrors,
	orderTime,
	requiredFieldErrors,
	storeOpenAt,
} from './order-placement-rules';
import {
	type AddressRow,
	findModuleZone,
	findOwnAddress,
	findStore,
	type StoreRow,
} from './orders.repo';
import { type PlaceMessage, placeMessage } from './place-order-messages';
import { pricingMessage } from '../pricing/pricing-messages';
import { isOn } from '../../config/settings-switch';

/** Who places the order, where, and when. */
export interface PlaceContext {
	/** The moduleId module's scope, without a zone filter. */
	scope: CatalogScope;
	owner: Owner;
	now: Date;
	settings: Record<string, unknown>;
	/** Prescription images sent with the order, checked and re-encoded (none for a preview). */
	attachments: PreparedAttachment[];
}

export const settingOn = (settings: Record<string, unknown>, key: string) =>
	settings[key] === undefined || isOn(settings[key]);

export const numberSetting = (settings: Record<string, unknown>, key: string) => {
	const n = Number(settings[key]);
	return Number.isFinite(n) && n > 0 ? n : 0;
};

/** Gateways of `active_payment_method_list`; only the built-in one when the list is absent. */
export function gatewayAllowed(settings: Record<string, unknown>, gateway: string): boolean {
	const list = settings.active_payment_method_list;
	if (!Array.isArray(list)) return gateway === DEFAULT_PAYMENT_GATEWAY;
	return list.some((g) => (g as { gateway?: unknown })?.gateway === gateway);
}

/** contract §8.1 steps 1–2: input, the guest switch, the order type and payment switches. */
export function checkSwitches(
	ctx: PlaceContext,
	input: OrderPlaceRequest,
	mode: 'place' | 'preview',
) {
	const { settings, owner } = ctx;
	const m = (key: PlaceMessage) => placeMessage(key, ctx.scope.locale);
	const errors = [
		...(mode === 'place' && !input.payment_method
			? [{ code: 'payment_method', message: 'The payment method field is required.' }]
			: []),
		...requiredFieldErrors(input),
		...contactErrors(input, owner.kind === 'guest' && mode === 'place'),
	];
	if (errors.length > 0) throw new ApiError(403, errors);
	if (owner.kind === 'guest' && !isOn(settings.guest_checkout_status))
		throw apiError(403, 'is_guest', m('guestCheckoutOff'));
	if (input.order_type === 'delivery' && !settingOn(settings, 'home_delivery_status'))
		throw apiError(403, 'order_type', m('homeDeliveryOff'));
	if (input.order_type === 'take_away' && !settingOn(settings, 'takeaway_status'))
		throw apiError(403, 'order_type', m('takeAwayOff'));
	// A partial payment's rest is paid in cash (ADR 020): the payment page takes unpaid orders only.
	if (input.partial_payment && input.payment_method && input.payment_method !== 'cash_on_delivery')
		throw apiError(403, 'partial_payment', m('partialPaymentOff'));
	const locale = ctx.scope.locale;
	if (input.payment_method === 'offline_payment' && !isOn(settings.offline_payment_status))
		throw apiError(403, 'offline_payment', pricingMessage('offline_unavailable', locale));
	if (input.payment_method === 'digital_payment') {
		if (!settingOn(settings, 'digital_payment'))
			throw apiError(403, 'digital_payment', pricingMessage('digital_unavailable', locale));
		const gateway = input.payment_gateway ?? DEFAULT_PAYMENT_GATEWAY;
		if (!gatewayAllowed(settings, gateway))
			throw apiError(403, 'payment_gateway', m('invalidGateway'));
		return gateway;
	}
	return null;
}

/**
 * contract §8.1 step 3: the delivery point (a saved address of the caller, or the body's) must lie
 * in the store's zone; a module serving every zone delivers to any active zone it runs in.
 */
export async function locate(ctx: PlaceContext, input: OrderPlaceRequest) {
	const { db } = ctx.scope;
	const m = (key: PlaceMessage) => placeMessage(key, ctx.scope.locale);
	let saved: AddressRow | null = null;
	if (input.address_id !== undefined) {
		if (ctx.owner.kind === 'user')
			saved = await findOwnAddress(db, ctx.owner.userId, input.address_id);
		if (!saved) throw apiError(403, 'address_id', m('invalidAddress'));
	}
	const point = saved
		? { lat: saved.latitude, lng: saved.longitude }
		: { lat: input.latitude ?? 0, lng: input.longitude ?? 0 };
	const store = await findStore(db, input.store_id);
	if (!store || store.moduleId !== ctx.scope.moduleId)
		throw apiError(404, 'store_id', m('storeNotFound'));
	if (input.order_type === 'delivery' && !store.delivery)
		throw apiError(403, 'order_type', m('storeNoDelivery'));
	if (input.order_type === 'take_away' && !store.takeAway)
		throw apiError(403, 'order_type', m('storeNoTakeAway'));
	const [here, modules] = await Promise.all([findZonesContaining(db, point), activeModules(db)]);
	const active = here.filter((z) => z.status === 1);
	let zone = active.find((z) => z.id === store.zoneId);
	if (!zone && modules.get(ctx.scope.moduleId)?.allZoneService) {
		for (const candidate of active) {
			if (await findModuleZone(db, ctx.scope.moduleId, candidate.id)) {
				zone = candidate;
				break;
			}
		}
	}
	if (!zone) throw apiError(403, 'coordinates', m('outOfCoverage'));
	return { saved, point, store, zone };
}

/** contract §8.1 step 4: the schedule, and whether the store is open then. */
export async function checkTime(ctx: PlaceContext, input: OrderPlaceRequest, store: StoreRow) {
	const { db, locale } = ctx.scope;
	const timeZone = await getTimeZone(db);
	const at = orderTime(input.schedule_at, ctx.now, timeZone);
	if (!at) throw apiError(403, 'schedule_at', 'The schedule at is not a valid date.');
	const allowed = store.scheduleOrder && settingOn(ctx.settings, 'schedule_order');
	const rejection = checkSchedule(at, ctx.now, allowed, timeZone);
	if (rejection === 'past') throw apiError(406, 'order_time', placeMessage('schedulePast', locale));
	if (rejection === 'not_allowed')
		throw apiError(406, 'schedule_at', placeMessage('scheduleUnavailable', locale));
	if (rejection === 'too_far')
		throw apiError(406, 'schedule_at', placeMessage('scheduleTooFar', locale));
	const open = storeOpenAt(await findSchedules(db, [store.id]), at, store.active);
	return { at, open };
}
