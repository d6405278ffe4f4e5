/**
 * Reviews (ADR 023, contract §4.3 `items/reviews/submit`, §8.4 `delivery-man/reviews/submit`,
 * §6 review reminder): only a customer's own delivered orders, once per item per order and once
 * per delivery person per order; each review moves the item's, the store's or the delivery
 * person's rating in the same transaction.
 */
import { and, desc, eq, exists, inArray, notExists, sql } from 'drizzle-orm';
import type { Locale } from '~/config/locales';
import type { Database } from '../db/database';
import {
	deliveryManReviews,
	deliveryMen,
	items,
	orderDetails,
	orders,
	reviewPhotos,
	reviewReminderDismissals,
	reviews,
	stores,
	users,
} from '../db/schema';
import { apiError } from '../http/errors';
import { imageUrl, isoTimestamp } from '../http/urls';
import { liveImageUrl, type PreparedImage, storeImages } from './images';
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

const isUniqueViolation = (error: unknown) => {
	const e = error as { code?: string; cause?: { code?: string } };
	return e?.code === '23505' || e?.cause?.code === '23505';
};

/** POST items/reviews/submit. */
export async function submitItemReview(
	db: Database,
	userId: number,
	input: ReviewInput & { itemId: number },
	locale: Locale,
): Promise<void> {
	const already = () => apiError(403, 'review', liveMessage('alreadyReviewed', locale));
	try {
		await db.transaction(async (tx) => {
			const order = await deliveredOrder(tx, userId, input.orderId, locale);
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
	} catch (error) {
		if (isUniqueViolation(error)) throw already();
		throw error;
	}
}

/** POST delivery-man/reviews/submit. */
export async function submitDeliveryManReview(
	db: Database,
	userId: number,
	input: ReviewInput & { deliveryManId: number },
	locale: Locale,
): Promise<void> {
	const already = () => apiError(403, 'review', liveMessage('alreadyReviewed', locale));
	try {
		await db.transaction(async (tx) => {
			const order = await deliveredOrder(tx, userId, input.orderId, locale);
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
	} catch (error) {
		if (isUniqueViolation(error)) throw already();
		throw error;
	}
}

const reviewedOrder = (orderId: typeof orders.id) =>
	exists(sql`(select 1 from ${reviews} where ${reviews.orderId} = ${orderId})`);

/** GET customer/review-reminder: the latest delivered order with lines not reviewed nor dismissed. */
export async function reviewReminder(
	db: Database,
	userId: number,
	baseUrl: string,
): Promise<{ order_id: number | null; images: (string | null)[] }> {
	const [order] = await db
		.select({ id: orders.id })
		.from(orders)
		.where(
			and(
				eq(orders.userId, userId),
				eq(orders.orderStatus, 'delivered'),
				exists(sql`(select 1 from ${orderDetails} where ${orderDetails.orderId} = ${orders.id})`),
				sql`not ${reviewedOrder(orders.id)}`,
				notExists(
					sql`(select 1 from ${reviewReminderDismissals} where ${reviewReminderDismissals.orderId} = ${orders.id})`,
				),
			),
		)
		.orderBy(desc(orders.delivered), desc(orders.id))
		.limit(1);
	if (!order) return { order_id: null, images: [] };
	const lines = await db
		.select({ image: items.image })
		.from(orderDetails)
		.innerJoin(items, eq(items.id, orderDetails.itemId))
		.where(eq(orderDetails.orderId, order.id));
	return { order_id: order.id, images: lines.map((l) => imageUrl(baseUrl, 'product', l.image)) };
}

/** GET customer/review-reminder-cancel: the prompt stops asking about that order. */
export async function dismissReminder(
	db: Database,
	userId: number,
	orderId: number,
): Promise<void> {
	const [own] = await db
		.select({ id: orders.id })
		.from(orders)
		.where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
	if (!own) return;
	await db.insert(reviewReminderDismissals).values({ orderId, userId }).onConflictDoNothing();
}

/** What `/rate-and-review/{id}` offers: the order's items and rider, and what is already rated. */
export async function reviewableOrder(
	db: Database,
	userId: number,
	orderId: number,
	baseUrl: string,
) {
	const [order] = await db
		.select({ order: orders, man: deliveryMen })
		.from(orders)
		.leftJoin(deliveryMen, eq(deliveryMen.id, orders.deliveryManId))
		.where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
	if (!order) return null;
	const lines = await db
		.selectDistinctOn([orderDetails.itemId], {
			itemId: orderDetails.itemId,
			name: items.name,
			image: items.image,
			reviewed: exists(
				sql`(select 1 from ${reviews} where ${reviews.orderId} = ${orderId} and ${reviews.itemId} = ${orderDetails.itemId} and ${reviews.userId} = ${userId})`,
			),
		})
		.from(orderDetails)
		.innerJoin(items, eq(items.id, orderDetails.itemId))
		.where(eq(orderDetails.orderId, orderId));
	const man = order.man;
	const [manReview] = man
		? await db
				.select({ id: deliveryManReviews.id })
				.from(deliveryManReviews)
				.where(and(eq(deliveryManReviews.orderId, orderId), eq(deliveryManReviews.userId, userId)))
		: [];
	return {
		order_id: orderId,
		order_status: order.order.orderStatus,
		items: lines.map((l) => ({
			item_id: l.itemId,
			name: l.name,
			image_full_url: imageUrl(baseUrl, 'product', l.image),
			reviewed: Boolean(l.reviewed),
		})),
		delivery_man: man
			? {
					id: man.id,
					f_name: man.fName,
					l_name: man.lName,
					image_full_url: imageUrl(baseUrl, 'delivery-man', man.image),
					reviewed: Boolean(manReview),
				}
			: null,
	};
}

/** Photo URLs of reviews, by review id. */
export async function photosOf(
	db: Database,
	reviewIds: readonly number[],
	baseUrl: string,
): Promise<Map<number, string[]>> {
	if (reviewIds.length === 0) return new Map();
	const rows = await db
		.select()
		.from(reviewPhotos)
		.where(inArray(reviewPhotos.reviewId, [...reviewIds]));
	return new Map(rows.map((r) => [r.reviewId, r.names.map((n) => liveImageUrl(baseUrl, n))]));
}

/** GET stores/reviews?store_id= (contract §4.4): the store's item reviews, newest first. */
export async function storeReviews(db: Database, storeId: number, baseUrl: string, limit = 50) {
	const rows = await db
		.select({ review: reviews, user: users, item: items })
		.from(reviews)
		.innerJoin(users, eq(users.id, reviews.userId))
		.innerJoin(items, eq(items.id, reviews.itemId))
		.where(eq(reviews.storeId, storeId))
		.orderBy(desc(reviews.createdAt), desc(reviews.id))
		.limit(limit);
	const photos = await photosOf(
		db,
		rows.map((r) => r.review.id),
		baseUrl,
	);
	return rows.map(({ review, user, item }) => ({
		id: review.id,
		item_id: review.itemId,
		user_id: review.userId,
		comment: review.comment,
		attachment: photos.get(review.id) ?? [],
		rating: review.rating,
		order_id: review.orderId,
		store_id: review.storeId,
		reply: review.reply,
		created_at: isoTimestamp(review.createdAt),
		updated_at: isoTimestamp(review.updatedAt),
		item_name: item.name,
		item_image: item.image,
		item_image_full_url: imageUrl(baseUrl, 'product', item.image),
		customer_name: `${user.fName} ${user.lName}`.trim(),
		customer: {
			id: user.id,
			f_name: user.fName,
			l_name: user.lName,
			image_full_url: imageUrl(baseUrl, 'profile', user.image),
		},
	}));
}
