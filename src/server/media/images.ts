import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { artworkSvg } from './artwork';

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

async function render(req: ImageRequest): Promise<Buffer> {
	const spec = FOLDERS[req.folder] ?? { aspect: 1 };
	const height = Math.round(req.width / spec.aspect);
	const image = sharp(Buffer.from(artworkSvg(req.file, req.width, height)));
	return req.format === 'avif'
		? image.avif({ quality: 55, effort: 2 }).toBuffer()
		: image.webp({ quality: 78 }).toBuffer();
}

/**
 * The bytes of an image: from the cache folder, or drawn, encoded and cached on first use. The
 * same request arriving twice at once is rendered once.
 */
export async function imageBytes(req: ImageRequest, cacheDir: string): Promise<Buffer> {
	const name = `${req.file.replace(/\.[a-z]+$/, '')}-${req.width}.${req.format}`;
	const file = path.join(cacheDir, req.folder, name);
	try {
		return await readFile(file);
	} catch {
		// not cached yet
	}
	let pending = inFlight.get(file);
	if (!pending) {
		pending = render(req).then(async (bytes) => {
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
			'Cache-Control': `public, max-age=${MAX_AGE_S}`,
			Vary: 'Accept',
		},
	});
}
