/** The checks of a parcel order before its price: input, switches, and the zones at a point. */
import { DEFAULT_PAYMENT_GATEWAY } from '~/contracts/order-place';
import type { ParcelOrderRequest } from '~/contracts/parcel';
import type { Database } from '../db/database';
import { ApiError, apiError } from '../http/errors';
import { contactErrors } from '../orders/placement/order-placement-rules';
import { findModuleZone } from '../orders/placement/orders.repo';
import {
	gatewayAllowed,
	type PlaceContext,
	settingOn,
} from '../orders/placement/place-order.checks';
import { placeMessage } from '../orders/placement/place-order-messages';
import { pricingMessage } from '../orders/pricing/pricing-messages';
import { isOn } from '../config/settings-switch';
import { findZonesContaining } from '../zones/zones.repo';
import { parcelMessage, parcelPaymentRejection, type ZoneAtPoint } from './parcel-order-rules';

type LatLng = { lat: number; lng: number };

type ZoneRow = Awaited<ReturnType<typeof findZonesContaining>>[number];

/** The zones containing a point, smallest first, with whether the parcel module runs in each. */
export async function zonesAt(
	db: Database,
	point: LatLng,
	moduleId: number,
): Promise<(ZoneAtPoint & { row: ZoneRow })[]> {
	const zones = await findZonesContaining(db, point);
	return Promise.all(
		zones.map(async (z) => ({
			id: z.id,
			active: z.status === 1,
			parcel: (await findModuleZone(db, moduleId, z.id)) !== null,
			row: z,
		})),
	);
}

/** Input, switches and payment choice (contract §8.1 steps 1–2), before anything is read. */
export function checkInput(
	ctx: PlaceContext,
	input: ParcelOrderRequest,
	mode: 'place' | 'preview',
) {
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
