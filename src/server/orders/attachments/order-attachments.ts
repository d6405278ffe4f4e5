/**
 * Prescription images sent with an order (contract §8.1 `order_attachment[]`, spec §5 and §9: at
 * most 3). Each is decoded and re-encoded as WebP, at most 2000 px a side: what is stored and
 * served is never the uploaded file, and the photo's metadata (place, device) is dropped.
 */
import { createHash, randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { Locale } from '~/config/locales';
import { MAX_PRESCRIPTION_IMAGE_BYTES, MAX_PRESCRIPTION_IMAGES } from '~/config/constants';
import { apiError } from '../../http/errors';
import { attachmentFolderUrl } from '../../http/urls';
import { type PlaceMessage, placeMessage } from '../placement/place-order-messages';

export interface PreparedAttachment {
	name: string;
	contentType: 'image/webp';
	bytes: Uint8Array;
	/** SHA-256 of the upload, for the Idempotency-Key's request hash. */
	digest: string;
}

const FORMATS = new Set(['jpeg', 'png', 'webp']);
const MAX_EDGE_PX = 2000;
const MAX_INPUT_PIXELS = 50_000_000;

/** The rule an upload breaks before it is decoded, or null. */
export function attachmentRefusal(files: readonly { size: number }[]): PlaceMessage | null {
	if (files.length > MAX_PRESCRIPTION_IMAGES) return 'tooManyImages';
	if (files.some((f) => f.size === 0)) return 'notAnImage';
	if (files.some((f) => f.size > MAX_PRESCRIPTION_IMAGE_BYTES)) return 'imageTooLarge';
	return null;
}

/**
 * An upload decoded by sharp and re-encoded as WebP (metadata such as EXIF dropped, orientation
 * applied), at most `edge` px a side (`cover` crops to a square of that size); null when it is
 * not an image of the accepted formats. Profile photos use it too.
 */
export async function reencodeImage(
	bytes: Uint8Array,
	options: { formats?: ReadonlySet<string>; edge?: number; cover?: boolean } = {},
): Promise<Uint8Array | null> {
	const edge = options.edge ?? MAX_EDGE_PX;
	try {
		const image = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS });
		const { format } = await image.metadata();
		if (!format || !(options.formats ?? FORMATS).has(format)) return null;
		const out = await image
			.rotate()
			.resize(
				options.cover
					? { width: edge, height: edge, fit: 'cover' }
					: { width: edge, height: edge, fit: 'inside', withoutEnlargement: true },
			)
			.webp({ quality: 80 })
			.toBuffer();
		return new Uint8Array(out);
	} catch {
		return null;
	}
}

const reencode = (bytes: Uint8Array) => reencodeImage(bytes);

/** The uploads checked and re-encoded; 403 `order_attachment` with the rule broken. */
export async function prepareAttachments(
	files: readonly File[],
	locale: Locale,
): Promise<PreparedAttachment[]> {
	const refuse = (key: PlaceMessage) =>
		apiError(403, 'order_attachment', placeMessage(key, locale));
	const refusal = attachmentRefusal(files);
	if (refusal) throw refuse(refusal);
	// sharp works on libuv's thread pool: the images are re-encoded side by side.
	const uploads = await Promise.all(files.map(async (f) => new Uint8Array(await f.arrayBuffer())));
	const encoded = await Promise.all(uploads.map(reencode));
	return uploads.map((upload, i) => {
		const bytes = encoded[i];
		if (!bytes) throw refuse('notAnImage');
		return {
			name: `${randomBytes(16).toString('hex')}.webp`,
			contentType: 'image/webp',
			bytes,
			digest: createHash('sha256').update(upload).digest('hex'),
		};
	});
}

const NAME = /^[0-9a-f]{32}\.webp$/;

export const isAttachmentName = (name: string) => NAME.test(name);

/** Where an attachment is served (contract §3.4 `order_attachment_full_url`). */
export function attachmentUrl(baseUrl: string, name: string): string {
	return `${attachmentFolderUrl(baseUrl)}/${name}`;
}
