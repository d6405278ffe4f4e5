/**
 * The customer's own account (contract §6): profile changes with a photo, the account's removal,
 * and the notification preferences of `/settings`.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { hashPassword } from '../auth/password';
import type { Database } from '../db/database';
import {
	customerSettings,
	type NotificationPreferences,
	orders,
	profileImages,
	users,
} from '../db/schema';
import { apiError } from '../http/errors';
import { reencodeImage } from '../orders/attachments/order-attachments';
import { RUNNING_ORDER_STATUSES } from './account-rules';

export const PROFILE_MESSAGES = {
	updated: 'Successfully updated!',
	emailTaken: 'The email has already been taken.',
	socialPassword: 'Password can not be changed for social login accounts.',
	imageTooLarge: 'The image may not be greater than 2048 kilobytes.',
	notAnImage: 'The image must be a file of type: jpg, png, jpeg, gif.',
	ongoing: 'Please complete your ongoing and accepted orders',
} as const;

/** spec §5 and §9: a profile photo is at most 2 MB, jpg, png or gif; kept as a 512 px square. */
export const PROFILE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
const PROFILE_FORMATS = new Set(['jpeg', 'png', 'gif', 'webp']);
const PROFILE_EDGE_PX = 512;

/** The photo checked by sharp and re-encoded (EXIF dropped); 403 `image` otherwise. */
export async function prepareProfileImage(file: File): Promise<Uint8Array> {
	if (file.size > PROFILE_IMAGE_MAX_BYTES)
		throw apiError(403, 'image', PROFILE_MESSAGES.imageTooLarge);
	const bytes =
		file.size > 0
			? await reencodeImage(new Uint8Array(await file.arrayBuffer()), {
					formats: PROFILE_FORMATS,
					edge: PROFILE_EDGE_PX,
					cover: true,
				})
			: null;
	if (!bytes) throw apiError(403, 'image', PROFILE_MESSAGES.notAnImage);
	return bytes;
}

export interface ProfileChange {
	fName: string;
	lName: string;
	email: string;
	password?: string | undefined;
	image: Uint8Array | null;
	now: Date;
}

/** POST customer/update-profile: names, email (unique but for oneself), password, photo. */
export async function updateProfile(db: Database, userId: number, change: ProfileChange) {
	const email = change.email.toLowerCase();
	const [[user], [taken]] = await Promise.all([
		db.select({ loginMedium: users.loginMedium }).from(users).where(eq(users.id, userId)),
		db
			.select({ id: users.id })
			.from(users)
			.where(and(eq(users.email, email), ne(users.id, userId))),
	]);
	if (!user) throw apiError(401, 'auth-001', 'Unauthenticated.');
	if (taken) throw apiError(403, 'email', PROFILE_MESSAGES.emailTaken);
	if (change.password && user.loginMedium !== 'manual')
		throw apiError(403, 'password', PROFILE_MESSAGES.socialPassword);
	const password = change.password ? await hashPassword(change.password) : undefined;
	const imageName = change.image ? `${randomBytes(16).toString('hex')}.webp` : null;
	await db.transaction(async (tx) => {
		if (change.image && imageName) {
			await tx.delete(profileImages).where(eq(profileImages.userId, userId));
			await tx.insert(profileImages).values({
				name: imageName,
				userId,
				contentType: 'image/webp',
				bytes: change.image,
				createdAt: change.now,
				updatedAt: change.now,
			});
		}
		await tx
			.update(users)
			.set({
				fName: change.fName,
				lName: change.lName,
				email,
				...(password ? { password } : {}),
				...(imageName ? { image: imageName } : {}),
				updatedAt: change.now,
			})
			.where(eq(users.id, userId));
	});
	return { message: PROFILE_MESSAGES.updated };
}

export async function findProfileImage(db: Database, name: string) {
	const [row] = await db
		.select({ bytes: profileImages.bytes, contentType: profileImages.contentType })
		.from(profileImages)
		.where(eq(profileImages.name, name));
	return row ?? null;
}

/**
 * DELETE customer/remove-account (contract §6): refused with 203 `on-going` while an order runs.
 * Otherwise, in one transaction: the customer's orders lose their personal data (the contact and
 * address they were delivered to) but stay for the store's books; customers they referred forget
 * them; and the customer row goes, taking with it every token (so every session ends at once),
 * addresses, carts, wishlist, photo, balances and ledgers. The phone and email are free again.
 */
export async function removeAccount(db: Database, userId: number): Promise<void> {
	await db.transaction(async (tx) => {
		// Locking the row first makes a concurrent order placement (which references it) wait.
		const [user] = await tx
			.select({ id: users.id })
			.from(users)
			.where(eq(users.id, userId))
			.for('update');
		if (!user) throw apiError(401, 'auth-001', 'Unauthenticated.');
		const [running] = await tx
			.select({ id: orders.id })
			.from(orders)
			.where(
				and(eq(orders.userId, userId), inArray(orders.orderStatus, [...RUNNING_ORDER_STATUSES])),
			)
			.limit(1);
		if (running) throw apiError(203, 'on-going', PROFILE_MESSAGES.ongoing);
		await tx
			.update(orders)
			.set({
				deliveryAddress: sql`${orders.deliveryAddress} || ${JSON.stringify({
					contact_person_name: '',
					contact_person_number: '',
					contact_person_email: null,
					address: '',
					floor: null,
					road: null,
					house: null,
					latitude: '0',
					longitude: '0',
				})}::jsonb`,
				orderNote: null,
				deliveryInstruction: null,
			})
			.where(eq(orders.userId, userId));
		await tx.update(users).set({ refBy: null }).where(eq(users.refBy, userId));
		await tx.delete(users).where(eq(users.id, userId));
	});
}

export const DEFAULT_NOTIFICATIONS: NotificationPreferences = {
	order_updates: true,
	promotions: true,
	messages: true,
};

export async function notificationPreferences(
	db: Database,
	userId: number,
): Promise<NotificationPreferences> {
	const [row] = await db
		.select({ notifications: customerSettings.notifications })
		.from(customerSettings)
		.where(eq(customerSettings.userId, userId));
	return { ...DEFAULT_NOTIFICATIONS, ...row?.notifications };
}

export async function saveNotificationPreferences(
	db: Database,
	userId: number,
	change: { [K in keyof NotificationPreferences]?: boolean | undefined },
	now: Date,
): Promise<NotificationPreferences> {
	const next = { ...(await notificationPreferences(db, userId)) };
	for (const key of Object.keys(next) as (keyof NotificationPreferences)[]) {
		const value = change[key];
		if (value !== undefined) next[key] = value;
	}
	await db
		.insert(customerSettings)
		.values({ userId, notifications: next, createdAt: now, updatedAt: now })
		.onConflictDoUpdate({
			target: customerSettings.userId,
			set: { notifications: next, updatedAt: now },
		});
	return next;
}
