import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { z } from 'zod';
import { apiErrorSchema } from '~/contracts/error';
import { couponSchema } from '~/contracts/coupon';
import { catalogScope } from '../../catalog/scope';
import { type Owner, resolveOwner } from '../../http/owner';
import type { ApiApp, ApiBindings } from '../../http/app-types';
import { apiError } from '../../http/errors';
import { errorResponses, json, send } from '../../http/openapi';
import { applyCoupon, couponCustomerOf } from './coupon.service';

const required = (field: string) => ({ error: `The ${field} field is required.` });

const applyQuery = z.object({
	code: z.string(required('code')).trim().min(1, required('code')).max(100),
	store_id: z
		.string(required('store id'))
		.regex(/^\d{1,9}$/, { error: 'The store id must be an integer.' }),
	/** The cart's item total; when sent, the coupon's min_purchase is checked against it. */
	order_amount: z
		.string()
		.regex(/^\d{1,12}(\.\d{1,6})?$/, { error: 'The order amount must be a number.' })
		.optional(),
	guest_id: z.string().max(64).optional(),
});

/** Who applies the coupon: the token's customer, else the guest named by `guest_id`. */
function couponOwner(c: Context<ApiBindings>): Promise<Owner | null> {
	const guestId = c.req.query('guest_id');
	return resolveOwner(c, guestId && /^\d{1,16}$/.test(guestId) ? Number(guestId) : undefined);
}

const applyRoute = createRoute({
	method: 'get',
	path: '/coupon/apply',
	tags: ['Coupons'],
	summary: 'Checks a coupon code for a store (token or guest_id); answers the coupon',
	request: { query: applyQuery },
	responses: {
		200: json(couponSchema, 'The coupon applies'),
		401: json(apiErrorSchema, 'Neither a token nor a guest_id'),
		...errorResponses,
		406: json(apiErrorSchema, 'The usage limit is over'),
		407: json(apiErrorSchema, 'The coupon expired or has not started'),
	},
});

export function registerCouponRoutes(app: ApiApp): void {
	// module-check, then the caller, then the query (the original's middleware order, contract §0.4).
	app.use('/coupon/apply', async (c, next) => {
		await catalogScope(c, { zone: 'optional' });
		if (!(await couponOwner(c))) throw apiError(401, 'auth-001', 'Unauthenticated.');
		await next();
	});
	app.openapi(applyRoute, async (c) => {
		const scope = await catalogScope(c, { zone: 'optional' });
		const query = c.req.valid('query');
		const owner = await couponOwner(c);
		const result = await applyCoupon(scope.db, {
			code: query.code,
			storeId: Number(query.store_id),
			moduleId: scope.moduleId,
			today: scope.today,
			customer: owner ? await couponCustomerOf(scope.db, owner, query.code) : { kind: 'guest' },
			itemTotal: query.order_amount === undefined ? null : Number(query.order_amount),
			locale: scope.locale,
		});
		if (!result.ok) throw apiError(result.status, 'coupon', result.message);
		return send(c, result.coupon);
	});
}
