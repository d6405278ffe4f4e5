/**
 * Chat and review photos (ADR 023): at most 3, each decoded and re-encoded as WebP by sharp like
 * the prescriptions (orders/attachments/order-attachments.ts), stored in `uploaded_images` and served by
 * their random name.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { MAX_PRESCRIPTION_IMAGE_BYTES, MAX_PRESCRIPTION_IMAGES } from '~/config/constants';
import type { Locale } from '~/config/locales';
import type { Database } from '../db/database';
import { uploadedImages } from '../db/schema';
import { apiError } from '../http/errors';
import { reencodeImage } from '../orders/attachments/order-attachments';
import { liveMessage } from './live-messages';

export const MAX_LIVE_IMAGES = MAX_PRESCRIPTION_IMAGES;

export interface PreparedImage {
	name: string;
	bytes: Uint8Array;
}

/** Checks and re-encodes the uploads; 403 `field` with the rule broken. */
export async function prepareImages(
	files: readonly File[],
	field: string,
	locale: Locale,
): Promise<PreparedImage[]> {
	const refuse = (key: Parameters<typeof liveMessage>[0]) =>
		apiError(403, field, liveMessage(key, locale));
	if (files.length > MAX_LIVE_IMAGES) throw refuse('tooManyImages');
	if (files.some((f) => f.size === 0)) throw refuse('notAnImage');
	if (files.some((f) => f.size > MAX_PRESCRIPTION_IMAGE_BYTES)) throw refuse('imageTooLarge');
	const encoded = await Promise.all(
		files.map(async (f) => reencodeImage(new Uint8Array(await f.arrayBuffer()))),
	);
	return encoded.map((bytes) => {
		if (!bytes) throw refuse('notAnImage');
		return { name: `${randomBytes(16).toString('hex')}.webp`, bytes };
	});
}

export async function storeImages(
	tx: Database,
	userId: number,
	images: readonly PreparedImage[],
): Promise<string[]> {
	if (images.length === 0) return [];
	await tx.insert(uploadedImages).values(
		images.map((image) => ({
			name: image.name,
			userId,
			contentType: 'image/webp',
			bytes: image.bytes,
		})),
	);
	return images.map((image) => image.name);
}

const NAME = /^[0-9a-f]{32}\.webp$/;
export const isImageName = (name: string) => NAME.test(name);

/** Where an uploaded image is served. */
export const liveImageUrl = (baseUrl: string, name: string) =>
	`${baseUrl}/api/v1/customer/media/${name}`;

/** A stored chat or review photo by its name; null when there is none. */
export async function findLiveImage(
	db: Database,
	name: string,
): Promise<{ contentType: string; bytes: Uint8Array } | null> {
	const [row] = await db
		.select({ contentType: uploadedImages.contentType, bytes: uploadedImages.bytes })
		.from(uploadedImages)
		.where(eq(uploadedImages.name, name))
		.limit(1);
	return row ?? null;
}
