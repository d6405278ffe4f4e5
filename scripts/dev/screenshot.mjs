// Screenshot of a page for a human look: node scripts/dev/screenshot.mjs <url> <out.png> [width] [light|dark]
// Prints console errors and warnings the page produced.
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';

const [url, out, width = '1280', theme = 'light'] = process.argv.slice(2);
if (!url || !out) {
	console.error('usage: node scripts/dev/screenshot.mjs <url> <out.png> [width] [light|dark]');
	process.exit(2);
}
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const page = await browser.newPage({
	viewport: { width: Number(width), height: 900 },
	colorScheme: theme,
});
const problems = [];
page.on('console', (m) => {
	if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text());
});
page.on('pageerror', (e) => problems.push(String(e)));
await page.goto(url, { waitUntil: 'networkidle' });
await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
await page.waitForTimeout(1200);
await page.evaluate(() => window.scrollTo(0, 0));
await page.screenshot({ path: out, fullPage: true });
console.log('console problems:', JSON.stringify(problems));
await browser.close();
