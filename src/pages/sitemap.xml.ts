import type { APIRoute } from 'astro';
import { enabledPages } from '~/server/pages/pages.service';
import { sitemapXml } from '~/server/seo/sitemap';
import { sitemapCatalogueEntries, sitemapItems } from '~/server/seo/sitemap.repo';

export const prerender = false;

/** The pages a search engine should know, in both languages: landing, business pages, products, stores and categories. */
export const GET: APIRoute = async ({ locals: { ctx } }) => {
	const db = await ctx.db();
	const [pages, settings, products, catalogue] = await Promise.all([
		enabledPages(db),
		ctx.settings(),
		sitemapItems(db),
		sitemapCatalogueEntries(db),
	]);
	const updated = (slug: string) =>
		(settings[`page:${slug}`] as { updated?: string } | undefined)?.updated;
	const entries = [
		{ path: '/' },
		...pages.map((slug) => {
			const lastmod = updated(slug);
			return lastmod ? { path: `/${slug}`, lastmod } : { path: `/${slug}` };
		}),
		...products.map((p) => ({
			path: `/product/${p.slug}`,
			lastmod: p.updatedAt.toISOString().slice(0, 10),
		})),
		...catalogue,
	];
	return new Response(sitemapXml(ctx.baseUrl, entries), {
		headers: {
			'Content-Type': 'application/xml; charset=utf-8',
			'Cache-Control': 'public, max-age=3600',
		},
	});
};
