import { expect, type Locator, type Page, test } from '@playwright/test';
import { axeFindings } from './support/axe';
import { FOOD, ORCHARD, returningShopper } from './support/shopper';

// Issue "first visit from search on a phone" (ADR 048): the results page's controls work before
// its island hydrates and the island takes over after without a reload; Pick Locations waits for
// the map to settle; Leaflet's styles load with a map only.

test.describe.configure({ timeout: 120_000 });

const RESULTS = '/home?data_type=searched&search=rice&module_id=1';

/**
 * A slow phone: the results island's code is held back until `release()`, so every tap before
 * it meets the server's HTML alone (what a visitor meets while the chunk is still on its way).
 */
async function holdResultsIsland(page: Page): Promise<() => Promise<void>> {
	let open = false;
	const held: (() => Promise<void>)[] = [];
	await page.route('**/_astro/SearchResultsApp.*.js', async (route) => {
		if (open) return route.continue();
		held.push(() => route.continue());
	});
	return async () => {
		open = true;
		await Promise.all(held.splice(0).map((go) => go()));
	};
}

const notHydrated = (page: Page) =>
	expect(page.locator('astro-island[ssr][component-url*="SearchResultsApp"]')).toHaveCount(1);

/** A tap on the phone project, a click on the desktop one. */
async function press(locator: Locator): Promise<void> {
	if (test.info().project.name === 'mobile') await locator.tap();
	else await locator.click();
}

const resultNames = (page: Page) =>
	page
		.getByRole('main')
		.getByRole('heading', { level: 2 })
		.filter({ has: page.getByRole('link') });

test.describe('the results page before its island', () => {
	test.beforeEach(async ({ context, baseURL }) => {
		await returningShopper(context, baseURL ?? '', ORCHARD, FOOD);
	});

	test('a shopper on a slow phone taps Restaurants, a sort and a filter before the results page is ready and lands on each', async ({
		page,
	}) => {
		const release = await holdResultsIsland(page);
		await page.goto(RESULTS);
		await notHydrated(page);

		// The tab: its link.
		await press(page.getByRole('tab', { name: 'Restaurants' }));
		await expect(page).toHaveURL(/tab=stores/);
		// The new page's own scripts (the select's change listener) run once it has loaded; the URL
		// is there as soon as the navigation commits.
		await page.waitForLoadState('load');
		await expect(page.getByRole('tab', { name: 'Restaurants' })).toHaveAttribute(
			'aria-selected',
			'true',
		);
		await expect(resultNames(page).first()).toContainText('Ah Seng Hainanese Chicken Rice');
		await notHydrated(page);

		// The sort: choosing sends its form.
		await page.getByRole('combobox', { name: 'Sort by' }).selectOption('rating');
		await expect(page).toHaveURL(/tab=stores.*sort=rating|sort=rating.*tab=stores/);
		await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('rating');
		await notHydrated(page);

		// The filter: the drawer (phone) or popover (desktop) opens without the island; Apply sends.
		await press(page.getByRole('button', { name: 'Filter' }).filter({ visible: true }));
		const filters = page.getByRole('dialog').filter({ visible: true });
		await expect(filters).toBeVisible();
		expect(await axeFindings(page, 'main')).toEqual([]);
		await filters.getByRole('checkbox', { name: 'Open now' }).check();
		await press(filters.getByRole('button', { name: 'Apply' }));
		await expect(page).toHaveURL(/open_now=1/);
		await expect(page).toHaveURL(/sort=rating/);
		const chips = page.getByRole('region', { name: 'Applied filters' });
		const openNow = chips.getByRole('link', { name: 'Remove filter: Open now' });
		await expect(openNow).toBeVisible();
		await notHydrated(page);

		// Reset before the island: the filters are cleared (the no-JS meaning of the button).
		await press(page.getByRole('button', { name: 'Filter' }).filter({ visible: true }));
		await press(filters.getByRole('button', { name: 'Reset' }));
		await expect(page).not.toHaveURL(/open_now/);
		await expect(page).toHaveURL(/sort=rating/);
		await expect(page.getByRole('region', { name: 'Applied filters' })).toHaveCount(0);

		// The island arrives: it takes over in place, without a reload.
		await release();
		await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 30_000 });
		await page.evaluate(() => {
			(window as unknown as { stayed: boolean }).stayed = true;
		});
		await press(page.getByRole('tab', { name: 'Foods' }));
		await expect(page).not.toHaveURL(/tab=stores/);
		await expect(page.getByRole('tab', { name: 'Foods' })).toHaveAttribute('aria-selected', 'true');
		await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price_low');
		await expect(page).toHaveURL(/sort=price_low/);
		await press(page.getByRole('button', { name: 'Filter' }).filter({ visible: true }));
		await filters.getByRole('checkbox', { name: 'Open now' }).check();
		await press(filters.getByRole('button', { name: 'Apply' }));
		await expect(openNow).toBeVisible();
		await press(openNow);
		await expect(page).not.toHaveURL(/open_now/);
		expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(
			true,
		);

		// One history entry per change, all in place: back goes to the filtered list, the sorted
		// one, then the Foods tab (a new tab starts by relevance).
		await page.goBack();
		await expect(page).toHaveURL(/open_now=1/);
		await expect(openNow).toBeVisible();
		await page.goBack();
		await expect(page).toHaveURL(/sort=price_low/);
		await expect(page).not.toHaveURL(/open_now/);
		await page.goBack();
		await expect(page).toHaveURL(/search=rice&module_id=1$/);
		await expect(page.getByRole('tab', { name: 'Foods' })).toHaveAttribute('aria-selected', 'true');
		expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(
			true,
		);
	});

	test('a shopper in Bahasa Indonesia and the dark theme sorts before the results page is ready', async ({
		page,
		context,
		baseURL,
	}) => {
		await context.addCookies([{ name: 'theme', value: 'dark', url: baseURL ?? '' }]);
		const release = await holdResultsIsland(page);
		await page.goto(`/id${RESULTS}`);
		await notHydrated(page);
		await page.getByRole('combobox', { name: 'Urutkan' }).selectOption('rating');
		await expect(page).toHaveURL(/\/id\/home\?.*sort=rating/);
		await press(page.getByRole('button', { name: 'Filter' }).filter({ visible: true }));
		const filters = page.getByRole('dialog').filter({ visible: true });
		await expect(filters.getByRole('checkbox', { name: 'Buka sekarang' })).toBeVisible();
		expect(await axeFindings(page, 'main')).toEqual([]);
		await release();
	});
});

const PICKER = 'Pick your delivery location';
const MARINA = { lat: 1.2834, lng: 103.8607 };

/** Whether a stylesheet of the page holds Leaflet's rules (inside their layer too). */
const hasLeafletStyles = (page: Page) =>
	page.evaluate(() => {
		const rules = (list: CSSRuleList): CSSRule[] =>
			[...list].flatMap((r) =>
				r instanceof CSSStyleRule || !('cssRules' in r)
					? [r]
					: rules((r as CSSGroupingRule).cssRules),
			);
		return [...document.styleSheets].some((sheet) =>
			rules(sheet.cssRules).some((r) => (r as CSSStyleRule).selectorText === '.leaflet-container'),
		);
	});

test('a shopper drags the map and can pick only once it has settled, and gets the point under the pin', async ({
	page,
}) => {
	await page.goto('/');
	await page.getByRole('banner').getByRole('button', { name: 'Choose location' }).click();
	const dialog = page.getByRole('dialog', { name: PICKER });
	const map = dialog.getByRole('application');
	await expect(map).toHaveAttribute('data-ready', 'true');

	const address = dialog.getByRole('status').filter({ hasText: 'Delivery location' });
	const place = 'Marina Bay Sands, 10 Bayfront Avenue, Singapore 018956';
	await dialog.getByRole('combobox', { name: 'Search location' }).fill('Marina');
	await dialog.getByRole('option', { name: place }).click();
	await expect(address).toContainText(place);
	const pick = dialog.getByRole('button', { name: 'Pick Locations' });
	await expect(pick).toBeEnabled();

	// Mid-drag the point under the pin is not chosen yet: the button waits, busy.
	const box = await map.boundingBox();
	if (!box) throw new Error('no map on screen');
	const x = box.x + box.width / 2 + 40;
	const y = box.y + box.height / 2 + 40;
	await page.mouse.move(x, y);
	await page.mouse.down();
	await page.mouse.move(x - 80, y - 60, { steps: 8 });
	await expect(pick).toBeDisabled();
	await expect(pick).toHaveAttribute('aria-busy', 'true');
	await expect(address).toContainText('Please wait sometimes');
	await page.mouse.up();

	// Settled and looked up: the point picked is the one under the pin, east and south of Marina.
	await expect(pick).toBeEnabled({ timeout: 15_000 });
	await expect(pick).toHaveAttribute('aria-busy', 'false');
	expect(await axeFindings(page, 'dialog[open]')).toEqual([]);
	await pick.click();
	await expect(dialog).toBeHidden();
	const stored = JSON.parse(
		(await page.evaluate(() => localStorage.getItem('currentLatLng'))) ?? 'null',
	) as { lat: number; lng: number };
	expect(stored.lng).toBeGreaterThan(MARINA.lng + 0.0005);
	expect(stored.lat).toBeLessThan(MARINA.lat - 0.0003);
});

test('a visitor who never opens a map loads no map styles; the picker brings them and its map is laid out', async ({
	page,
	context,
	baseURL,
}) => {
	const sheets: string[] = [];
	page.on('request', (request) => {
		if (request.resourceType() === 'stylesheet') sheets.push(request.url());
	});
	await page.goto('/');
	expect(await hasLeafletStyles(page)).toBe(false);
	await returningShopper(context, baseURL ?? '', ORCHARD, FOOD);
	for (const path of ['/home?module_id=1', '/home?module_id=2', RESULTS]) {
		await page.goto(path);
		await expect(page.getByRole('main')).toBeVisible();
		expect(await hasLeafletStyles(page)).toBe(false);
	}
	await resultNames(page).first().getByRole('link').click();
	await expect(page).toHaveURL(/\/product\//);
	expect(await hasLeafletStyles(page)).toBe(false);
	expect(sheets.filter((url) => url.includes('leaflet'))).toEqual([]);

	// The picker: Leaflet's styles arrive with the map, which they lay out.
	await page
		.getByRole('banner')
		.getByRole('button', { name: /change delivery location/ })
		.click();
	const map = page.getByRole('dialog', { name: PICKER }).getByRole('application');
	await expect(map).toHaveAttribute('data-ready', 'true');
	expect(await hasLeafletStyles(page)).toBe(true);
	await expect(map).toHaveCSS('overflow', 'hidden');
	await expect(map.locator('.leaflet-map-pane')).toHaveCSS('position', 'absolute');
	await expect(map.locator('.leaflet-overlay-pane path').first()).toBeVisible();
});
