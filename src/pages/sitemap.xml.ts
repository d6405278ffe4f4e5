import type { APIRoute } from 'astro';
import { getSettings } from '~/server/config/settings';
import { getDatabase } from '~/server/db/client';
import { readServerEnv } from '~/server/env';
import { enabledPages } from '~/server/pages/pages.service';
import { sitemapXml } from '~/server/seo/sitemap';

export const prerender = false;

/** The pages a search engine should know, in both languages. Grows with the catalogue pages. */
export const GET: APIRoute = async ({ url }) => {
	const origin = readServerEnv().PUBLIC_URL ?? url.origin;
	const { db } = await getDatabase();
	const [pages, settings] = await Promise.all([enabledPages(db), getSettings(db)]);
	const updated = (slug: string) =>
		(settings[`page:${slug}`] as { updated?: string } | undefined)?.updated;
	const entries = [
		{ path: '/' },
		...pages.map((slug) => {
			const lastmod = updated(slug);
			return lastmod ? { path: `/${slug}`, lastmod } : { path: `/${slug}` };
		}),
	];
	return new Response(sitemapXml(origin, entries), {
		headers: {
			'Content-Type': 'application/xml; charset=utf-8',
			'Cache-Control': 'public, max-age=3600',
		},
	});
};
