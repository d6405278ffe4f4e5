import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { WCAG } from './support/axe';
import { ORCHARD, returningShopper } from './support/shopper';

// spec §2 "Catalogue and cards" (hover actions, store card, CLOSED NOW), §5 wishlist needs a
// token and add-to-cart needs a location, §8 failed images fall back to a placeholder, §9
// ratings and distance: the item and store cards as the store, list and flash sale pages use them.

const STORE = '/store/ah-seng-chicken-rice';

function itemCard(page: Page, name: string) {
	return page
		.getByRole('article')
		.filter({ has: page.getByRole('heading', { name, exact: true }) });
}

test('a guest reads an item card and opens the item from it', async ({ page }) => {
	await page.goto(STORE);
	const card = itemCard(page, 'Roasted Chicken Rice').first();
	await expect(card).toContainText('S$4.90');
	await expect(card).toContainText('Non-veg');
	await expect(card).toContainText('Rated 4.5 out of 5');
	await expect(card.getByRole('img', { name: 'Roasted Chicken Rice' })).toHaveAttribute(
		'loading',
		'lazy',
	);
	await card.getByRole('link', { name: 'Roasted Chicken Rice' }).click();
	await expect(page).toHaveURL(/\/product\/[\w-]+/);
	await expect(page.getByRole('heading', { level: 1, name: 'Roasted Chicken Rice' })).toBeVisible();
});

test('a guest who taps an item heart is told to log in', async ({ page }) => {
	await page.goto(STORE, { waitUntil: 'networkidle' });
	const card = itemCard(page, 'Roasted Chicken Rice').first();
	await card.hover();
	const heart = card.getByRole('button', { name: 'Wishlist' });
	await expect(heart).toHaveAttribute('aria-pressed', 'false');
	await heart.click();
	await expect(page.getByText('You are not logged in')).toBeVisible();
});

test('a guest without a location who adds an item is asked for one', async ({ page }) => {
	await page.goto(STORE, { waitUntil: 'networkidle' });
	const card = itemCard(page, 'Chin Chow').first();
	await card.hover();
	await card.getByRole('button', { name: 'Add to cart' }).click();
	await expect(page.getByRole('dialog')).toBeVisible({ timeout: 15_000 }); // loads on first use
});

test('a shopper with a location opens an item from Quick View', async ({
	page,
	context,
	baseURL,
}) => {
	await returningShopper(context, baseURL ?? '', ORCHARD);
	await page.goto(STORE, { waitUntil: 'networkidle' }); // the card script is loaded
	const card = itemCard(page, 'Chin Chow').first();
	await card.hover();
	await card.getByRole('button', { name: 'Quick View' }).click();
	// spec §2 product dialog: the item opens over the page, which stays where it was.
	const dialog = page.getByRole('dialog', { name: /Chin Chow/ });
	await expect(dialog).toBeVisible();
	await expect(dialog.getByRole('button', { name: /Add to Cart|Update To Cart/ })).toBeVisible();
	await expect(page).toHaveURL(new RegExp(`${STORE}$`));
	await dialog.getByRole('button', { name: 'Close' }).click();
	await expect(dialog).toBeHidden();
});

test('item cards keep the Indonesian language in their links', async ({ page }) => {
	await page.goto(`/id${STORE}`);
	const card = page
		.getByRole('article')
		.filter({ has: page.getByRole('heading') })
		.first();
	await expect(card.getByRole('heading').getByRole('link')).toHaveAttribute(
		'href',
		/^\/id\/product\//,
	);
	await expect(card.getByRole('button', { name: 'Tambah ke keranjang' })).toBeAttached();
});

test('an item whose image fails shows the placeholder', async ({ page }) => {
	await page.route('**/images/product/**', (route) => route.fulfill({ status: 404, body: '' }));
	await page.goto(STORE);
	const frame = itemCard(page, 'Chin Chow').first().locator('[data-card-image]');
	await frame.scrollIntoViewIfNeeded();
	await expect(frame).toHaveAttribute('data-broken', 'true');
});

test('store cards show rating, distance and delivery time, and lead to the store', async ({
	page,
	context,
	baseURL,
}) => {
	await returningShopper(context, baseURL ?? '', ORCHARD);
	await page.goto('/store/popular?module_id=2');
	const card = page
		.getByRole('article')
		.filter({ has: page.getByRole('heading') })
		.first();
	await expect(card).toContainText(/Rated \d\.\d out of 5/);
	await expect(card).toContainText(/\d+(\.\d+)? km|1k\+ km/);
	await expect(card).toContainText(/\d+-\d+ min/);
	await card.getByRole('heading').getByRole('link').click();
	await expect(page).toHaveURL(/\/store\/[\w-]+/);
	await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('pages of cards pass the accessibility checks, light and dark', async ({ page }) => {
	for (const theme of ['light', 'dark']) {
		await page.goto(STORE);
		await page.evaluate((t) => {
			document.documentElement.dataset.theme = t;
			document.querySelector('astro-dev-toolbar')?.remove(); // only on dev servers
		}, theme);
		// At the top, so that the sticky header covers no card's buttons.
		await page.evaluate(() => window.scrollTo(0, 0));
		const results = await new AxeBuilder({ page }).withTags(WCAG).include('article').analyze();
		expect(
			results.violations.map((v) => `${theme} ${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`),
		).toEqual([]);
	}
});
