import type { APIRoute } from 'astro';
import { readServerEnv } from '~/server/env';
import { robotsTxt } from '~/server/seo/sitemap';

export const prerender = false;

export const GET: APIRoute = ({ url }) =>
	new Response(robotsTxt(readServerEnv().PUBLIC_URL ?? url.origin), {
		headers: {
			'Content-Type': 'text/plain; charset=utf-8',
			'Cache-Control': 'public, max-age=3600',
		},
	});
