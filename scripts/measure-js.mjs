// Prints the JavaScript and CSS each page really loads in Chromium (scrolled to the bottom so
// client:visible islands load too), raw and gzip. Needs a running server:
//   npm run serve & node scripts/measure-js.mjs [baseUrl] [paths...]
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const [baseUrl = 'http://127.0.0.1:4321', ...args] = process.argv.slice(2);
const paths = args.length > 0 ? args : ['/', '/id', '/no-such-page'];
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

console.log('page | JS files | JS raw | JS gzip | JS before interaction (gzip) | CSS gzip');
for (const path of paths) {
	const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
	const seen = [];
	page.on('response', async (response) => {
		const type = response.request().resourceType();
		if (type !== 'script' && type !== 'stylesheet') return;
		const body = await response.body().catch(() => Buffer.alloc(0));
		seen.push({
			type,
			url: response.url(),
			raw: body.length,
			gzip: gzipSync(body, { level: 9 }).length,
		});
	});
	await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
	const beforeScroll = seen.filter((s) => s.type === 'script').reduce((n, s) => n + s.gzip, 0);
	await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
	await page.waitForLoadState('networkidle');
	await page.waitForTimeout(500);
	const inline = await page.evaluate(() =>
		[...document.querySelectorAll('script:not([src])')]
			.filter((s) => s.type !== 'application/ld+json')
			.reduce((n, s) => n + (s.textContent?.length ?? 0), 0),
	);
	const js = seen.filter((s) => s.type === 'script');
	const css = seen.filter((s) => s.type === 'stylesheet');
	const sum = (list, key) => list.reduce((n, s) => n + s[key], 0);
	console.log(
		`${path} | ${js.length} (+${kb(inline)} inline) | ${kb(sum(js, 'raw'))} | ${kb(sum(js, 'gzip'))} | ${kb(beforeScroll)} | ${kb(sum(css, 'gzip'))}`,
	);
	await page.close();
}
await browser.close();
