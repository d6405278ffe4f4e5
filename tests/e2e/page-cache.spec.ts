import { type Browser, expect, type Page, test } from '@playwright/test';
import { newCustomer, signedIn } from './support/customer';
import { FOOD, GROCERY, ORCHARD, returningShopper, TAMPINES } from './support/shopper';

// Issue 20, ADR 033: product, store and module home pages are shared by every shopper of a
// language, theme, module and zone through the page cache. What belongs to one shopper (the
// signed-in header, wishlist hearts, the distance from where they stand) never travels in the
// shared copy.

const STORE = '/store/ah-seng-chicken-rice';
const DISH = 'Roasted Chicken Rice';

function itemCard(page: Page, name: string) {
	return page
		.getByRole('article')
		.filter({ has: page.getByRole('heading', { name, exact: true }) })
		.first();
}

async function guestAt(browser: Browser, baseURL: string, place = ORCHARD, module = FOOD) {
	const context = await browser.newContext();
	await returningShopper(context, baseURL, place, module);
	return context;
}

test("a signed-in shopper's header and hearts never reach the guest who opens the same page next", async ({
	browser,
	context,
	page,
	request,
	baseURL,
}) => {
	const { token } = await newCustomer(request, 'Nurul Aisyah');
	await returningShopper(context, baseURL ?? '', ORCHARD, FOOD);
	await signedIn(context, token);
	const listed = page.waitForResponse(
		(r) => r.url().includes('/api/v1/customer/wish-list') && r.request().method() === 'GET',
	);
	await page.goto(STORE);
	await listed;
	const card = itemCard(page, DISH);
	await card.hover();
	const heart = card.getByRole('button', { name: 'Wishlist' });
	await heart.click();
	await expect(page.getByText('Successfully added')).toBeVisible();
	await expect(heart).toHaveAttribute('aria-pressed', 'true');
	await expect(page.getByRole('banner').getByRole('button', { name: /^Wishlist/ })).toBeVisible();

	// A guest of the same zone and module opens the same page: the shared copy answers.
	// An order placed meanwhile by another journey (stock changes) may drop the page: then the
	// signed-in shopper opens it again and the guest follows at once.
	const other = await guestAt(browser, baseURL ?? '');
	const guest = await other.newPage();
	let answer = await guest.goto(STORE);
	await expect
		.poll(
			async () => {
				if (answer?.headers()['x-page-cache'] === 'HIT') return 'HIT';
				await page.goto(STORE);
				answer = await guest.goto(STORE);
				return answer?.headers()['x-page-cache'];
			},
			{ timeout: 30_000 },
		)
		.toBe('HIT');
	await expect(
		guest.getByRole('heading', { level: 1, name: 'Ah Seng Hainanese Chicken Rice' }),
	).toBeVisible();
	await expect(guest.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
	await expect(guest.getByRole('banner').getByRole('button', { name: /^Wishlist/ })).toBeHidden();
	await expect(itemCard(guest, DISH).getByRole('button', { name: 'Wishlist' })).toHaveAttribute(
		'aria-pressed',
		'false',
	);
	// Nor does the HTML itself carry the customer: no name, no token, no pressed heart.
	const html = await answer?.text();
	expect(html).not.toContain('Nurul');
	expect(html).not.toContain(token);
	expect(html).not.toContain('aria-pressed="true"');
	await other.close();
});

test('two shoppers of one zone see each their own distance on the same shared store page', async ({
	browser,
	baseURL,
}) => {
	// The all-day grocery (Tampines): non-food store pages show the distance.
	const near = await guestAt(browser, baseURL ?? '', TAMPINES, GROCERY);
	const far = await guestAt(
		browser,
		baseURL ?? '',
		{ ...TAMPINES, lat: 1.3721, lng: 103.9474, address: 'Pasir Ris, Singapore' },
		GROCERY,
	);
	const distanceOf = async (page: Page) => {
		await page.goto('/store/19');
		const fact = page.getByRole('list', { name: 'About this store' }).getByRole('listitem').filter({
			hasText: 'Distance',
		});
		await expect(fact).toBeVisible();
		return fact.textContent();
	};
	const nearPage = await near.newPage();
	const farPage = await far.newPage();
	const first = await distanceOf(nearPage);
	const second = await distanceOf(farPage);
	// The second visit is served from the cache; an order placed meanwhile by another journey
	// (stock changes) may drop it once, so the next visit is asked again.
	await expect
		.poll(async () => (await nearPage.goto('/store/19'))?.headers()['x-page-cache'], {
			timeout: 20_000,
		})
		.toBe('HIT');
	expect(first).not.toBe(second);
	expect(await distanceOf(nearPage)).toBe(first);
	await near.close();
	await far.close();
});
