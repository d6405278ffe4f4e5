#!/usr/bin/env node
// Issue 14 item 13: where a new shopper's time goes, step by step, in Chromium on this machine.
//   1. The place suggestions lookup: 40 typed prefixes against the API, ms inside the server
//      (Server-Timing when the server runs with SERVER_TIMING=1) and at the client.
//   2. The pharmacy path: landing → location (typed, picked) → Pharmacy → home → store → product.
//   3. The food home from the module choice to network idle.
// Each journey runs three times in a fresh browser context (the first one meets a cold server);
// each step prints its wall time, the server's share (time to first byte of the page or of the
// API calls it waited for), the HTML and other bytes fetched, and the main thread's busy time
// (long tasks: JavaScript, style and layout).
// Usage: start the built server (SERVER_TIMING=1 npm run serve, or PORT=… node scripts/serve.mjs),
// then BASE=http://127.0.0.1:4321 node scripts/measure-first-visit.mjs
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const base = process.env.BASE ?? 'http://127.0.0.1:4321';
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const out = (line = '') => process.stdout.write(`${line}\n`);
const pct = (list, p) => {
	const sorted = [...list].sort((a, b) => a - b);
	return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
};
const r1 = (n) => Math.round(n * 10) / 10;

// 1. Suggestions: every prefix a shopper types (the 500 ms debounce is the browser's, not here).
{
	const words = [
		'Woodlands',
		'Raffles',
		'Orchard',
		'Tampines',
		'Jurong',
		'Bedok',
		'Marina',
		'Changi',
	];
	const prefixes = words.flatMap((w) => [w.slice(0, 3), w.slice(0, 5), w]);
	const client = [];
	const server = [];
	for (let round = 0; round < 2; round++) {
		for (const text of prefixes) {
			const started = performance.now();
			const response = await fetch(
				`${base}/api/v1/config/place-api-autocomplete?search_text=${encodeURIComponent(text)}`,
				{ headers: { accept: 'application/json' } },
			);
			await response.arrayBuffer();
			if (round === 0) continue; // the first pass warms the index
			client.push(performance.now() - started);
			const timing = /data;dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '');
			if (timing) server.push(Number(timing[1]));
		}
	}
	out(
		`place suggestions (${client.length} prefixes, warm): client p50 ${r1(pct(client, 50))} ms, p95 ${r1(pct(client, 95))} ms` +
			(server.length
				? `; server p50 ${r1(pct(server, 50))} ms, p95 ${r1(pct(server, 95))} ms`
				: '') +
			' (target < 50 ms, debounce 500 ms apart)',
	);
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

/** Collects, per step, the responses, their bytes and the main thread's long tasks. */
async function newPage(viewport) {
	const context = await browser.newContext({ viewport });
	await context.addInitScript(() => {
		window.__busy = 0;
		try {
			new PerformanceObserver((list) => {
				for (const entry of list.getEntries()) window.__busy += entry.duration;
			}).observe({ type: 'longtask', buffered: true });
		} catch {
			// no long task timing: busy stays 0
		}
	});
	const page = await context.newPage();
	const responses = [];
	page.on('requestfinished', async (request) => {
		const response = await request.response();
		if (!response) return;
		const sizes = await request.sizes().catch(() => ({ responseBodySize: 0 }));
		const timing = request.timing();
		responses.push({
			url: request.url().replace(base, ''),
			type: request.resourceType(),
			bytes: sizes.responseBodySize + (sizes.responseHeadersSize ?? 0),
			wait: Math.max(0, timing.responseStart - timing.requestStart),
			serverTiming: response.headers()['server-timing'] ?? '',
		});
	});
	return { context, page, responses };
}

/** One step: what it cost in time, server, bytes and main-thread work. */
async function step(label, session, action) {
	const { page, responses } = session;
	const from = responses.length;
	const busyBefore = await page.evaluate(() => window.__busy ?? 0).catch(() => 0);
	const started = Date.now();
	await action();
	await page.waitForLoadState('networkidle');
	const wall = Date.now() - started;
	const busy = await page.evaluate(() => window.__busy ?? 0).catch(() => 0);
	const got = responses.slice(from);
	const kb = (list) => Math.round(list.reduce((n, r) => n + r.bytes, 0) / 1024);
	const documents = got.filter((r) => r.type === 'document');
	const scripts = got.filter((r) => r.type === 'script');
	const fetches = got.filter((r) => r.type === 'fetch' || r.type === 'xhr');
	const images = got.filter((r) => r.type === 'image');
	const serverWait = [...documents, ...fetches].reduce((n, r) => n + r.wait, 0);
	const slowest = [...got].sort((a, b) => b.wait - a.wait)[0];
	out(
		`  ${label.padEnd(26)} ${String(wall).padStart(6)} ms | server ${String(Math.round(serverWait)).padStart(5)} ms` +
			` | html ${kb(documents)} KB, js ${kb(scripts)} KB (${scripts.length}), fetch ${kb(fetches)} KB (${fetches.length}), img ${kb(images)} KB (${images.length})` +
			// A navigation starts a new document, which counts from zero.
			` | main thread busy ${Math.round(busy >= busyBefore ? busy - busyBefore : busy)} ms` +
			(slowest ? ` | slowest ${slowest.url.slice(0, 60)} ${Math.round(slowest.wait)} ms` : ''),
	);
	return wall;
}

/** Landing → location picked by typing → the module dialog, as the e2e journey does it. */
async function pickPlace(page, text, option) {
	await page
		.getByRole('banner')
		.getByRole('button', { name: /Choose location/ })
		.click();
	const picker = page.getByRole('dialog', { name: 'Pick your delivery location' });
	await picker.getByRole('application').and(page.locator('[data-ready="true"]')).waitFor();
	await picker.getByRole('combobox', { name: 'Search location' }).fill(text);
	await picker.getByRole('option', { name: option }).click();
	await picker.getByRole('status').filter({ hasText: 'Delivery location' }).waitFor();
	await picker.getByRole('button', { name: 'Pick Locations' }).click();
	await page.getByRole('dialog', { name: 'Select a type of module for your orders' }).waitFor();
}

const PLACE = 'Woodlands Civic Centre, 900 South Woodlands Drive, Singapore 730900';

/** The first link on the page to a store's or an item's own page (not a list such as /store/popular). */
const firstLink = (page, pattern) =>
	page.evaluate(
		(source) =>
			[...document.querySelectorAll('main a[href]')]
				.map((a) => a.getAttribute('href') ?? '')
				.find((h) => new RegExp(source).test(h)) ?? null,
		pattern.source,
	);

for (const [name, viewport] of [
	['desktop', { width: 1280, height: 800 }],
	['phone', { width: 390, height: 844 }],
]) {
	for (let round = 1; round <= ROUNDS; round++) {
		out(
			`pharmacy path, ${name}, round ${round}${round === 1 ? ' (cold server caches on the first run)' : ''}`,
		);
		const session = await newPage(viewport);
		const { page } = session;
		let total = 0;
		total += await step('landing', session, () => page.goto(`${base}/`));
		total += await step('location (typed, picked)', session, () =>
			pickPlace(page, 'Woodlands', PLACE),
		);
		total += await step('Pharmacy → home', session, async () => {
			await page
				.getByRole('dialog', { name: 'Select a type of module for your orders' })
				.getByRole('button', { name: /^Pharmacy/ })
				.click();
			await page.waitForURL(/\/home/);
		});
		const store = await firstLink(page, /^\/store\/(?!popular|latest)[^/?]+/);
		if (store) total += await step('home → store', session, () => page.goto(`${base}${store}`));
		const product = await firstLink(page, /^\/product\/[^/?]+/);
		if (product)
			total += await step('store → product', session, () => page.goto(`${base}${product}`));
		out(`  total ${total} ms`);
		await session.context.close();

		out(`food home from the module choice, ${name}, round ${round}`);
		const food = await newPage(viewport);
		await step('landing', food, () => food.page.goto(`${base}/`));
		await step('location (typed, picked)', food, () => pickPlace(food.page, 'Woodlands', PLACE));
		await step('Food → home (network idle)', food, async () => {
			await food.page
				.getByRole('dialog', { name: 'Select a type of module for your orders' })
				.getByRole('button', { name: /^Food/ })
				.click();
			await food.page.waitForURL(/\/home/);
		});
		await food.context.close();
	}
}
await browser.close();
