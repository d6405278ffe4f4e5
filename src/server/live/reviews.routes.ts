/** Review routes (ADR 023): submit for items and the delivery person, the reminder, store reviews. */
import { createRoute, z } from '@hono/zod-openapi';
import type { Handler } from 'hono';
import type { Locale } from '~/config/locales';
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
import { customerInput, requireCustomer } from '../http/owner';
import { documentedRoute, parseInput, readFiles } from '../http/request-input';
import type { ApiApp, ApiBindings } from '../http/app-types';
import { apiError } from '../http/errors';
import { errorResponses, formBody, json, send, signedInResponses } from '../http/openapi';
import type { Database } from '../db/database';
import { prepareImages } from './images';
import {
	type ReviewInput,
	submitDeliveryManReview,
	submitItemReview,
} from './review-submit.service';
import { liveMessage } from './live-messages';
import { dismissReminder, reviewableOrder, reviewReminder, storeReviews } from './reviews.service';

/**
 * The two submit routes (an item, the delivery person): the signed-in caller, the form, up to
 * three photos; the service stores the review and the answer is "Review submitted".
 */
function reviewSubmit<S extends z.ZodType<{ order_id: number; rating: number; comment: string }>>(
	schema: S,
	submit: (
		db: Database,
		userId: number,
		input: z.infer<S>,
		fields: ReviewInput,
		locale: Locale,
	) => Promise<void>,
): Handler<ApiBindings> {
	return async (c) => {
		const { userId, input } = await customerInput(c, schema);
		const { locale } = c.get('ctx');
		const images = await prepareImages(await readFiles(c, 'attachment'), 'attachment', locale);
		const fields = {
			orderId: input.order_id,
			rating: input.rating,
			comment: input.comment,
			images,
		};
		await submit(c.get('db'), userId, input, fields, locale);
		return send(c, { message: liveMessage('reviewSubmitted', locale) });
	};
}

const itemsReviewsSubmitRoute = createRoute({
	method: 'post',
	path: '/items/reviews/submit',
	tags: ['Reviews'],
	summary:
		'Rates an item of one of the caller’s delivered orders (1–5, comment, up to 3 photos in attachment[]); once per item per order',
	request: { body: formBody(itemReviewRequestSchema, { multipart: true }) },
	responses: signedInResponses(reviewMessageSchema, 'Review submitted'),
});

const deliveryManReviewsSubmitRoute = createRoute({
	method: 'post',
	path: '/delivery-man/reviews/submit',
	tags: ['Reviews'],
	summary: 'Rates the delivery person of one of the caller’s delivered orders; once per order',
	request: { body: formBody(deliveryManReviewRequestSchema, { multipart: true }) },
	responses: signedInResponses(reviewMessageSchema, 'Review submitted'),
});

const customerReviewReminderRoute = createRoute({
	method: 'get',
	path: '/customer/review-reminder',
	tags: ['Reviews'],
	summary: 'The latest delivered order awaiting a review (order_id null when none)',
	responses: signedInResponses(reviewReminderSchema, 'The order to review, with its item images'),
});

const customerReviewReminderCancelRoute = createRoute({
	method: 'get',
	path: '/customer/review-reminder-cancel',
	tags: ['Reviews'],
	summary: 'Stops the review prompt for an order',
	request: { query: reviewOrderRequestSchema },
	responses: signedInResponses(z.literal('success'), '"success"'),
});

const customerReviewOrderRoute = createRoute({
	method: 'get',
	path: '/customer/review/order',
	tags: ['Reviews'],
	summary:
		'What /rate-and-review/{id} offers: the order’s items and delivery person, each with whether it is already rated',
	request: { query: reviewOrderRequestSchema },
	responses: signedInResponses(reviewableOrderSchema, 'The order to rate'),
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
	documentedRoute(
		app,
		itemsReviewsSubmitRoute,
		reviewSubmit(itemReviewRequestSchema, (db, userId, input, fields, locale) =>
			submitItemReview(db, userId, { itemId: input.item_id, ...fields }, locale),
		),
	);

	documentedRoute(
		app,
		deliveryManReviewsSubmitRoute,
		reviewSubmit(deliveryManReviewRequestSchema, (db, userId, input, fields, locale) =>
			submitDeliveryManReview(
				db,
				userId,
				{ deliveryManId: input.delivery_man_id, ...fields },
				locale,
			),
		),
	);

	documentedRoute(app, customerReviewReminderRoute, async (c) => {
		const { userId } = await requireCustomer(c);
		return send(c, await reviewReminder(c.get('db'), userId, c.get('ctx').baseUrl));
	});

	documentedRoute(app, customerReviewReminderCancelRoute, async (c) => {
		const { userId, input } = await customerInput(c, reviewOrderRequestSchema);
		await dismissReminder(c.get('db'), userId, input.order_id);
		return send(c, 'success');
	});

	documentedRoute(app, customerReviewOrderRoute, async (c) => {
		const { userId, input } = await customerInput(c, reviewOrderRequestSchema);
		const found = await reviewableOrder(c.get('db'), userId, input.order_id, c.get('ctx').baseUrl);
		if (!found) throw apiError(404, 'order', liveMessage('orderNotFound', c.get('ctx').locale));
		return send(c, found);
	});

	documentedRoute(app, storesReviewsRoute, async (c) => {
		const input = await parseInput(c, storeReviewsRequestSchema);
		return send(c, await storeReviews(c.get('db'), input.store_id, c.get('ctx').baseUrl));
	});
}
