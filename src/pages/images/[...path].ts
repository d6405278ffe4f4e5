import path from 'node:path';
import type { APIRoute } from 'astro';
import { readServerEnv } from '~/server/env';
import { imageBytes, imageResponse, parseImageRequest } from '~/server/media/images';

export const prerender = false;

/**
 * Seeded and uploaded images, sized and in AVIF or WebP by the Accept header. Files shipped in
 * public/images (module icons, the logo) are served before this route is reached.
 */
export const GET: APIRoute = async ({ url, request }) => {
	const req = parseImageRequest(
		url.pathname,
		url.searchParams,
		request.headers.get('accept') ?? '',
	);
	if (!req) return new Response('Not found', { status: 404 });
	const cacheDir = path.resolve(readServerEnv().DATA_DIR, 'image-cache');
	return imageResponse(await imageBytes(req, cacheDir), req);
};
