/** Review routes (ADR 023): submit for items and the delivery person, the reminder, store reviews. */
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { apiErrorSchema } from '~/contracts/error';
import {
	deliveryManReviewRequestSchema,
	itemReviewRequestSchema,
	reviewableOrderSchema,
	reviewMessageSchema,
	reviewOrderRequestSchema,
	reviewReminderSchema,
	storeReviewSchema,
	storeReviewsRequestSchema,
} from '~/contracts/reviews';
import { requireCustomer } from '../http/owner';
import { documentedRoute, parseInput, readFiles } from '../http/request-input';
import type { ApiApp, ApiBindings } from '../http/app-types';
import { apiError } from '../http/errors';
import { errorResponses, formBody, json, send } from '../http/openapi';
import { prepareImages } from './images';
import { liveMessage } from './live-messages';
import {
	dismissReminder,
	reviewableOrder,
	reviewReminder,
	storeReviews,
	submitDeliveryManReview,
	submitItemReview,
} from './reviews.service';

const signedIn = (schema: z.ZodType, description: string) => ({
	200: json(schema, description),
	401: json(apiErrorSchema, 'No valid token'),
	...errorResponses,
});

async function reviewFields(c: Context<ApiBindings>) {
	const { locale } = c.get('ctx');
	return prepareImages(await readFiles(c, 'attachment'), 'attachment', locale);
}

const itemsReviewsSubmitRoute = createRoute({
	method: 'post',
	path: '/items/reviews/submit',
	tags: ['Reviews'],
	summary:
		'Rates an item of one of the caller’s delivered orders (1–5, comment, up to 3 photos in attachment[]); once per item per order',
	request: { body: formBody(itemReviewRequestSchema, { multipart: true }) },
	responses: signedIn(reviewMessageSchema, 'Review submitted'),
});

const deliveryManReviewsSubmitRoute = createRoute({
	method: 'post',
	path: '/delivery-man/reviews/submit',
	tags: ['Reviews'],
	summary: 'Rates the delivery person of one of the caller’s delivered orders; once per order',
	request: { body: formBody(deliveryManReviewRequestSchema, { multipart: true }) },
	responses: signedIn(reviewMessageSchema, 'Review submitted'),
});

const customerReviewReminderRoute = createRoute({
	method: 'get',
	path: '/customer/review-reminder',
	tags: ['Reviews'],
	summary: 'The latest delivered order awaiting a review (order_id null when none)',
	responses: signedIn(reviewReminderSchema, 'The order to review, with its item images'),
});

const customerReviewReminderCancelRoute = createRoute({
	method: 'get',
	path: '/customer/review-reminder-cancel',
	tags: ['Reviews'],
	summary: 'Stops the review prompt for an order',
	request: { query: reviewOrderRequestSchema },
	responses: signedIn(z.literal('success'), '"success"'),
});

const customerReviewOrderRoute = createRoute({
	method: 'get',
	path: '/customer/review/order',
	tags: ['Reviews'],
	summary:
		'What /rate-and-review/{id} offers: the order’s items and delivery person, each with whether it is already rated',
	request: { query: reviewOrderRequestSchema },
	responses: signedIn(reviewableOrderSchema, 'The order to rate'),
});

const storesReviewsRoute = createRoute({
	method: 'get',
	path: '/stores/reviews',
	tags: ['Stores'],
	summary: 'Reviews of a store’s items, newest first',
	request: { query: storeReviewsRequestSchema },
	responses: { 200: json(z.array(storeReviewSchema), 'Reviews'), ...errorResponses },
});

export function registerReviewRoutes(app: ApiApp): void {
	documentedRoute(app, itemsReviewsSubmitRoute, async (c) => {
		const { userId } = await requireCustomer(c);
		const input = await parseInput(c, itemReviewRequestSchema);
		const images = await reviewFields(c);
		const { locale } = c.get('ctx');
		await submitItemReview(
			c.get('db'),
			userId,
			{
				itemId: input.item_id,
				orderId: input.order_id,
				rating: input.rating,
				comment: input.comment,
				images,
			},
			locale,
		);
		return send(c, { message: liveMessage('reviewSubmitted', locale) });
	});

	documentedRoute(app, deliveryManReviewsSubmitRoute, async (c) => {
		const { userId } = await requireCustomer(c);
		const input = await parseInput(c, deliveryManReviewRequestSchema);
		const images = await reviewFields(c);
		const { locale } = c.get('ctx');
		await submitDeliveryManReview(
			c.get('db'),
			userId,
			{
				deliveryManId: input.delivery_man_id,
				orderId: input.order_id,
				rating: input.rating,
				comment: input.comment,
				images,
			},
			locale,
		);
		return send(c, { message: liveMessage('reviewSubmitted', locale) });
	});

	documentedRoute(app, customerReviewReminderRoute, async (c) => {
		const { userId } = await requireCustomer(c);
		return send(c, await reviewReminder(c.get('db'), userId, c.get('ctx').baseUrl));
	});

	documentedRoute(app, customerReviewReminderCancelRoute, async (c) => {
		const { userId } = await requireCustomer(c);
		const input = await parseInput(c, reviewOrderRequestSchema);
		await dismissReminder(c.get('db'), userId, input.order_id);
		return send(c, 'success');
	});

	documentedRoute(app, customerReviewOrderRoute, async (c) => {
		const { userId } = await requireCustomer(c);
		const input = await parseInput(c, reviewOrderRequestSchema);
		const found = await reviewableOrder(c.get('db'), userId, input.order_id, c.get('ctx').baseUrl);
		if (!found) throw apiError(404, 'order', liveMessage('orderNotFound', c.get('ctx').locale));
		return send(c, found);
	});

	documentedRoute(app, storesReviewsRoute, async (c) => {
		const input = await parseInput(c, storeReviewsRequestSchema);
		return send(c, await storeReviews(c.get('db'), input.store_id, c.get('ctx').baseUrl));
	});
}
