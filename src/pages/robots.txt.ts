import type { APIRoute } from 'astro';
import { robotsTxt } from '~/server/seo/sitemap';

export const prerender = false;

export const GET: APIRoute = ({ locals }) =>
	new Response(robotsTxt(locals.ctx.baseUrl), {
		headers: {
			'Content-Type': 'text/plain; charset=utf-8',
			'Cache-Control': 'public, max-age=3600',
		},
	});
