import { LOCALES } from '~/config/locales';
import { localizedPath } from '~/lib/preferences';

export interface SitemapEntry {
	/** Path in the default language, e.g. "/about-us". */
	path: string;
	/** ISO date of the last change, when known. */
	lastmod?: string;
}

const escapeXml = (text: string) =>
	text.replace(
		/[&<>"']/g,
		(c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
	);

/** A sitemap with one URL per page and language, each naming its other languages (hreflang). */
export function sitemapXml(origin: string, entries: SitemapEntry[]): string {
	const urls = entries.flatMap((entry) =>
		LOCALES.map((locale) => {
			const loc = escapeXml(new URL(localizedPath(entry.path, locale), origin).href);
			const alternates = [...LOCALES, 'x-default' as const]
				.map((alt) => {
					const href = escapeXml(
						new URL(localizedPath(entry.path, alt === 'x-default' ? 'en' : alt), origin).href,
					);
					return `<xhtml:link rel="alternate" hreflang="${alt}" href="${href}"/>`;
				})
				.join('');
			const lastmod = entry.lastmod ? `<lastmod>${escapeXml(entry.lastmod)}</lastmod>` : '';
			return `<url><loc>${loc}</loc>${lastmod}${alternates}</url>`;
		}),
	);
	return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls.join('')}</urlset>\n`;
}

/** robots.txt: crawl the shop, not the API or private pages; point at the sitemap. */
export function robotsTxt(origin: string): string {
	return [
		'User-agent: *',
		'Allow: /',
		'Disallow: /api/',
		'Disallow: /checkout',
		'Disallow: /profile',
		'Disallow: /auth/',
		'',
		`Sitemap: ${new URL('/sitemap.xml', origin).href}`,
		'',
	].join('\n');
}
