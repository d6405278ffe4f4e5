// Prints the JavaScript and CSS each page really loads in Chromium, raw and gzip (inline
// scripts included). Needs a running server:
//   npm run serve & node scripts/measure-js.mjs [baseUrl] [--shopper] [paths...]
// --shopper loads the pages as a returning shopper in Central Singapore (the zone cookies that
// bench-pages.mjs sends), so module homes and product pages render instead of the landing page.
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { kb, pageWeight } from './lib/page-weight.mjs';

const argv = process.argv.slice(2);
const shopper = argv.includes('--shopper');
const [baseUrl = 'http://127.0.0.1:4321', ...args] = argv.filter((a) => a !== '--shopper');
const paths = args.length > 0 ? args : ['/', '/id', '/about-us', '/no-such-page'];
const cookie = shopper ? 'zoneid=[1]; current-lat-lng=1.3048,103.8318' : '';
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
console.log(
	'page | JS files | JS raw | JS gzip (all) | JS gzip (before scrolling) | CSS files | CSS raw | CSS gzip',
);
for (const path of paths) {
	const w = await pageWeight(browser, `${baseUrl}${path}`, { cookie });
	console.log(
		`${path} | ${w.jsFiles} | ${kb(w.jsRaw)} | ${kb(w.jsGzip)} | ${kb(w.jsGzipBeforeScroll)} | ${w.cssFiles} | ${kb(w.cssRaw)} | ${kb(w.cssGzip)}`,
	);
}
await browser.close();
