import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import {
	customerInfoSchema,
	firebaseTokenRequestSchema,
	messageSchema,
	updateInterestRequestSchema,
} from '~/contracts/auth';
import { storeSchema } from '~/contracts/catalog';
import { catalogScope } from '../catalog/scope';
import type { ApiApp } from '../http/app-types';
import { errorResponses, formBody, json, send, unauthenticated } from '../http/openapi';
import { visitAgain } from '../stores/visit-again.service';
import { customerInfo, saveFirebaseToken, updateInterest } from './customers.service';
import { requireCustomer } from '../http/owner';
import { documentedRoute, parseInput } from '../http/request-input';

const customerVisitAgainRoute = createRoute({
	method: 'get',
	path: '/customer/visit-again',
	tags: ['Customer'],
	summary:
		'Stores the customer ordered from, in the zoneId zones (and moduleId module), open ones first',
	responses: {
		200: json(z.array(storeSchema), 'Up to 20 stores, each with up to 5 items'),
		401: unauthenticated,
		...errorResponses,
	},
});

const customerInfoRoute = createRoute({
	method: 'get',
	path: '/customer/info',
	tags: ['Customer'],
	summary: 'The signed-in customer, with the new-customer welcome offer',
	responses: { 200: json(customerInfoSchema, 'The customer'), 401: unauthenticated },
});

const customerUpdateInterestRoute = createRoute({
	method: 'post',
	path: '/customer/update-interest',
	tags: ['Customer'],
	summary: 'Saves the categories the customer is interested in',
	request: { body: formBody(updateInterestRequestSchema) },
	responses: {
		200: json(messageSchema, 'Saved'),
		401: unauthenticated,
		...errorResponses,
	},
});

const customerCmFirebaseTokenRoute = createRoute({
	method: 'put',
	path: '/customer/cm-firebase-token',
	tags: ['Customer'],
	summary: 'Saves the push-notification token (also POST with _method=put)',
	request: { body: formBody(firebaseTokenRequestSchema) },
	responses: {
		200: json(messageSchema, 'Saved'),
		401: unauthenticated,
		...errorResponses,
	},
});

export function registerCustomerRoutes(app: ApiApp): void {
	documentedRoute(app, customerVisitAgainRoute, async (c) => {
		const { userId } = await requireCustomer(c);
		const scope = await catalogScope(c, { zone: 'required', module: 'optional' });
		return send(c, await visitAgain(scope, userId, scope.moduleKnown));
	});

	documentedRoute(app, customerInfoRoute, async (c) => {
		const { userId } = await requireCustomer(c);
		const { locale, baseUrl, now } = c.get('ctx');
		return send(c, await customerInfo(c.get('db'), userId, { locale, baseUrl, now }));
	});

	documentedRoute(app, customerUpdateInterestRoute, async (c) => {
		const { userId } = await requireCustomer(c);
		const { interest } = await parseInput(c, updateInterestRequestSchema);
		await updateInterest(c.get('db'), userId, interest, c.get('ctx').now);
		return send(c, { message: 'Interest updated successfully!' });
	});

	documentedRoute(app, customerCmFirebaseTokenRoute, async (c) => {
		const { userId } = await requireCustomer(c);
		const input = await parseInput(c, firebaseTokenRequestSchema);
		await saveFirebaseToken(c.get('db'), userId, input.cm_firebase_token, c.get('ctx').now);
		return send(c, { message: 'successfully updated!' });
	});
}
