/** Reads a parcel's `customer/order/place|preview` request (contract §8.1, `order_type=parcel`). */
import type { Context } from 'hono';
import { guestIdField } from '~/contracts/auth';
import { parcelOrderRequestSchema, type ParcelOrderRequest } from '~/contracts/parcel';
import { catalogScope } from '../catalog/scope';
import { getSettings } from '../config/settings';
import { requireOwner } from '../http/owner';
import { parseValue, readInput } from '../http/request-input';
import type { ApiBindings } from '../http/app-types';
import type { PlaceContext } from '../orders/placement/place-order.checks';

export interface ParcelRequest {
	raw: Record<string, unknown>;
	input: ParcelOrderRequest;
	ctx: PlaceContext;
}

/**
 * The request as a parcel, or null when it is not one (`order_type` other than `parcel`). As for
 * other orders: the caller first (401), then the moduleId module (403), then the fields (403).
 */
export async function readParcelRequest(c: Context<ApiBindings>): Promise<ParcelRequest | null> {
	const raw = await readInput(c);
	if (raw.order_type !== 'parcel') return null;
	const guestId = guestIdField.safeParse(raw.guest_id);
	const owner = await requireOwner(c, guestId.success ? guestId.data : undefined);
	const scope = await catalogScope(c, { zone: 'optional', module: 'required' });
	const input = parseValue(raw, parcelOrderRequestSchema);
	return {
		raw,
		input,
		ctx: {
			scope: { ...scope, zoneIds: null },
			owner,
			now: c.get('ctx').now,
			settings: await getSettings(scope.db),
			attachments: [],
		},
	};
}
