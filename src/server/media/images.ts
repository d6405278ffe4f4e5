import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { registerMemoryHolder } from '../memory';
import { artworkSvg, hashOf } from './artwork';
import { pictureFor } from './catalog-pictures';
import { type Composition, composePicture } from './compose';

/** Folders images are served from, with their aspect (width / height) and default width. */
const FOLDERS: Record<string, { aspect: number; width: number }> = {
	product: { aspect: 1, width: 480 },
	store: { aspect: 1, width: 240 },
	'store/cover': { aspect: 3, width: 1200 },
	category: { aspect: 1, width: 240 },
	brand: { aspect: 1, width: 240 },
	banner: { aspect: 3, width: 1200 },
	campaign: { aspect: 2, width: 800 },
	promotional_banner: { aspect: 3, width: 1200 },
	advertisement: { aspect: 2, width: 800 },
	parcel_category: { aspect: 1, width: 240 },
	profile: { aspect: 1, width: 160 },
};
const WIDTHS = [120, 160, 240, 320, 480, 640, 800, 1200];
const FILE = /^[a-z0-9][a-z0-9_-]{0,150}\.(webp|avif|png|jpg)$/;
const MAX_AGE_S = 86_400;

export interface ImageRequest {
	folder: string;
	file: string;
	width: number;
	format: 'avif' | 'webp';
}

/** Parses `/images/{folder}/{file}?w=` and the Accept header; null for anything else. */
export function parseImageRequest(
	pathname: string,
	search: URLSearchParams,
	accept: string,
): ImageRequest | null {
	const match = /^\/images\/(.+)\/([^/]+)$/.exec(pathname);
	if (!match) return null;
	const [, folder = '', file = ''] = match;
	const spec = FOLDERS[folder];
	if (!spec || !FILE.test(file)) return null;
	const asked = Number(search.get('w'));
	const width = WIDTHS.find((w) => w >= (asked || spec.width)) ?? spec.width;
	// `f` (from a <source type=…>) wins over the Accept header.
	const askedFormat = search.get('f');
	const format =
		askedFormat === 'avif' || askedFormat === 'webp'
			? askedFormat
			: accept.includes('image/avif')
				? 'avif'
				: 'webp';
	return { folder, file, width, format };
}

const inFlight = new Map<string, Promise<Buffer>>();

/**
 * libvips' operation cache (sharp's default: 50 MB, 100 operations) helps little here: every
 * encoded image is kept on disk and read from there. Bounded smaller (ADR 040).
 */
export const SHARP_CACHE = { memory: 16, files: 0, items: 32 } as const;
sharp.cache(SHARP_CACHE);

registerMemoryHolder('sharp cache', () => {
	const { memory, items } = sharp.cache();
	return {
		bytes: memory.current * 1024 * 1024,
		maxBytes: memory.max * 1024 * 1024,
		entries: items.current,
	};
});

/** Bump when the composer's output changes, so cached files of the old look are not served. */
const PICTURE_VERSION = 2;

async function render(req: ImageRequest, picture: Composition | undefined): Promise<Buffer> {
	const spec = FOLDERS[req.folder] ?? { aspect: 1 };
	const height = Math.round(req.width / spec.aspect);
	const image = picture
		? await composePicture(picture, req.width, height)
		: sharp(Buffer.from(artworkSvg(req.file, req.width, height)));
	return req.format === 'avif'
		? image.avif({ quality: 55, effort: 2 }).toBuffer()
		: image.webp({ quality: 78 }).toBuffer();
}

/**
 * The bytes of an image: from the cache folder, or composed (seeded pictures, ADR 019) or drawn
 * (anything else, ADR 009), encoded and cached on first use. A seeded picture's cache name
 * carries a hash of its composition, so changing an item's emoji shows the new picture. The same
 * request arriving twice at once is rendered once.
 */
export async function imageBytes(
	req: ImageRequest,
	cacheDir: string,
	pictures: (folder: string, file: string) => Composition | undefined = pictureFor,
): Promise<Buffer> {
	const picture = pictures(req.folder, req.file);
	const stamp = picture
		? `-p${hashOf(JSON.stringify([PICTURE_VERSION, picture])).toString(36)}`
		: '';
	const name = `${req.file.replace(/\.[a-z]+$/, '')}${stamp}-${req.width}.${req.format}`;
	const file = path.join(cacheDir, req.folder, name);
	try {
		return await readFile(file);
	} catch {
		// not cached yet
	}
	let pending = inFlight.get(file);
	if (!pending) {
		pending = render(req, picture).then(async (bytes) => {
			await mkdir(path.dirname(file), { recursive: true });
			const temp = `${file}.${process.pid}.tmp`;
			await writeFile(temp, bytes);
			await rename(temp, file);
			return bytes;
		});
		pending.finally(() => inFlight.delete(file)).catch(() => {});
		inFlight.set(file, pending);
	}
	return pending;
}

export function imageResponse(bytes: Buffer, req: ImageRequest): Response {
	return new Response(new Uint8Array(bytes), {
		headers: {
			'Content-Type': `image/${req.format}`,
			'Cache-Control': `public, max-age=${MAX_AGE_S}, stale-while-revalidate=${7 * MAX_AGE_S}`,
			Vary: 'Accept',
		},
	});
}
