import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { z } from 'zod';
import {
	cartAddRequestSchema,
	cartListSchema,
	cartOwnerRequestSchema,
	cartRemoveItemRequestSchema,
	cartUpdateRequestSchema,
} from '~/contracts/cart';
import { catalogScope } from '../catalog/scope';
import { requireOwner } from '../http/owner';
import { documentedRoute, parseInput } from '../http/request-input';
import type { ApiApp, ApiBindings } from '../http/app-types';
import { errorResponses, formBody, json, send, unauthorizedOwner } from '../http/openapi';
import {
	addToCart,
	type CartContext,
	clearCart,
	listCart,
	removeCartLine,
	updateCart,
} from './cart.service';

const responses = {
	200: json(cartListSchema, 'The cart lines of the caller in the moduleId module'),
	401: unauthorizedOwner,
	...errorResponses,
};

/**
 * The cart's context: the owner (token, else `guest_id`), then the module. The moduleId header
 * is required to change a cart; without it the list is empty (contract §7: carts are per module).
 */
async function cartContext(
	c: Context<ApiBindings>,
	guestId: number | undefined,
	module: 'required' | 'optional',
): Promise<CartContext | null> {
	const owner = await requireOwner(c, guestId);
	const scope = await catalogScope(c, { zone: 'optional', module });
	if (!scope.moduleKnown) return null;
	return { owner, scope: { ...scope, zoneIds: null }, now: c.get('ctx').now };
}

const customerCartListRoute = createRoute({
	method: 'get',
	path: '/customer/cart/list',
	tags: ['Cart'],
	summary: 'The cart of the customer (token) or guest (guest_id) in the moduleId module',
	request: { query: cartOwnerRequestSchema },
	responses,
});

const customerCartAddRoute = createRoute({
	method: 'post',
	path: '/customer/cart/add',
	tags: ['Cart'],
	summary:
		'Adds a line; the server checks choices, stock, limits and the one-store rule, and prices it',
	request: { body: formBody(cartAddRequestSchema) },
	responses,
});

const customerCartUpdateRoute = createRoute({
	method: 'post',
	path: '/customer/cart/update',
	tags: ['Cart'],
	summary: 'Changes a line’s quantity (and choices when sent), checked as on add',
	request: { body: formBody(cartUpdateRequestSchema) },
	responses,
});

const customerCartRemoveItemRoute = createRoute({
	method: 'delete',
	path: '/customer/cart/remove-item',
	tags: ['Cart'],
	summary: 'Removes one of the caller’s lines',
	request: { query: cartRemoveItemRequestSchema },
	responses,
});

const customerCartRemoveRoute = createRoute({
	method: 'delete',
	path: '/customer/cart/remove',
	tags: ['Cart'],
	summary: 'Empties the caller’s cart in the moduleId module (other modules keep theirs)',
	request: { query: cartOwnerRequestSchema },
	responses: { ...responses, 200: json(z.tuple([]), 'Always an empty list') },
});

export function registerCartRoutes(app: ApiApp): void {
	documentedRoute(app, customerCartListRoute, async (c) => {
		const input = await parseInput(c, cartOwnerRequestSchema);
		const ctx = await cartContext(c, input.guest_id, 'optional');
		return send(c, ctx ? await listCart(ctx) : []);
	});

	documentedRoute(app, customerCartAddRoute, async (c) => {
		const input = await parseInput(c, cartAddRequestSchema);
		const ctx = await cartContext(c, input.guest_id, 'required');
		if (!ctx) return send(c, []);
		return send(c, await addToCart(ctx, input));
	});

	documentedRoute(app, customerCartUpdateRoute, async (c) => {
		const input = await parseInput(c, cartUpdateRequestSchema);
		const ctx = await cartContext(c, input.guest_id, 'required');
		if (!ctx) return send(c, []);
		return send(c, await updateCart(ctx, input));
	});

	documentedRoute(app, customerCartRemoveItemRoute, async (c) => {
		const input = await parseInput(c, cartRemoveItemRequestSchema);
		const ctx = await cartContext(c, input.guest_id, 'required');
		if (!ctx) return send(c, []);
		return send(c, await removeCartLine(ctx, input.cart_id));
	});

	documentedRoute(app, customerCartRemoveRoute, async (c) => {
		const input = await parseInput(c, cartOwnerRequestSchema);
		const ctx = await cartContext(c, input.guest_id, 'optional');
		return send(c, ctx ? await clearCart(ctx) : []);
	});
}
