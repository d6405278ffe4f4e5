// The JavaScript and CSS a page really loads in Chromium, scrolled to the bottom so that
// client:visible islands load too; raw and gzip bytes.
import { gzipSync } from 'node:zlib';

export async function pageWeight(browser, url, { cookie = '' } = {}) {
	const page = await browser.newPage({
		viewport: { width: 1280, height: 800 },
		extraHTTPHeaders: cookie ? { cookie } : {},
	});
	const seen = [];
	page.on('response', async (response) => {
		const type = response.request().resourceType();
		if (type !== 'script' && type !== 'stylesheet') return;
		const body = await response.body().catch(() => Buffer.alloc(0));
		seen.push({ type, raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
	});
	await page.goto(url, { waitUntil: 'networkidle' });
	const beforeScrollGzip = seen.filter((s) => s.type === 'script').reduce((n, s) => n + s.gzip, 0);
	await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
	await page.waitForLoadState('networkidle');
	await page.waitForTimeout(500);
	const inline = await page.evaluate(() =>
		[...document.querySelectorAll('script:not([src])')]
			.filter((s) => s.type !== 'application/ld+json')
			.map((s) => s.textContent ?? ''),
	);
	await page.close();
	const sum = (list, key) => list.reduce((n, s) => n + s[key], 0);
	const js = seen.filter((s) => s.type === 'script');
	const css = seen.filter((s) => s.type === 'stylesheet');
	const inlineGzip = inline.reduce((n, text) => n + gzipSync(text, { level: 9 }).length, 0);
	return {
		jsFiles: js.length,
		jsRaw: sum(js, 'raw'),
		jsGzip: sum(js, 'gzip') + inlineGzip,
		jsGzipBeforeScroll: beforeScrollGzip + inlineGzip,
		cssFiles: css.length,
		cssRaw: sum(css, 'raw'),
		cssGzip: sum(css, 'gzip'),
	};
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
