// Prints the JavaScript and CSS each page really loads in Chromium, raw and gzip (inline
// scripts included). Needs a running server:
//   npm run serve & node scripts/measure-js.mjs [baseUrl] [paths...]
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { kb, pageWeight } from './lib/page-weight.mjs';

const [baseUrl = 'http://127.0.0.1:4321', ...args] = process.argv.slice(2);
const paths = args.length > 0 ? args : ['/', '/id', '/about-us', '/no-such-page'];
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
console.log('page | JS files | JS raw | JS gzip (all) | JS gzip (before scrolling) | CSS gzip');
for (const path of paths) {
	const w = await pageWeight(browser, `${baseUrl}${path}`);
	console.log(
		`${path} | ${w.jsFiles} | ${kb(w.jsRaw)} | ${kb(w.jsGzip)} | ${kb(w.jsGzipBeforeScroll)} | ${kb(w.cssGzip)}`,
	);
}
await browser.close();
