/**
 * Reading reviews (ADR 023): the review reminder (contract §6), what /rate-and-review/{id}
 * offers, review photos and a store's reviews. Submitting one is `review-submit.service.ts`.
 */
import { and, desc, eq, exists, inArray, notExists, sql } from 'drizzle-orm';
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
	users,
} from '../db/schema';
import { imageUrl, isoTimestamp } from '../http/urls';
import { liveImageUrl } from './images';

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

/** An item review as the API answers it (items/reviews, stores/reviews), with its photos. */
export function reviewWire(
	review: typeof reviews.$inferSelect,
	photos: ReadonlyMap<number, string[]>,
) {
	return {
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
	};
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
		...reviewWire(review, photos),
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
