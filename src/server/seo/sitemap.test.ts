import { describe, expect, test } from 'vitest';
import { robotsTxt, sitemapXml } from './sitemap';

describe('sitemapXml', () => {
	test('lists each page in both languages with its alternates', () => {
		const xml = sitemapXml('https://shop.example', [
			{ path: '/' },
			{ path: '/about-us', lastmod: '2026-10-06' },
		]);
		expect(xml).toContain('<loc>https://shop.example/</loc>');
		expect(xml).toContain('<loc>https://shop.example/id</loc>');
		expect(xml).toContain(
			'<loc>https://shop.example/id/about-us</loc><lastmod>2026-10-06</lastmod>',
		);
		expect(xml).toContain(
			'<xhtml:link rel="alternate" hreflang="x-default" href="https://shop.example/about-us"/>',
		);
		expect(xml.match(/<url>/g)).toHaveLength(4);
	});

	test('escapes what it prints', () => {
		expect(sitemapXml('https://shop.example', [{ path: '/a&b' }])).toContain('/a&amp;b');
	});
});

describe('robotsTxt', () => {
	test('keeps crawlers out of the API and names the sitemap', () => {
		const robots = robotsTxt('https://shop.example');
		expect(robots).toContain('Disallow: /api/');
		expect(robots).toContain('Sitemap: https://shop.example/sitemap.xml');
	});
});
