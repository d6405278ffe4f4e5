import { createRoute } from '@hono/zod-openapi';
import { messageSchema } from '~/contracts/auth';
import { apiErrorSchema } from '~/contracts/error';
import { wishlistEntryRequestSchema, wishlistSchema } from '~/contracts/wishlist';
import { catalogScope } from '../catalog/scope';
import { requireCustomer } from '../http/owner';
import { documentedRoute, parseInput } from '../http/request-input';
import type { ApiApp } from '../http/app-types';
import { errorResponses, formBody, json, send, unauthenticated } from '../http/openapi';
import { addToWishlist, listWishlist, removeFromWishlist, targetOf } from './wishlist.service';

const invalid = json(
	apiErrorSchema,
	'Neither item_id nor store_id; both at once (`data`); an unknown item or store',
);

const customerWishListRoute = createRoute({
	method: 'get',
	path: '/customer/wish-list',
	tags: ['Wishlist'],
	summary:
		'The customer’s favourite items and stores, newest first, in the zoneId zones and moduleId module when given',
	responses: {
		200: json(wishlistSchema, 'Items and stores'),
		401: unauthenticated,
		...errorResponses,
	},
});

const customerWishListAddRoute = createRoute({
	method: 'post',
	path: '/customer/wish-list/add',
	tags: ['Wishlist'],
	summary: 'Adds an item or a store (item_id or store_id, in the query or body)',
	request: { body: formBody(wishlistEntryRequestSchema) },
	responses: {
		200: json(messageSchema, '{message: "Successfully added"}'),
		401: unauthenticated,
		403: invalid,
		409: json(messageSchema, '{message: "Already in wishlist"}'),
	},
});

const customerWishListRemoveRoute = createRoute({
	method: 'delete',
	path: '/customer/wish-list/remove',
	tags: ['Wishlist'],
	summary: 'Removes an item or a store (item_id or store_id, in the query or body)',
	request: { query: wishlistEntryRequestSchema },
	responses: {
		200: json(messageSchema, '{message: "Successfully removed!"}'),
		401: unauthenticated,
		403: invalid,
		404: json(messageSchema, '{message: "Not found"}: not in the wishlist'),
	},
});

/** The wishlist (contract §9), signed-in customers only. */
export function registerWishlistRoutes(app: ApiApp): void {
	documentedRoute(app, customerWishListRoute, async (c) => {
		const { userId } = await requireCustomer(c);
		const scope = await catalogScope(c, { zone: 'optional', module: 'optional' });
		const filter = {
			moduleId: scope.moduleKnown ? scope.moduleId : null,
			zoneIds: c.get('ctx').zoneIds,
		};
		return send(c, await listWishlist(scope, userId, filter));
	});

	documentedRoute(app, customerWishListAddRoute, async (c) => {
		const { userId } = await requireCustomer(c);
		const { locale, now } = c.get('ctx');
		const target = targetOf(await parseInput(c, wishlistEntryRequestSchema), locale);
		const { status, message } = await addToWishlist(c.get('db'), userId, target, {
			locale,
			now,
		});
		return send(c, { message }, status);
	});

	documentedRoute(app, customerWishListRemoveRoute, async (c) => {
		const { userId } = await requireCustomer(c);
		const { locale } = c.get('ctx');
		const target = targetOf(await parseInput(c, wishlistEntryRequestSchema), locale);
		const { status, message } = await removeFromWishlist(c.get('db'), userId, target, locale);
		return send(c, { message }, status);
	});
}
