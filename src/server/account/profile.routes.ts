import { createRoute, z } from '@hono/zod-openapi';
import {
	notificationPreferencesRequestSchema,
	notificationPreferencesSchema,
	updateProfileRequestSchema,
} from '~/contracts/account';
import { messageSchema } from '~/contracts/auth';
import { apiErrorSchema } from '~/contracts/error';
import { couponSchema } from '~/contracts/coupon';
import { requireCustomer } from '../http/owner';
import { documentedRoute, parseInput, readFiles } from '../http/request-input';
import type { ApiApp } from '../http/app-types';
import { apiError } from '../http/errors';
import { json, send, unauthenticated } from '../http/openapi';
import { customerCoupons } from './coupons.service';
import { shopToday } from './shop-today';
import {
	findProfileImage,
	notificationPreferences,
	prepareProfileImage,
	removeAccount,
	saveNotificationPreferences,
	updateProfile,
} from './profile.service';

const IMAGE_NAME = /^[0-9a-f]{32}\.webp$/;

const customerUpdateProfileRoute = createRoute({
	method: 'post',
	path: '/customer/update-profile',
	tags: ['Customer'],
	summary:
		'Saves names, email, an optional new password and photo (≤ 2 MB, re-encoded, EXIF dropped); the phone is not changeable',
	request: {
		body: {
			content: {
				'multipart/form-data': {
					schema: updateProfileRequestSchema.extend({
						image: z.string().openapi({ format: 'binary' }).optional(),
					}),
				},
				'application/json': { schema: updateProfileRequestSchema },
			},
		},
	},
	responses: {
		200: json(messageSchema, 'Saved'),
		401: unauthenticated,
		403: json(apiErrorSchema, 'Invalid input, email taken, or not an image of ≤ 2 MB'),
	},
});

const customerRemoveAccountRoute = createRoute({
	method: 'delete',
	path: '/customer/remove-account',
	tags: ['Customer'],
	summary:
		'Removes the account: personal data erased, orders kept without it, every token ended (also POST with _method=delete)',
	responses: {
		200: json(z.array(z.unknown()).max(0), '[]: removed'),
		203: json(apiErrorSchema, '`on-going`: an order is still running'),
		401: unauthenticated,
	},
});

const customerProfileImageRoute = createRoute({
	method: 'get',
	path: '/customer/profile-image/{name}',
	tags: ['Customer'],
	summary: 'A profile photo, by the name customer/info answers (the random name is the key)',
	request: { params: z.object({ name: z.string() }) },
	responses: {
		200: {
			description: 'The photo, re-encoded as WebP',
			content: { 'image/webp': { schema: z.string().openapi({ format: 'binary' }) } },
		},
		404: json(apiErrorSchema, 'No such photo'),
	},
});

const customerCouponsRoute = createRoute({
	method: 'get',
	path: '/customer/coupons',
	tags: ['Customer'],
	summary: 'The coupons the customer may still use, in every module (our addition, for /coupons)',
	responses: {
		200: json(z.array(couponSchema), 'Running coupons for everyone or this customer'),
		401: unauthenticated,
	},
});

const customerNotificationSettingsRoute = createRoute({
	method: 'get',
	path: '/customer/notification-settings',
	tags: ['Customer'],
	summary: 'The customer’s notification preferences (our addition, for /settings)',
	responses: {
		200: json(notificationPreferencesSchema, 'The preferences'),
		401: unauthenticated,
	},
});

const putCustomerNotificationSettingsRoute = createRoute({
	method: 'put',
	path: '/customer/notification-settings',
	tags: ['Customer'],
	summary: 'Changes some notification preferences (also POST with _method=put)',
	request: {
		body: { content: { 'application/json': { schema: notificationPreferencesRequestSchema } } },
	},
	responses: {
		200: json(notificationPreferencesSchema, 'The preferences now'),
		401: unauthenticated,
		403: json(apiErrorSchema, 'Invalid input'),
	},
});

/** The customer's profile, account removal and settings (contract §6), signed in. */
export function registerProfileRoutes(app: ApiApp): void {
	documentedRoute(app, customerUpdateProfileRoute, async (c) => {
		const { userId } = await requireCustomer(c);
		const input = await parseInput(c, updateProfileRequestSchema);
		const [file] = await readFiles(c, 'image');
		const image = file ? await prepareProfileImage(file) : null;
		const result = await updateProfile(c.get('db'), userId, {
			fName: input.f_name,
			lName: input.l_name,
			email: input.email,
			password: input.password,
			image,
			now: c.get('ctx').now,
		});
		return send(c, result);
	});

	documentedRoute(app, customerRemoveAccountRoute, async (c) => {
		const { userId } = await requireCustomer(c);
		await removeAccount(c.get('db'), userId);
		return send(c, []);
	});

	app.openapi(customerProfileImageRoute, async (c) => {
		const { name } = c.req.valid('param');
		const found = IMAGE_NAME.test(name) ? await findProfileImage(c.get('db'), name) : null;
		if (!found) throw apiError(404, 'not_found', 'Not found');
		return c.body(new Uint8Array(found.bytes), 200, {
			'Content-Type': found.contentType,
			'Cache-Control': 'private, max-age=31536000, immutable',
		});
	});

	documentedRoute(app, customerCouponsRoute, async (c) => {
		const { userId } = await requireCustomer(c);
		const db = c.get('db');
		return send(c, await customerCoupons(db, userId, await shopToday(db, c.get('ctx').now)));
	});

	documentedRoute(app, customerNotificationSettingsRoute, async (c) => {
		const { userId } = await requireCustomer(c);
		return send(c, await notificationPreferences(c.get('db'), userId));
	});

	documentedRoute(app, putCustomerNotificationSettingsRoute, async (c) => {
		const { userId } = await requireCustomer(c);
		const input = await parseInput(c, notificationPreferencesRequestSchema);
		return send(c, await saveNotificationPreferences(c.get('db'), userId, input, c.get('ctx').now));
	});
}
