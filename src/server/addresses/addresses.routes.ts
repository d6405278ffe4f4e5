import { createRoute } from '@hono/zod-openapi';
import {
	addressAddedSchema,
	addressDeleteRequestSchema,
	addressIdParamSchema,
	addressListSchema,
	addressRequestSchema,
	addressUpdatedSchema,
} from '~/contracts/address';
import { messageSchema } from '~/contracts/auth';
import { apiErrorSchema } from '~/contracts/error';
import { requireCustomer } from '../http/owner';
import { documentedRoute, parseInput, parseValue } from '../http/request-input';
import type { ApiApp } from '../http/app-types';
import { errorResponses, formBody, json, send, unauthenticated } from '../http/openapi';
import { pagingQuery, toPage } from '../http/paging';
import {
	ADDRESS_MESSAGES,
	addAddress,
	changeAddress,
	listAddresses,
	removeAddress,
} from './addresses.service';

/** Without `limit` the list holds every address a customer may keep (the picker asks for all). */
const LIST_LIMIT = 50;

const notFound = json(
	messageSchema,
	'{message: "Not found"}: the caller has no address with this id',
);
const changes = {
	403: json(
		apiErrorSchema,
		'Invalid input; `coordinates` outside every active zone; `address` over the limit',
	),
};

const customerAddressListRoute = createRoute({
	method: 'get',
	path: '/customer/address/list',
	tags: ['Addresses'],
	summary: 'The customer’s saved addresses, newest first, with zone_ids from the zones of today',
	request: { query: pagingQuery },
	responses: {
		200: json(addressListSchema, 'A page of addresses'),
		401: unauthenticated,
		...errorResponses,
	},
});

const customerAddressAddRoute = createRoute({
	method: 'post',
	path: '/customer/address/add',
	tags: ['Addresses'],
	summary: 'Saves an address inside a delivery zone',
	request: { body: formBody(addressRequestSchema) },
	responses: { 200: json(addressAddedSchema, 'Saved'), 401: unauthenticated, ...changes },
});

const customerAddressDeleteRoute = createRoute({
	method: 'delete',
	path: '/customer/address/delete',
	tags: ['Addresses'],
	summary: 'Deletes one of the caller’s addresses (address_id in the query or body)',
	request: { query: addressDeleteRequestSchema },
	responses: {
		200: json(messageSchema, 'Deleted'),
		401: unauthenticated,
		403: json(apiErrorSchema, 'address_id missing'),
		404: notFound,
	},
});

/** Saved addresses (contract §6), signed-in customers only. */
export function registerAddressRoutes(app: ApiApp): void {
	documentedRoute(app, customerAddressListRoute, async (c) => {
		const { userId } = await requireCustomer(c);
		const query = await parseInput(c, pagingQuery);
		return send(c, await listAddresses(c.get('db'), userId, toPage(query, { limit: LIST_LIMIT })));
	});

	documentedRoute(app, customerAddressAddRoute, async (c) => {
		const { userId } = await requireCustomer(c);
		const input = await parseInput(c, addressRequestSchema);
		return send(c, await addAddress(c.get('db'), userId, input, c.get('ctx').now));
	});

	const update = createRoute({
		method: 'put',
		path: '/customer/address/update/{id}',
		tags: ['Addresses'],
		summary: 'Changes one of the caller’s addresses (also POST with _method=put)',
		request: { params: addressIdParamSchema, body: formBody(addressRequestSchema) },
		responses: {
			200: json(addressUpdatedSchema, 'Saved'),
			401: unauthenticated,
			404: notFound,
			...changes,
		},
	});
	app.openAPIRegistry.registerPath(update);
	app.put('/customer/address/update/:id', async (c) => {
		const { userId } = await requireCustomer(c);
		const { id } = parseValue({ id: c.req.param('id') }, addressIdParamSchema);
		const input = await parseInput(c, addressRequestSchema);
		const saved = await changeAddress(c.get('db'), userId, id, input, c.get('ctx').now);
		if (!saved) return send(c, { message: ADDRESS_MESSAGES.notFound }, 404);
		return send(c, saved);
	});

	documentedRoute(app, customerAddressDeleteRoute, async (c) => {
		const { userId } = await requireCustomer(c);
		const { address_id } = await parseInput(c, addressDeleteRequestSchema);
		if (!(await removeAddress(c.get('db'), userId, address_id)))
			return send(c, { message: ADDRESS_MESSAGES.notFound }, 404);
		return send(c, { message: ADDRESS_MESSAGES.removed });
	});
}
