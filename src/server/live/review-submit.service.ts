/**
 * Submitting reviews (ADR 023, contract §4.3 `items/reviews/submit`, §8.4
 * `delivery-man/reviews/submit`): only a customer's own delivered orders, once per item per order
 * and once per delivery person per order; each review moves the item's, the store's or the
 * delivery person's rating in the same transaction.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Locale } from '~/config/locales';
import type { Database } from '../db/database';
import {
	deliveryManReviews,
	deliveryMen,
	items,
	orderDetails,
	orders,
	reviewPhotos,
	reviews,
	stores,
} from '../db/schema';
import { apiError } from '../http/errors';
import { isUniqueViolation } from '../orders/placement/idempotency';
import { type PreparedImage, storeImages } from './images';
import { liveMessage } from './live-messages';

export interface ReviewInput {
	orderId: number;
	rating: number;
	comment: string;
	images: readonly PreparedImage[];
}

type OrderRow = typeof orders.$inferSelect;

async function deliveredOrder(
	tx: Database,
	userId: number,
	orderId: number,
	locale: Locale,
): Promise<OrderRow> {
	const [order] = await tx
		.select()
		.from(orders)
		.where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
	if (!order) throw apiError(403, 'order', liveMessage('orderNotFound', locale));
	if (order.orderStatus !== 'delivered')
		throw apiError(403, 'order', liveMessage('notDelivered', locale));
	return order;
}

/**
 * One review of a delivered order of the caller's, written in one transaction; a second one of
 * the same thing (the unique index, also under a race) is "already reviewed".
 */
async function reviewOnce(
	db: Database,
	userId: number,
	orderId: number,
	locale: Locale,
	write: (tx: Database, order: OrderRow, already: () => Error) => Promise<void>,
): Promise<void> {
	const already = () => apiError(403, 'review', liveMessage('alreadyReviewed', locale));
	try {
		await db.transaction(async (tx) => {
			await write(tx, await deliveredOrder(tx, userId, orderId, locale), already);
		});
	} catch (error) {
		if (isUniqueViolation(error)) throw already();
		throw error;
	}
}

/** POST items/reviews/submit. */
export async function submitItemReview(
	db: Database,
	userId: number,
	input: ReviewInput & { itemId: number },
	locale: Locale,
): Promise<void> {
	await reviewOnce(db, userId, input.orderId, locale, async (tx, order, already) => {
		const [line] = await tx
			.select({ id: orderDetails.id })
			.from(orderDetails)
			.where(and(eq(orderDetails.orderId, order.id), eq(orderDetails.itemId, input.itemId)))
			.limit(1);
		// A parcel (no store) has no item lines to rate.
		const storeId = order.storeId;
		if (!line || storeId === null)
			throw apiError(403, 'item_id', liveMessage('itemNotInOrder', locale));
		const inserted = await tx
			.insert(reviews)
			.values({
				itemId: input.itemId,
				userId,
				storeId,
				orderId: order.id,
				comment: input.comment,
				rating: input.rating,
			})
			.onConflictDoNothing()
			.returning({ id: reviews.id });
		const review = inserted[0];
		if (!review) throw already();
		const names = await storeImages(tx, userId, input.images);
		if (names.length) await tx.insert(reviewPhotos).values({ reviewId: review.id, names });
		const r = input.rating;
		await tx
			.update(items)
			.set({
				avgRating: sql`(${items.avgRating} * ${items.ratingCount} + ${r}) / (${items.ratingCount} + 1)`,
				ratingCount: sql`${items.ratingCount} + 1`,
			})
			.where(eq(items.id, input.itemId));
		// ratings = counts of 5★, 4★, 3★, 2★, 1★; the slot is a trusted 0–4.
		const slot = sql.raw(String(5 - r));
		await tx
			.update(stores)
			.set({
				ratings: sql`jsonb_set(${stores.ratings}, array['${slot}'], to_jsonb(coalesce((${stores.ratings}->>${slot})::int, 0) + 1))`,
				avgRating: sql`(${stores.avgRating} * ${stores.ratingCount} + ${r}) / (${stores.ratingCount} + 1)`,
				ratingCount: sql`${stores.ratingCount} + 1`,
			})
			.where(eq(stores.id, storeId));
	});
}

/** POST delivery-man/reviews/submit. */
export async function submitDeliveryManReview(
	db: Database,
	userId: number,
	input: ReviewInput & { deliveryManId: number },
	locale: Locale,
): Promise<void> {
	await reviewOnce(db, userId, input.orderId, locale, async (tx, order, already) => {
		if (order.deliveryManId !== input.deliveryManId)
			throw apiError(403, 'delivery_man_id', liveMessage('noDeliveryMan', locale));
		const names = await storeImages(tx, userId, input.images);
		const inserted = await tx
			.insert(deliveryManReviews)
			.values({
				deliveryManId: input.deliveryManId,
				userId,
				orderId: order.id,
				rating: input.rating,
				comment: input.comment,
				attachment: names,
			})
			.onConflictDoNothing()
			.returning({ id: deliveryManReviews.id });
		if (!inserted[0]) throw already();
		const r = input.rating;
		await tx
			.update(deliveryMen)
			.set({
				avgRating: sql`(${deliveryMen.avgRating} * ${deliveryMen.ratingCount} + ${r}) / (${deliveryMen.ratingCount} + 1)`,
				ratingCount: sql`${deliveryMen.ratingCount} + 1`,
			})
			.where(eq(deliveryMen.id, input.deliveryManId));
	});
}
