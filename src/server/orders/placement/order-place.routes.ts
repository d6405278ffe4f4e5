import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { guestIdField } from '~/contracts/auth';
import { apiErrorSchema } from '~/contracts/error';
import {
	orderPlaceRequestSchema,
	orderPlaceResponseSchema,
	orderPreviewResponseSchema,
} from '~/contracts/order-place';
import { catalogScope } from '../../catalog/scope';
import { getSettings } from '../../config/settings';
import { requireOwner } from '../../http/owner';
import { documentedRoute, parseValue, readFiles, readInput } from '../../http/request-input';
import type { ApiApp, ApiBindings } from '../../http/app-types';
import { ApiError, apiError } from '../../http/errors';
import { errorResponses, json, send, unauthorizedOwner } from '../../http/openapi';
import { readIdempotencyKey, requestHash } from './idempotency';
import { prepareAttachments } from '../attachments/order-attachments';
import {
	type PlaceContext,
	placeOrder,
	prescriptionInput,
	previewOrder,
} from './place-order.service';
import { placeMessage } from './place-order-messages';
import { parcelOrderRequestSchema } from '~/contracts/parcel';
import { previewParcel } from '../../parcel/parcel-order.service';
import { placeParcel } from '../../parcel/parcel-place';
import { readParcelRequest } from '../../parcel/parcel-request';

/** A store's order, or a parcel (`order_type=parcel`, src/server/parcel/). */
const placeSchema = orderPlaceRequestSchema.or(parcelOrderRequestSchema);
const body = {
	content: {
		'application/json': { schema: placeSchema },
		'application/x-www-form-urlencoded': { schema: placeSchema },
		'multipart/form-data': { schema: placeSchema },
	},
};

const failures = {
	203: json(apiErrorSchema, 'Wallet balance too low, or above the cash-on-delivery maximum'),
	401: unauthorizedOwner,
	...errorResponses,
	406: json(apiErrorSchema, 'Schedule, store hours, stock, quantity or minimum order'),
	407: json(apiErrorSchema, 'The coupon expired'),
};

/**
 * The caller (token, else `guest_id`: 401 otherwise), the moduleId module (403 without it), then
 * the input (403 per field) and the prescription images, as the original's middleware and
 * validator run. A preview takes no images: it prices the order without them.
 */
async function readPlaceRequest(
	c: Context<ApiBindings>,
	mode: 'place' | 'preview',
	defaults: Record<string, unknown> = {},
) {
	const raw = { ...defaults, ...(await readInput(c)) };
	const guestId = guestIdField.safeParse(raw.guest_id);
	const owner = await requireOwner(c, guestId.success ? guestId.data : undefined);
	const scope = await catalogScope(c, { zone: 'optional', module: 'required' });
	const input = parseValue(raw, orderPlaceRequestSchema);
	const files = mode === 'place' ? await readFiles(c, 'order_attachment') : [];
	const attachments = await prepareAttachments(files, scope.locale);
	const ctx: PlaceContext = {
		scope: { ...scope, zoneIds: null },
		owner,
		now: c.get('ctx').now,
		settings: await getSettings(scope.db),
		attachments,
	};
	// A replay must send the same images: their digests are part of the request's hash.
	if (attachments.length) raw.order_attachment = attachments.map((a) => a.digest);
	return { raw, input, ctx };
}

const customerOrderPlaceRoute = createRoute({
	method: 'post',
	path: '/customer/order/place',
	tags: ['Orders'],
	summary:
		'Places the cart (or a buy-now line) as an order, priced by the server; honours Idempotency-Key',
	request: { body },
	responses: {
		200: json(orderPlaceResponseSchema, 'The order was placed (or this key placed it before)'),
		...failures,
		409: json(apiErrorSchema, 'The cart changed while the order was being placed'),
		422: json(apiErrorSchema, 'The Idempotency-Key was used for another request'),
	},
});

const customerOrderPreviewRoute = createRoute({
	method: 'post',
	path: '/customer/order/preview',
	tags: ['Orders'],
	summary: 'What place would charge for this body, and which payments it takes; writes nothing',
	request: { body },
	responses: {
		200: json(orderPreviewResponseSchema, 'The order’s pricing and payment options'),
		...failures,
	},
});

const customerOrderPrescriptionPlaceRoute = createRoute({
	method: 'post',
	path: '/customer/order/prescription/place',
	tags: ['Orders'],
	summary:
		'Places a prescription-only order: up to 3 images of the prescription and an address; delivered, cash on delivery',
	request: {
		body: { content: { 'multipart/form-data': { schema: orderPlaceRequestSchema } } },
	},
	responses: {
		200: json(orderPlaceResponseSchema, 'The order was placed (or this key placed it before)'),
		...failures,
		422: json(apiErrorSchema, 'The Idempotency-Key was used for another request'),
	},
});

export function registerOrderPlaceRoutes(app: ApiApp): void {
	documentedRoute(app, customerOrderPlaceRoute, async (c) => {
		const key = readIdempotencyKey(c.req.header('Idempotency-Key'));
		const parcel = await readParcelRequest(c);
		if (parcel) {
			if (!key.ok) throw new ApiError(403, [key.error]);
			const idempotency = { key: key.key, hash: requestHash(parcel.raw) };
			return send(c, await placeParcel(parcel.ctx, parcel.input, idempotency));
		}
		const { raw, input, ctx } = await readPlaceRequest(c, 'place');
		if (!key.ok) throw new ApiError(403, [key.error]);
		return send(c, await placeOrder(ctx, input, { key: key.key, hash: requestHash(raw) }));
	});

	documentedRoute(app, customerOrderPreviewRoute, async (c) => {
		const parcel = await readParcelRequest(c);
		if (parcel) return send(c, await previewParcel(parcel.ctx, parcel.input));
		const { input, ctx } = await readPlaceRequest(c, 'preview');
		return send(
			c,
			input.prescription_order
				? await previewOrder(ctx, prescriptionInput(input), 'prescription')
				: await previewOrder(ctx, input),
		);
	});

	documentedRoute(app, customerOrderPrescriptionPlaceRoute, async (c) => {
		const key = readIdempotencyKey(c.req.header('Idempotency-Key'));
		const { raw, input, ctx } = await readPlaceRequest(c, 'place', { order_type: 'delivery' });
		if (!key.ok) throw new ApiError(403, [key.error]);
		if (ctx.attachments.length === 0)
			throw apiError(
				403,
				'order_attachment',
				placeMessage('prescriptionImageRequired', ctx.scope.locale),
			);
		const order = prescriptionInput(input);
		return send(
			c,
			await placeOrder(ctx, order, { key: key.key, hash: requestHash(raw) }, 'prescription'),
		);
	});
}
