#!/usr/bin/env node
// Issue 14 item 13: times a shopper's step from the module choice to the food home at network
// idle, three times (the first one cold), with the page's own timings and its slowest requests.
// Usage: start the built server (npm run serve), then BASE=http://127.0.0.1:4321 node scripts/measure-first-visit.mjs
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const base = process.env.BASE ?? 'http://127.0.0.1:4321';
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
async function run(label, fn) {
	const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
	await context.addCookies([
		{ name: 'zoneid', value: '[1]', url: base },
		{ name: 'current-lat-lng', value: '1.2839,103.8513', url: base },
	]);
	await context.addInitScript(() => {
		if (localStorage.getItem('zoneid')) return;
		localStorage.setItem('zoneid', '[1]');
		localStorage.setItem('currentLatLng', JSON.stringify({ lat: 1.2839, lng: 103.8513 }));
		localStorage.setItem('location', 'Raffles Place, Singapore');
	});
	const page = await context.newPage();
	const out = await fn(page);
	console.log(label, JSON.stringify(out));
	await context.close();
}
const timings = (page) =>
	page.evaluate(() => {
		const nav = performance.getEntriesByType('navigation')[0];
		const res = performance.getEntriesByType('resource').map((r) => ({
			n: r.name.replace(location.origin, '').slice(0, 70),
			d: Math.round(r.duration),
			t: r.initiatorType,
			s: r.transferSize,
		}));
		return {
			ttfb: Math.round(nav.responseStart),
			dcl: Math.round(nav.domContentLoadedEventEnd),
			load: Math.round(nav.loadEventEnd),
			html: nav.transferSize,
			slow: res.sort((a, b) => b.d - a.d).slice(0, 8),
			count: res.length,
		};
	});
for (let i = 0; i < 3; i++) {
	await run('food-home', async (page) => {
		await page.goto(`${base}/home`);
		await page.waitForLoadState('networkidle');
		const t0 = Date.now();
		await page.getByRole('link', { name: /Food/ }).first().click();
		await page.waitForURL(/module_id|home/);
		await page.waitForLoadState('networkidle');
		return { total: Date.now() - t0, ...(await timings(page)) };
	});
}
await browser.close();
