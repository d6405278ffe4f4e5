// Screenshots of the demo for the README (issue 21): builds, serves the storefront on a fresh
// database and writes compressed PNGs to docs/screenshots/.
//   npm run screenshots [-- --no-build] [name-filter]
// Phone 390×844 and desktop 1280×800 at 1× pixels; light and dark; English and Indonesian.
// SCREENSHOTS_PORT picks the port (default 4497).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { startBuiltServer } from './lib/built-server.mjs';
import { SHOTS } from './lib/screenshot-list.mjs';

const args = process.argv.slice(2);
const build = !args.includes('--no-build');
const only = args.find((a) => !a.startsWith('--'));
const PORT = Number(process.env.SCREENSHOTS_PORT ?? 4497);
const base = `http://127.0.0.1:${PORT}`;
const out = path.resolve('docs/screenshots');
const work = mkdtempSync(path.join(tmpdir(), 'storefront-screenshots-'));
const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } };

if (build) execFileSync('npm', ['run', '-s', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
const server = startBuiltServer({ port: PORT, dataDir: path.join(work, 'data') });
await server.ready;
mkdirSync(out, { recursive: true });

/** A fresh browser context: theme and language cookies, and a chosen location when given. */
async function contextFor(browser, shot) {
	const context = await browser.newContext({
		viewport: VIEWPORTS[shot.device],
		deviceScaleFactor: 1,
		hasTouch: shot.device === 'phone',
		colorScheme: shot.theme,
		locale: shot.locale === 'id' ? 'id-ID' : 'en-SG',
		timezoneId: 'Asia/Singapore',
	});
	const cookies = [
		{ name: 'theme', value: shot.theme },
		{ name: 'language-setting', value: shot.locale },
		...(shot.location
			? [
					{ name: 'zoneid', value: JSON.stringify(shot.location.zoneIds) },
					{ name: 'current-lat-lng', value: `${shot.location.lat},${shot.location.lng}` },
					{ name: 'module-id', value: String(shot.location.module.id) },
					{ name: 'module-type', value: shot.location.module.module_type },
				]
			: []),
	];
	await context.addCookies(cookies.map((c) => ({ ...c, url: base })));
	await context.addInitScript(
		({ shot }) => {
			localStorage.setItem('settings.theme', shot.theme);
			localStorage.setItem('language-setting', JSON.stringify(shot.locale));
			if (!shot.location) return;
			const { zoneIds, lat, lng, address, module } = shot.location;
			localStorage.setItem('zoneid', JSON.stringify(zoneIds));
			localStorage.setItem('currentLatLng', JSON.stringify({ lat, lng }));
			localStorage.setItem('location', address);
			localStorage.setItem('module', JSON.stringify({ ...module, zones: [] }));
		},
		{ shot },
	);
	return context;
}

/** Waits until the network is quiet and every image in view has loaded. */
async function settle(page) {
	await page.waitForLoadState('networkidle').catch(() => {});
	await page
		.waitForFunction(
			() =>
				[...document.images]
					.filter((img) => {
						const r = img.getBoundingClientRect();
						return r.bottom > 0 && r.top < innerHeight && r.width > 0;
					})
					.every((img) => img.complete),
			null,
			{ timeout: 30_000 },
		)
		.catch(() => {});
	await page.waitForTimeout(400);
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
let written = 0;
try {
	for (const shot of SHOTS.filter((s) => !only || s.name.includes(only))) {
		const context = await contextFor(browser, shot);
		const page = await context.newPage();
		try {
			const target = shot.prepare ? await shot.prepare({ base, context, page }) : shot.path;
			await page.goto(`${base}${target}`, { waitUntil: 'domcontentloaded' });
			await settle(page);
			if (shot.act) {
				await shot.act(page);
				await settle(page);
			}
			const png = await page.screenshot();
			const file = path.join(out, `${shot.name}.png`);
			await sharp(png).png({ palette: true, quality: 85, compressionLevel: 9 }).toFile(file);
			written += 1;
			console.log(`${shot.name}.png`);
		} catch (error) {
			console.error(`${shot.name}: ${error.message}`);
		} finally {
			await context.close();
		}
	}
} finally {
	await browser.close();
	await server.stop();
	rmSync(work, { recursive: true, force: true });
}
console.log(`${written} screenshots in docs/screenshots/`);
