import { expect, type Page, test } from '@playwright/test';
import { axeFindings } from './support/axe';
import { FOOD, ORCHARD, returningShopper } from './support/shopper';

// Issue 15 (ADR 017, 018): the header search box with suggestions and history, and the results
// page with tabs, sort, filters, chips and infinite scroll, in both languages and themes.

// Journeys on a shared two-core machine: room for slow page loads, no timed assertions.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ context, baseURL }) => {
	await returningShopper(context, baseURL ?? '', ORCHARD, FOOD);
});

/** axe on what this issue adds: the page's main part and the header's search form. */
async function expectAccessible(page: Page) {
	await page.evaluate(() => window.scrollTo(0, 0));
	expect(await axeFindings(page, 'main')).toEqual([]);
	expect(await axeFindings(page, '.header-search')).toEqual([]);
}

/** The header box: a plain search field until the combobox island replaces it on first focus. */
const searchBox = (page: Page, name = 'Search items or stores') =>
	page.getByRole('combobox', { name }).or(page.getByRole('searchbox', { name })).first();

const resultNames = (page: Page) =>
	page
		.getByRole('main')
		.getByRole('heading', { level: 2 })
		.filter({ has: page.getByRole('link') });

test('a shopper types a misspelt dish, picks a suggestion and lands on the dish', async ({
	page,
}) => {
	await page.goto('/home?module_id=1');
	const box = page.getByRole('combobox', { name: 'Search items or stores' });
	await searchBox(page).click();
	await expect(box).toBeVisible();
	await box.pressSequentially('chiken rice', { delay: 30 });
	const listbox = page.getByRole('listbox');
	await expect(listbox.getByRole('option').first()).toContainText(/chicken rice/i, {
		timeout: 15_000,
	});
	await expect(listbox.getByRole('group', { name: 'Stores' })).toBeVisible();
	await listbox
		.getByRole('option', { name: /^Hainanese Chicken Rice/ })
		.first()
		.click();
	await expect(page).toHaveURL(/\/product\//);
	await expect(page.getByRole('heading', { level: 1 })).toContainText(/Hainanese Chicken Rice/i);
});

test('a shopper searches, filters, scrolls to page 2 and goes back', async ({ page }) => {
	await page.goto('/home?module_id=1');
	await searchBox(page).click();
	await searchBox(page).fill('rice');
	await searchBox(page).press('Enter');
	await expect(page).toHaveURL(/data_type=searched&search=rice&module_id=1/);
	await expect(
		page.getByRole('heading', { level: 1, name: 'Search results for “rice”' }),
	).toBeVisible();
	await expect(page.getByRole('tab', { name: 'Foods' })).toHaveAttribute('aria-selected', 'true');
	await expect(resultNames(page)).toHaveCount(12);
	await expectAccessible(page);

	// The term is remembered (unique, newest first) and offered when the box is empty.
	await page
		.getByRole('combobox', { name: 'Search items or stores' })
		.or(page.getByRole('searchbox', { name: 'Search items or stores' }))
		.first()
		.click();
	const combobox = page.getByRole('combobox', { name: 'Search items or stores' });
	await combobox.fill('');
	await expect(
		page.getByRole('group', { name: 'Recent searches' }).getByRole('option', { name: 'rice' }),
	).toBeVisible();
	await combobox.press('Escape');

	// A filter: the URL changes, a chip appears, the list is filtered.
	await page.getByRole('button', { name: 'Filter' }).filter({ visible: true }).click();
	const filters = page.getByRole('dialog').filter({ visible: true });
	await filters.getByRole('checkbox', { name: 'Free delivery' }).check();
	await filters.getByRole('button', { name: 'Apply' }).click();
	await expect(page).toHaveURL(/free_delivery=1/);
	const chips = page.getByRole('region', { name: 'Applied filters' });
	await expect(chips.getByRole('link', { name: 'Remove filter: Free delivery' })).toBeVisible();

	// Sort by price: a new URL; then infinite scroll brings page 2 in without changing it.
	await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price_low');
	await expect(page).toHaveURL(/sort=price_low/);
	await chips.getByRole('link', { name: 'Remove filter: Free delivery' }).click();
	await expect(page).not.toHaveURL(/free_delivery/);
	await expect(resultNames(page)).toHaveCount(12);
	await page.getByRole('link', { name: 'Next page' }).scrollIntoViewIfNeeded();
	await expect(resultNames(page)).toHaveCount(24, { timeout: 15_000 });

	// Back: the previous state of the list (free delivery on), then the plain search.
	await page.goBack();
	await expect(page).toHaveURL(/free_delivery=1&sort=price_low|sort=price_low&free_delivery=1/);
	await expect(chips.getByRole('link', { name: 'Remove filter: Free delivery' })).toBeVisible();
	await page.goBack();
	await page.goBack();
	await expect(page).toHaveURL(/search=rice&module_id=1$/);
	await expect(page.getByRole('region', { name: 'Applied filters' })).toHaveCount(0);
});

test('restaurants tab, and the empty texts', async ({ page }) => {
	await page.goto('/home?data_type=searched&search=chicken&module_id=1');
	await page.getByRole('tab', { name: 'Restaurants' }).click();
	await expect(page).toHaveURL(/tab=stores/);
	await expect(page.getByRole('tab', { name: 'Restaurants' })).toHaveAttribute(
		'aria-selected',
		'true',
	);
	await expect(resultNames(page).first()).toContainText('Ah Seng Hainanese Chicken Rice');
	await expectAccessible(page);
	await page.goto('/home?data_type=searched&search=zzqxv&module_id=1');
	await expect(page.getByText('Items not found!')).toBeVisible();
	await expect(page.getByText('Sorry no data found related to your search')).toBeVisible();
	await page.goto('/home?data_type=searched&search=zzqxv&module_id=1&tab=stores');
	await expect(page.getByText('Stores not found!')).toBeVisible();
});

test('the results page reads without JavaScript and pages by a real link', async ({
	browser,
	baseURL,
}) => {
	const context = await browser.newContext({ javaScriptEnabled: false });
	await returningShopper(context, baseURL ?? '', ORCHARD, FOOD);
	const page = await context.newPage();
	await page.goto('/home?data_type=searched&search=rice&module_id=1');
	await expect(resultNames(page)).toHaveCount(12);
	await page.getByRole('link', { name: 'Next page' }).click();
	await expect(page).toHaveURL(/page=2/);
	await expect(resultNames(page).first()).toBeVisible();
	await context.close();
});

test('search meets WCAG 2.2 AA in Bahasa Indonesia and in the dark theme', async ({
	page,
	context,
	baseURL,
}) => {
	await context.addCookies([{ name: 'theme', value: 'dark', url: baseURL ?? '' }]);
	await page.goto('/id/home?data_type=searched&search=nasi%20ayam&module_id=1');
	await expect(
		page.getByRole('heading', { level: 1, name: 'Hasil pencarian untuk “nasi ayam”' }),
	).toBeVisible();
	await expect(resultNames(page).first()).toContainText(/Nasi Ayam/i);
	await expect(page.getByRole('tab', { name: 'Restoran' })).toBeVisible();
	await expectAccessible(page);
	await searchBox(page, 'Cari produk atau toko').click();
	const combobox = page.getByRole('combobox', { name: 'Cari produk atau toko' });
	await combobox.fill('kopi');
	await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible({
		timeout: 15_000,
	});
	expect(await axeFindings(page, '.header-search')).toEqual([]);
});
