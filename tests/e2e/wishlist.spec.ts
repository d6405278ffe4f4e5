import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { WCAG } from './support/axe';
import { newCustomer, signedIn } from './support/customer';
import { FOOD, ORCHARD, returningShopper } from './support/shopper';

// spec §2 header wishlist with count (signed in with a zone), hover wishlist on item and store
// cards, the wishlist drawer (tabs items and stores, remove with confirm, 'No favourite items
// found'); §4 'empty heart becomes filled'; §5 wishlist needs a token; §7 customer/wish-list.

const STORE = '/store/ah-seng-chicken-rice';
const DISH = 'Roasted Chicken Rice';

function itemCard(page: Page, name: string) {
	return page
		.getByRole('article')
		.filter({ has: page.getByRole('heading', { name, exact: true }) })
		.first();
}

/**
 * Opens a page and waits for the signed-in shopper's wishlist to load, after which the hearts
 * answer. (A signed-in page never goes network-idle: its live event stream stays open.)
 */
async function openSignedIn(page: Page, open: () => Promise<unknown>): Promise<void> {
	const listed = page.waitForResponse(
		(r) => r.url().includes('/api/v1/customer/wish-list') && r.request().method() === 'GET',
	);
	await open();
	await listed;
}

function wishlistButton(page: Page) {
	return page.getByRole('banner').getByRole('button', { name: /^Wishlist/ });
}

function drawer(page: Page) {
	return page.getByRole('dialog', { name: 'Wishlist' });
}

test.beforeEach(async ({ context, request, baseURL }) => {
	const { token } = await newCustomer(request, 'Farah Hassan');
	await returningShopper(context, baseURL ?? '', ORCHARD, FOOD);
	await signedIn(context, token);
});

test('a signed-in shopper hearts a dish and finds it in the wishlist drawer', async ({ page }) => {
	await openSignedIn(page, () => page.goto(STORE));
	await expect(wishlistButton(page)).toBeVisible();
	const card = itemCard(page, DISH);
	await card.hover();
	const heart = card.getByRole('button', { name: 'Wishlist' });
	await expect(heart).toHaveAttribute('aria-pressed', 'false');
	await heart.click();
	await expect(page.getByText('Successfully added')).toBeVisible();
	await expect(heart).toHaveAttribute('aria-pressed', 'true');
	await expect(wishlistButton(page)).toHaveAccessibleName('Wishlist, 1 item');

	// The filled heart stays filled on the next visit.
	await openSignedIn(page, () => page.reload());
	await expect(itemCard(page, DISH).getByRole('button', { name: 'Wishlist' })).toHaveAttribute(
		'aria-pressed',
		'true',
	);

	await wishlistButton(page).click();
	const sheet = drawer(page);
	await expect(sheet.getByRole('tab', { name: 'Items' })).toHaveAttribute('aria-selected', 'true');
	const panel = sheet.getByRole('tabpanel');
	await expect(panel.getByRole('link', { name: DISH })).toBeVisible();
	await expect(panel).toContainText('Ah Seng Hainanese Chicken Rice');
	await expect(panel).toContainText('S$');
	const results = await new AxeBuilder({ page })
		.include('#wishlist-drawer')
		.withTags(WCAG)
		.analyze();
	expect(results.violations).toEqual([]);

	await sheet.getByRole('tab', { name: 'Stores' }).click();
	await expect(panel.getByRole('heading', { name: 'No favourite stores found' })).toBeVisible();
});

test('a shopper removes a dish from the wishlist after confirming', async ({ page }) => {
	await openSignedIn(page, () => page.goto(STORE));
	const card = itemCard(page, DISH);
	await card.hover();
	await card.getByRole('button', { name: 'Wishlist' }).click();
	await expect(wishlistButton(page)).toHaveAccessibleName('Wishlist, 1 item');

	await wishlistButton(page).click();
	const panel = drawer(page).getByRole('tabpanel');
	const remove = panel.getByRole('button', { name: `Remove ${DISH} from the wishlist` });

	// Cancel keeps it.
	await remove.click();
	const confirm = page.getByRole('dialog', { name: 'Remove from wishlist?' });
	await expect(confirm).toContainText(
		`Are you sure you want to remove ${DISH} from your wishlist?`,
	);
	await confirm.getByRole('button', { name: 'Cancel' }).click();
	await expect(confirm).toBeHidden();
	await expect(panel.getByRole('link', { name: DISH })).toBeVisible();

	await remove.click();
	await confirm.getByRole('button', { name: 'Remove' }).click();
	await expect(page.getByText('Successfully removed!')).toBeVisible();
	await expect(panel.getByRole('heading', { name: 'No favourite items found' })).toBeVisible();
	await expect(wishlistButton(page)).toHaveAccessibleName('Wishlist');

	// The card's heart empties too.
	await drawer(page).getByRole('button', { name: 'Close wishlist' }).click();
	await expect(card.getByRole('button', { name: 'Wishlist' })).toHaveAttribute(
		'aria-pressed',
		'false',
	);
});

test('a shopper keeps a store and a product page item, and a second tap takes the store back', async ({
	page,
}) => {
	await openSignedIn(page, () => page.goto('/store/latest'));
	const storeCard = page
		.getByRole('article')
		.filter({ has: page.getByRole('heading', { name: 'Ah Seng Hainanese Chicken Rice' }) })
		.first();
	await storeCard.hover();
	const storeHeart = storeCard.getByRole('button', { name: 'Wishlist' });
	await storeHeart.click();
	await expect(storeHeart).toHaveAttribute('aria-pressed', 'true');

	await openSignedIn(page, () => page.goto(STORE));
	await itemCard(page, DISH).getByRole('link', { name: DISH }).click();
	// The panel is an island: its heart answers once hydrated.
	await expect(page.locator('astro-island:has(.product-details)')).not.toHaveAttribute('ssr');
	const productHeart = page.getByRole('main').getByRole('button', { name: 'Add to wishlist' });
	await expect(productHeart).toHaveAttribute('aria-pressed', 'false');
	await productHeart.click();
	await expect(productHeart).toHaveAttribute('aria-pressed', 'true');
	await expect(wishlistButton(page)).toHaveAccessibleName('Wishlist, 2 items');

	await wishlistButton(page).click();
	const sheet = drawer(page);
	await sheet.getByRole('tab', { name: 'Items' }).press('ArrowRight');
	await expect(sheet.getByRole('tab', { name: 'Stores' })).toBeFocused();
	await expect(
		sheet.getByRole('tabpanel').getByRole('link', { name: 'Ah Seng Hainanese Chicken Rice' }),
	).toBeVisible();
	await sheet.getByRole('button', { name: 'Close wishlist' }).click();

	// The heart is a toggle: pressing it again removes the store.
	await openSignedIn(page, () => page.goto('/store/latest'));
	await storeCard.hover();
	await expect(storeHeart).toHaveAttribute('aria-pressed', 'true');
	await storeHeart.click();
	await expect(page.getByText('Successfully removed!')).toBeVisible();
	await expect(storeHeart).toHaveAttribute('aria-pressed', 'false');
	await expect(wishlistButton(page)).toHaveAccessibleName('Wishlist, 1 item');
});
