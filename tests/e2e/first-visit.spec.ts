import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { newCustomer } from './support/customer';
import { allDayItems, headersFor, type OpenItem, openStoreNow } from './support/open-now';
import {
	FOOD,
	GROCERY,
	ORCHARD,
	openPreferences,
	returningShopper,
	type StoredLocation,
	type StoredModule,
	WOODLANDS,
} from './support/shopper';

// Issue 14, "a shopper's first visit without a stumble", kept so: landing → location → Food → an
// open store → an item with options → cart → guest checkout → tracking; language and dark theme;
// a prescription with a photo; sign in, wishlist, orders. Stores and items are asked of the API
// at run time (open now, round the clock first), so the journeys pass at any hour. Phone
// (390 × 844) and desktop projects.

const PHARMACY: StoredModule = { id: 3, module_type: 'pharmacy', module_name: 'Pharmacy' };
const PLACE = 'Woodlands Civic Centre, 900 South Woodlands Drive, Singapore 730900';
const money = (amount: number) => `S$${amount.toFixed(2)}`;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const boxOf = async (locator: Locator) => {
	const box = await locator.boundingBox();
	if (!box) throw new Error('not on screen');
	return box;
};
const overlaps = (
	a: { x: number; y: number; width: number; height: number },
	b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The dish to order: options to choose, on sale now, cheaper than the store's minimum order. */
async function dishWithOptions(
	request: APIRequestContext,
	store: { id: number; minimum_order: number },
): Promise<OpenItem & { food_variations: { name: string; type: string; required: string }[] }> {
	const items = await allDayItems(request, store, FOOD, WOODLANDS);
	const withOptions = items.filter(
		(i): i is OpenItem & { food_variations: { name: string; type: string; required: string }[] } =>
			Array.isArray(i.food_variations) &&
			i.food_variations.length > 0 &&
			i.food_variations.every((v) => v.type === 'single'),
	);
	const dish =
		withOptions.find((i) => i.price < store.minimum_order && i.price * 4 >= store.minimum_order) ??
		withOptions[0];
	if (!dish) throw new Error('the open store sells no dish with options at this hour');
	return dish;
}

test('a new shopper picks a place, finds a stall open at this hour, orders a dish with options as a guest and tracks it', async ({
	page,
	request,
}) => {
	test.setTimeout(180_000);
	await page.goto('/');

	// The place: searched, picked on the map, stored with 7 decimals at most (issue 14 item 1).
	await page
		.getByRole('banner')
		.getByRole('button', { name: /Choose location/ })
		.click();
	const picker = page.getByRole('dialog', { name: 'Pick your delivery location' });
	await expect(picker.getByRole('application')).toHaveAttribute('data-ready', 'true');
	await picker.getByRole('combobox', { name: 'Search location' }).fill('Woodlands');
	await picker.getByRole('option', { name: PLACE }).click();
	await expect(picker.getByRole('status').filter({ hasText: 'Delivery location' })).toContainText(
		'Woodlands Civic Centre',
	);
	await picker.getByRole('button', { name: 'Pick Locations' }).click();
	const point = JSON.parse(
		(await page.evaluate(() => localStorage.getItem('currentLatLng'))) ?? '{}',
	) as { lat: number; lng: number };
	for (const value of [point.lat, point.lng])
		expect(String(value).split('.')[1]?.length ?? 0).toBeLessThanOrEqual(7);

	// Every module on one screen, phone included, without scrolling (item 11).
	const modules = page.getByRole('dialog', { name: 'Select a type of module for your orders' });
	await expect(modules).toBeVisible();
	const choices = modules.getByRole('listitem').getByRole('button');
	await expect(choices.first()).toBeVisible();
	for (const choice of await choices.all()) await expect(choice).toBeInViewport({ ratio: 1 });
	expect(await modules.evaluate((d) => d.scrollHeight <= d.clientHeight + 1)).toBe(true);
	await modules.getByRole('button', { name: /^Food/ }).click();
	await expect(page).toHaveURL(/\/home$/);

	// The spec's toast, polite, small and clear of the header (item 12).
	const toast = page.getByRole('status').filter({ hasText: 'A module has been selected.' });
	await expect(toast).toBeVisible();
	await expect(page.getByRole('region', { name: 'Notifications' })).toHaveAttribute(
		'aria-live',
		'polite',
	);
	const toastBox = await boxOf(toast);
	expect(toastBox.height).toBeLessThanOrEqual(64);
	expect(overlaps(toastBox, await boxOf(page.getByRole('banner')))).toBe(false);

	// Restaurants open now, on the server (item 5); a closed one says when it opens.
	const store = await openStoreNow(request, FOOD, WOODLANDS, (s) => s.minimum_order > 0);
	await page.goto('/store/popular');
	for (const closed of await page.getByRole('article').filter({ hasText: 'Closed Now' }).all())
		await expect(closed).toContainText(/Opens (at|tomorrow at|\w+ at) \d\d:\d\d/);
	await page.getByRole('link', { name: 'Open now' }).click();
	await expect(page).toHaveURL(/[?&]open=1/);
	await expect(page.getByRole('link', { name: 'Open now' })).toHaveAttribute(
		'aria-current',
		'page',
	);
	await expect(page.getByRole('article').filter({ hasText: 'Closed Now' })).toHaveCount(0);
	await page.getByRole('link', { name: store.name, exact: true }).first().click();

	// The store page: Home is the module's home (item 6), the minimum order up front (item 4).
	await expect(page.getByRole('heading', { level: 1, name: store.name })).toBeVisible();
	const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
	await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute(
		'href',
		'/home?module_id=1',
	);
	await expect(page.getByRole('main')).toContainText(
		`Minimum order: ${money(store.minimum_order)}`,
	);

	// A dish with options, on its page.
	const dish = await dishWithOptions(request, store);
	await page.goto(`/product/${dish.slug}`);
	const main = page.getByRole('main');
	await expect(
		page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' }),
	).toHaveAttribute('href', '/home?module_id=1');
	for (const group of dish.food_variations)
		await main
			.getByRole('group', { name: new RegExp(`^${escapeRegExp(group.name)}`) })
			.getByRole('radio')
			.first()
			.check();
	await main.getByRole('button', { name: 'Add to Cart' }).click();
	await expect(page.getByText('Item added to cart')).toBeVisible();

	// The cart: counted in words (item 9), one free-delivery rule (item 3), the minimum (item 4).
	const cartButton = page.getByRole('banner').getByRole('button', { name: 'Cart, 1 item' });
	await cartButton.click();
	const drawer = page.getByRole('dialog', { name: 'Cart' });
	await expect(drawer.getByText(dish.name)).toBeVisible();
	const minimumNote = drawer.getByText(/more to reach this store's minimum order/);
	if (dish.price < store.minimum_order) {
		// What is still to add: the minimum less the line (after its discount and options).
		await expect(minimumNote).toHaveText(
			/^Add S\$\d+\.\d\d more to reach this store's minimum order$/,
		);
		const short = Number(((await minimumNote.textContent()) ?? '').match(/S\$(\d+\.\d\d)/)?.[1]);
		expect(short).toBeGreaterThan(0);
		expect(short).toBeLessThan(store.minimum_order);
	}
	if (store.free_delivery) {
		await expect(drawer.getByText('This store delivers for free')).toBeVisible();
		await expect(drawer.getByText(/more to get free delivery/)).toHaveCount(0);
	}
	for (let more = 0; more < 8 && (await minimumNote.isVisible()); more++) {
		await drawer.getByRole('button', { name: 'Increase quantity' }).click();
		await expect(drawer.getByRole('group', { name: `Quantity of ${dish.name}` })).toContainText(
			String(more + 2).padStart(2, '0'),
		);
	}
	await expect(minimumNote).toHaveCount(0);

	// Checkout as a guest: no zero tax line (item 10), then the order and its tracking.
	await drawer.getByRole('button', { name: 'Proceed to Checkout' }).click();
	await page
		.getByRole('dialog', { name: 'Do you want to login or continue as a guest?' })
		.getByRole('button', { name: 'Guest' })
		.click();
	await expect(page).toHaveURL(/\/checkout\?page=cart$/);
	const summary = page.getByRole('complementary', { name: 'Order Summary' });
	await expect(summary.getByText('Total', { exact: true })).toBeVisible();
	if (store.tax === 0) await expect(summary.getByText(/VAT\/Tax/)).toHaveCount(0);
	await page.getByLabel('Contact person name').fill('Siti Guest');
	await page.getByLabel('Contact person number').fill('+6581112222');
	await page.getByLabel('Email', { exact: true }).fill('siti.guest@example.com');
	await page.getByRole('radio', { name: 'Cash on delivery' }).check();
	await page.getByRole('button', { name: 'Place Order' }).click();
	await expect(page).toHaveURL(/\/order\?order_id=\d+&flag=success$/, { timeout: 20_000 });
	const placed = page.getByRole('dialog', { name: 'Order Placed Successfully !' });
	await placed
		.getByRole('link', { name: 'Track Order' })
		.or(placed.getByRole('button', { name: 'Track Order' }))
		.click();
	const tracking = page.getByRole('dialog', { name: 'Track Order' });
	await expect(tracking).toBeVisible();
	await expect(tracking.getByRole('listitem').filter({ hasText: 'Delivered' })).toBeAttached();
});

test('a shopper reads the restaurants in Indonesian in the dark, with the Open now filter and opening times', async ({
	page,
	context,
	baseURL,
}) => {
	await returningShopper(context, baseURL ?? '', WOODLANDS, FOOD);
	await page.goto('/store/popular');
	const scope = await openPreferences(page);
	await scope.getByRole('button', { name: 'Switch to dark theme' }).click();
	await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
	await scope.getByRole('link', { name: /Bahasa Indonesia|^ID$/ }).click();
	await page
		.getByRole('dialog', { name: 'Change language' })
		.getByRole('button', { name: 'Change' })
		.click();
	await expect(page.locator('html')).toHaveAttribute('lang', 'id');
	await expect(page.getByRole('status').filter({ hasText: 'Bahasa telah diubah' })).toBeVisible();
	for (const closed of await page.getByRole('article').filter({ hasText: /Tutup/i }).all())
		await expect(closed).toContainText(/Buka (pukul|besok pukul|\w+ pukul) \d\d:\d\d/);
	await page.getByRole('link', { name: 'Buka sekarang' }).click();
	await expect(page).toHaveURL(/\/id\/store\/popular\?(.*&)?open=1/);
	await expect(page.getByRole('article').first()).toBeVisible();
	await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});

test('a shopper signing up in Indonesian reads the server’s refusal in Indonesian, next to the field', async ({
	page,
	context,
	baseURL,
}) => {
	await returningShopper(context, baseURL ?? '', ORCHARD, FOOD);
	await page.goto('/id/auth/sign-up');
	await page.getByLabel('Nama depan').fill('Siti');
	await page.getByLabel('Nama belakang').fill('Rahayu');
	// The demo customer's phone: only the server knows it is taken (item 1, in the shopper's language).
	await page.getByLabel('Telepon').fill('+65 9123 4567');
	await page.getByLabel('Email', { exact: true }).fill(`siti.${Date.now()}@example.com`);
	await page.getByLabel('Kata sandi', { exact: true }).fill('a-long-secret');
	await page.getByLabel('Konfirmasi kata sandi').fill('a-long-secret');
	await page.getByRole('button', { name: 'Daftar', exact: true }).click();
	const form = page.getByRole('form', { name: 'Daftar' });
	await expect(form.getByText('Telepon sudah digunakan.').first()).toBeVisible();
	await expect(page.getByLabel('Telepon')).toHaveAttribute('aria-invalid', 'true');
	await expect(page.getByText(/already been taken/)).toHaveCount(0);
});

/** A phone photo of a prescription. */
const photo = async () => ({
	name: 'prescription.jpg',
	mimeType: 'image/jpeg',
	buffer: await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#eef3f8' } })
		.jpeg()
		.toBuffer(),
});

test('a guest sends a photo of a prescription from a place picked with float noise, and the order is placed', async ({
	page,
	context,
	request,
	baseURL,
}) => {
	test.setTimeout(120_000);
	// The picker's arithmetic once stored 14 decimals (issue 14 item 1); the order still goes.
	// 103.7895 × 3 ÷ 3 is 103.78950000000002: 14 decimals, as the map's arithmetic left them.
	const noisy: StoredLocation = { ...WOODLANDS, lng: (WOODLANDS.lng * 3) / 3 };
	const store = await openStoreNow(
		request,
		PHARMACY,
		WOODLANDS,
		(s) => s.prescription_order === true,
	);
	const items = await allDayItems(request, store, PHARMACY, WOODLANDS);
	const units = (i: OpenItem) => Math.ceil((store.minimum_order + 1) / i.price);
	const medicine = items.find(
		(i) =>
			i.is_prescription_required === 1 &&
			i.variations.length === 0 &&
			i.stock >= units(i) &&
			(i.maximum_cart_quantity ?? 99) >= units(i),
	);
	if (!medicine) throw new Error('the open pharmacy sells no prescription medicine');
	const guestId = String(
		(await (await request.post('/api/v1/auth/guest/request')).json()).guest_id,
	);
	const added = await request.post('/api/v1/customer/cart/add', {
		headers: headersFor(PHARMACY, WOODLANDS),
		data: { guest_id: guestId, item_id: medicine.id, model: 'Item', quantity: units(medicine) },
	});
	expect(added.ok(), await added.text()).toBe(true);
	await returningShopper(context, baseURL ?? '', noisy, PHARMACY);
	await context.addInitScript((id) => localStorage.setItem('guest_id', id), guestId);

	await page.goto('/checkout?page=cart');
	await expect(
		page.getByRole('complementary', { name: 'Order Summary' }).getByText(medicine.name),
	).toBeVisible();
	await page.getByLabel('Contact person name').fill('Siti Guest');
	await page.getByLabel('Contact person number').fill('+6581234567');
	await page.getByLabel('Email', { exact: true }).fill('siti@example.com');
	await page.getByRole('radio', { name: 'Cash on delivery' }).check();
	await page.getByLabel('Upload prescription').setInputFiles([await photo()]);
	await expect(
		page
			.getByRole('region', { name: 'Prescription' })
			.getByRole('img', { name: 'Prescription image 1' }),
	).toBeVisible();
	await page.getByRole('button', { name: 'Place Order' }).click();
	await expect(page).toHaveURL(/\/order\?order_id=\d+&flag=success$/, { timeout: 20_000 });
	await expect(page.getByText(/Invalid string|must match pattern/)).toHaveCount(0);
});

async function signIn(page: Page, phone: string, password: string): Promise<void> {
	const form = page.getByRole('form', { name: 'Sign In' });
	await form.getByLabel('Phone or email').fill(phone);
	await form.getByLabel('Password', { exact: true }).fill(password);
	await form.getByRole('button', { name: 'Sign In' }).click();
}

test('a shopper signs in from a store and comes back to it, keeps a dish in the wishlist and finds the orders', async ({
	page,
	context,
	request,
	baseURL,
}) => {
	const { phone, password } = await newCustomer(request);
	await returningShopper(context, baseURL ?? '', WOODLANDS, FOOD);
	const store = await openStoreNow(request, FOOD, WOODLANDS);
	await page.goto(`/store/${store.slug}`);
	await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
	await expect(page).toHaveURL(/\/auth\/sign-in\?from=/);
	await signIn(page, phone, password);
	await expect(page).toHaveURL(new RegExp(`/store/${store.slug}$`));
	await expect(page.getByRole('heading', { level: 1, name: store.name })).toBeVisible();

	const card = page.getByRole('main').getByRole('article').first();
	await card.hover();
	await card.getByRole('button', { name: 'Wishlist' }).click();
	await expect(
		page.getByRole('banner').getByRole('button', { name: 'Wishlist, 1 item' }),
	).toBeVisible();

	await page.goto('/my-orders');
	await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
	await expect(page).toHaveURL(/\/my-orders/);
});

test('a shopper who signs in before choosing a place is offered their saved addresses', async ({
	page,
	request,
}) => {
	const { token, phone, password } = await newCustomer(request);
	const saved = await request.post('/api/v1/customer/address/add', {
		headers: { Authorization: `Bearer ${token}` },
		data: {
			address_type: 'home',
			address: '2 Woodlands Avenue 2, Singapore 738922',
			latitude: WOODLANDS.lat,
			longitude: WOODLANDS.lng,
			contact_person_name: 'Siti Rahman',
			contact_person_number: '+6581234567',
		},
	});
	expect(saved.ok(), await saved.text()).toBe(true);
	await page.goto('/');
	await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
	await signIn(page, phone, password);

	await expect(page).toHaveURL(/\/$/);
	const picker = page.getByRole('dialog', { name: 'Pick your delivery location' });
	await expect(picker).toBeVisible();
	const list = picker.getByRole('radiogroup', { name: 'Saved addresses' });
	await list.getByRole('radio', { name: /Woodlands Avenue 2/ }).check();
	await picker.getByRole('button', { name: 'Pick Locations' }).click();
	await expect(
		page.getByRole('dialog', { name: 'Select a type of module for your orders' }),
	).toBeVisible();
});

test('after the location permission is refused, the focus comes back to Use current location', async ({
	page,
	context,
}) => {
	await context.clearPermissions();
	await page.goto('/');
	await page
		.getByRole('banner')
		.getByRole('button', { name: /Choose location/ })
		.click();
	const picker = page.getByRole('dialog', { name: 'Pick your delivery location' });
	await picker.getByRole('button', { name: 'Use current location' }).click();
	const permission = page.getByRole('dialog', { name: 'Please allow browser location permission' });
	await permission.getByRole('button', { name: 'OK' }).click();
	await expect(permission).toBeHidden();
	await expect(picker.getByRole('button', { name: 'Use current location' })).toBeFocused();
});

test.describe('on a phone with a touch screen', () => {
	test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

	test('all five modules fit the screen without scrolling', async ({ page, context, baseURL }) => {
		// Orchard Road offers every module (item 11).
		await returningShopper(context, baseURL ?? '', ORCHARD, FOOD);
		await page.goto('/home');
		await page.getByRole('button', { name: 'Food' }).first().click();
		const modules = page.getByRole('dialog', { name: 'Select a type of module for your orders' });
		const choices = modules.getByRole('listitem').getByRole('button');
		await expect(choices).toHaveCount(5);
		for (const choice of await choices.all()) await expect(choice).toBeInViewport({ ratio: 1 });
		expect(await modules.evaluate((d) => d.scrollHeight <= d.clientHeight + 1)).toBe(true);
	});

	test('a card shows its actions as corner buttons over the picture, and a tap on Quick View opens it', async ({
		page,
		context,
		baseURL,
	}) => {
		test.setTimeout(60_000); // a home page of cards on a busy machine
		await returningShopper(context, baseURL ?? '', ORCHARD, GROCERY);
		await page.goto('/home');
		expect(await page.evaluate(() => matchMedia('(hover: none)').matches)).toBe(true);
		const card = page
			.getByRole('main')
			.getByRole('article')
			.filter({ has: page.getByRole('button', { name: 'Quick View' }) })
			.first();
		await card.scrollIntoViewIfNeeded();
		const quickView = card.getByRole('button', { name: 'Quick View' });
		const buttons = [quickView, card.getByRole('button', { name: 'Wishlist' })];
		buttons.push(card.getByRole('button', { name: 'Add to cart' }));
		const picture = await boxOf(card.getByRole('img').first());
		const words = [
			await boxOf(card.getByRole('heading')),
			await boxOf(card.getByText(/S\$/).first()),
		];
		const boxes = [];
		for (const button of buttons) {
			// No hover on a touch screen: the actions are there from the start, not on hover.
			await expect(button).toBeVisible();
			await expect(button).toHaveCSS('opacity', '1');
			const box = await boxOf(button);
			// A target of at least 24 × 24 px (WCAG 2.5.8), on the picture, covering no words.
			expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
			expect(box.width).toBeLessThan(picture.width / 2);
			expect(overlaps(box, picture)).toBe(true);
			for (const text of words) expect(overlaps(box, text)).toBe(false);
			for (const other of boxes) expect(overlaps(box, other)).toBe(false);
			boxes.push(box);
		}
		await quickView.tap();
		await expect(
			page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Add to Cart' }) }),
		).toBeVisible();
	});
});

test('on a desktop, a card shows Quick View on hover as a pill inside its picture', async ({
	page,
	context,
	baseURL,
}, testInfo) => {
	test.skip(testInfo.project.name !== 'desktop', 'a pointer that hovers');
	await returningShopper(context, baseURL ?? '', ORCHARD, GROCERY);
	await page.goto('/home');
	const card = page
		.getByRole('main')
		.getByRole('article')
		.filter({ has: page.getByRole('button', { name: 'Quick View' }) })
		.first();
	await card.scrollIntoViewIfNeeded();
	const quickView = card.getByRole('button', { name: 'Quick View' });
	await expect(quickView).toHaveCSS('opacity', '0');
	await card.getByRole('heading').hover();
	await expect(quickView).toHaveCSS('opacity', '1');
	// Sized as a button, not as the Quick View dialog whose class it once shared (item 8).
	const picture = await boxOf(card.getByRole('img').first());
	const box = await boxOf(quickView);
	expect(box.width).toBeLessThan(picture.width * 0.75);
	expect(overlaps(box, await boxOf(card.getByRole('button', { name: 'Add to cart' })))).toBe(false);
});
