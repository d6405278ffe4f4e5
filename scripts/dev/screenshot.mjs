import { chromium } from '@playwright/test';
const browser = await chromium.launch({
	executablePath: '/usr/bin/chromium',
	args: [
		'--no-sandbox',
		'--disable-gpu',
		'--disable-background-networking',
		'--disable-component-update',
		'--disable-sync',
		'--no-first-run',
		'--disable-quic',
	],
});
const [url, out, width, theme] = process.argv.slice(2);
const page = await browser.newPage({
	viewport: { width: Number(width || 1280), height: 900 },
	colorScheme: theme || 'light',
});
const errors = [];
page.on('console', (m) => {
	if (m.type() === 'error' || m.type() === 'warning') errors.push(m.text());
});
page.on('pageerror', (e) => errors.push(String(e)));
await page.goto(url, { waitUntil: 'networkidle' });
await page.locator('#coverage').scrollIntoViewIfNeeded();
await page.waitForTimeout(1200);
await page.screenshot({ path: out, fullPage: true });
console.log('errors:', JSON.stringify(errors));
await browser.close();
