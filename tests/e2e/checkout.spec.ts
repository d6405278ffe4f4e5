import {
	type APIRequestContext,
	type BrowserContext,
	expect,
	type Page,
	test,
} from '@playwright/test';
import { axeFindings } from './support/axe';
import { FOOD, GROCERY, ORCHARD, returningShopper } from './support/shopper';

// spec §2 /checkout (delivery, schedule, address, coupon, tips, payment, summary, place order),
// §5 address form and guest contact form, §6 guests, §8 validation texts and server refusals;
// contract §8.1 order/place, commerce contracts 1, 2, 5 and 6.

const API = '/api/v1';

interface Product {
	id: number;
	name: string;
	price: number;
	stock: number;
	variations: unknown[];
	food_variations: unknown[] | '';
	maximum_cart_quantity: number | null;
	available_time_starts: string;
	available_time_ends: string;
}

/** The shop's wall-clock time now ("HH:MM:SS"): food items sell only inside their hours. */
const shopTime = () =>
	new Intl.DateTimeFormat('en-GB', {
		timeZone: 'Asia/Singapore',
		hourCycle: 'h23',
		hour: '2-digit',
		minute: '2-digit',
		second: '2-digit',
	}).format(new Date());

const sellsNow = (p: Product, time = shopTime()) =>
	p.available_time_starts <= p.available_time_ends
		? p.available_time_starts <= time && time < p.available_time_ends
		: time >= p.available_time_starts || time < p.available_time_ends;

/** A simple item of the store (no options), the one with the most stock. */
async function simpleItem(
	request: APIRequestContext,
	storeId: number,
	moduleId: number,
): Promise<Product> {
	const res = await request.get(
		`${API}/items/latest?store_id=${storeId}&limit=50&offset=1&category_id=0`,
		{
			headers: { moduleId: String(moduleId), zoneId: '[1]' },
		},
	);
	const { products } = (await res.json()) as { products: Product[] };
	const simple = products
		.filter((p) => p.variations.length === 0 && !(p.food_variations || []).length)
		.filter((p) => p.maximum_cart_quantity === null && p.price > 0 && sellsNow(p))
		.sort((a, b) => b.stock - a.stock)[0];
	if (!simple) throw new Error(`store ${storeId} has no simple item`);
	return simple;
}

async function storeMinimum(request: APIRequestContext, storeId: number): Promise<number> {
	const store = await (await request.get(`${API}/stores/details/${storeId}`)).json();
	return Number(store.minimum_order ?? 0);
}

/** Puts `amount` worth (or more) of one item in the owner's cart of the module. */
async function fillCart(
	request: APIRequestContext,
	owner: { guestId?: string; token?: string },
	moduleId: number,
	item: Product,
	amount: number,
): Promise<number> {
	const headers = {
		moduleId: String(moduleId),
		zoneId: '[1]',
		...(owner.token ? { Authorization: `Bearer ${owner.token}` } : {}),
	};
	const guest = owner.guestId ? { guest_id: owner.guestId } : {};
	await request.delete(`${API}/customer/cart/remove`, { headers, params: guest });
	const quantity = Math.max(1, Math.ceil(amount / item.price));
	const added = await request.post(`${API}/customer/cart/add`, {
		headers,
		data: {
			...guest,
			item_id: item.id,
			model: 'Item',
			quantity,
			variation: [],
			add_on_ids: [],
			add_on_qtys: [],
		},
	});
	expect(added.ok(), await added.text()).toBe(true);
	return quantity;
}

async function newGuest(request: APIRequestContext): Promise<string> {
	const body = await (await request.post(`${API}/auth/guest/request`)).json();
	return String(body.guest_id);
}

async function asGuest(context: BrowserContext, guestId: string): Promise<void> {
	await context.addInitScript((id) => localStorage.setItem('guest_id', id), guestId);
}

async function cartLines(request: APIRequestContext, guestId: string, moduleId: number) {
	const res = await request.get(`${API}/customer/cart/list?guest_id=${guestId}`, {
		headers: { moduleId: String(moduleId), zoneId: '[1]' },
	});
	return (await res.json()) as unknown[];
}

/** WCAG 2.2 AA (quality anchors D) of the checkout as it is now (the page chrome has its own test). */
async function expectAccessible(page: Page): Promise<void> {
	expect(await axeFindings(page, 'main')).toEqual([]);
}

/** The summary's total, once the server has priced the order. */
async function expectPriced(page: Page): Promise<void> {
	await expect(
		page.getByRole('complementary', { name: 'Order Summary' }).getByText('Total', { exact: true }),
	).toBeVisible();
}

test('a guest orders a dish and pays cash on delivery', async ({
	page,
	context,
	request,
	baseURL,
}) => {
	const guestId = await newGuest(request);
	const dish = await simpleItem(request, 1, FOOD.id);
	await fillCart(request, { guestId }, FOOD.id, dish, (await storeMinimum(request, 1)) + 1);
	await returningShopper(context, baseURL ?? '', ORCHARD, FOOD);
	await asGuest(context, guestId);

	await page.goto('/checkout?page=cart');
	await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
	const summary = page.getByRole('complementary', { name: 'Order Summary' });
	await expect(summary.getByText(dish.name)).toBeVisible();
	await expect(page.getByRole('radio', { name: 'Home Delivery' })).toBeChecked();
	await expect(page.getByLabel('Address', { exact: true })).toHaveValue(ORCHARD.address);
	await expect(
		page.getByText('To select from saved addresses, you need to sign in.'),
	).toBeVisible();
	await expectPriced(page);

	// spec §5: the form says what is missing, and an email must be an email.
	await page.getByRole('button', { name: 'Place Order' }).click();
	await expect(page.getByText('Name is required')).toBeVisible();
	await expect(page.getByText('Phone Number is required')).toBeVisible();
	await expect(page.getByText('Email is required')).toBeVisible();
	await expect(page.getByLabel('Contact person name')).toBeFocused();
	await expectAccessible(page);
	await page.getByLabel('Contact person name').fill('Siti Guest');
	await page.getByLabel('Contact person number').fill('+6581234567');
	await page.getByLabel('Email', { exact: true }).fill('siti@');
	await expect(page.getByText('Must be a valid email')).toBeVisible();
	await page.getByLabel('Email', { exact: true }).fill('siti@example.com');
	await page.getByLabel('House number').fill('12');
	await page.getByRole('radio', { name: 'S$2.00' }).check();
	await expect(summary.getByText('Delivery man tips')).toBeVisible();

	await page.getByRole('radio', { name: 'Cash on delivery' }).check();
	await page.getByRole('button', { name: 'Place Order' }).click();
	await expect(page).toHaveURL(/\/order\?order_id=\d+&flag=success$/, { timeout: 15_000 });
	const orderId = new URL(page.url()).searchParams.get('order_id');
	const saved = await page.evaluate(() => sessionStorage.getItem('last_guest_order'));
	expect(JSON.parse(saved ?? 'null')).toEqual({
		order_id: Number(orderId),
		contact_number: '+6581234567',
	});
	expect(await cartLines(request, guestId, FOOD.id)).toEqual([]);
});

test('a signed-in shopper orders groceries with a coupon and a saved address', async ({
	page,
	context,
	request,
	baseURL,
}) => {
	const login = await request.post(`${API}/auth/login`, {
		data: { phone: '+6591234567', password: 'password123' },
	});
	const { token } = (await login.json()) as { token: string };
	const auth = { Authorization: `Bearer ${token}` };
	const coupons = (await (
		await request.get(`${API}/coupon/list`, {
			headers: { moduleId: String(GROCERY.id), zoneId: '[1]' },
		})
	).json()) as {
		code: string;
		coupon_type: string;
		discount_type: string;
		min_purchase: number;
		store_id: number | null;
	}[];
	const coupon = coupons.find(
		(c) => c.coupon_type === 'default' && c.discount_type === 'amount' && c.store_id === null,
	);
	expect(coupon, 'the demo has an amount coupon for groceries').toBeDefined();
	const street = `Blk ${Date.now() % 1000} Dunlop Street, Singapore`;
	const added = await request.post(`${API}/customer/address/add`, {
		headers: auth,
		data: {
			contact_person_name: 'Demo Customer',
			contact_person_number: '+6591234567',
			address_type: 'office',
			address: street,
			latitude: 1.3065,
			longitude: 103.8522,
		},
	});
	expect(added.ok(), await added.text()).toBe(true);
	const storeId = 21;
	const item = await simpleItem(request, storeId, GROCERY.id);
	const minimum = Math.max(coupon?.min_purchase ?? 0, await storeMinimum(request, storeId));
	await fillCart(request, { token }, GROCERY.id, item, minimum + 1);
	await returningShopper(context, baseURL ?? '', ORCHARD, GROCERY);
	await context.addInitScript((t) => localStorage.setItem('token', t), token);

	await page.goto('/checkout?page=cart');
	const summary = page.getByRole('complementary', { name: 'Order Summary' });
	await expect(summary.getByText(item.name)).toBeVisible();
	await page.getByRole('radio', { name: new RegExp(street) }).check();
	await expect(page.getByLabel('Contact person name')).toBeHidden();

	await page.getByLabel('Coupon code').fill(coupon?.code ?? '');
	await page.getByRole('button', { name: 'Apply' }).click();
	await expect(page.getByText(`Coupon ${coupon?.code} applied`)).toBeVisible();
	await expect(page.getByText(/You save S\$\d+\.\d{2}/)).toBeVisible();
	await expect(summary.getByText('Coupon discount')).toBeVisible();

	await page.getByRole('radio', { name: 'Cash on delivery' }).check();
	await page.getByRole('button', { name: 'Place Order' }).click();
	await expect(page).toHaveURL(/\/order\?order_id=\d+&flag=success$/, { timeout: 15_000 });
	const orderId = Number(new URL(page.url()).searchParams.get('order_id'));
	const running = await (
		await request.get(`${API}/customer/order/running-orders?limit=10&offset=1`, { headers: auth })
	).json();
	const order = running.orders.find((o: { id: number }) => o.id === orderId);
	expect(order).toMatchObject({ coupon_code: coupon?.code });
	expect(JSON.stringify(order.delivery_address)).toContain(street);
});

test('an order the server refuses keeps the cart and the typed address', async ({
	page,
	context,
	request,
	baseURL,
}) => {
	const guestId = await newGuest(request);
	const storeId = 5;
	const dish = await simpleItem(request, storeId, FOOD.id);
	const minimum = await storeMinimum(request, storeId);
	expect(minimum, 'the store has a minimum order').toBeGreaterThan(dish.price);
	await fillCart(request, { guestId }, FOOD.id, dish, dish.price); // one, below the minimum
	await returningShopper(context, baseURL ?? '', ORCHARD, FOOD);
	await asGuest(context, guestId);

	await page.goto('/checkout?page=cart');
	const refusal = /You need to order at least S\$\d+\.\d{2}/;
	const summary = page.getByRole('complementary', { name: 'Order Summary' });
	await expect(summary.getByText(refusal)).toBeVisible();
	await page.getByLabel('Address', { exact: true }).fill('21 Orchard Boulevard, Singapore');
	await page.getByRole('radio', { name: 'Other' }).check();
	await page.getByLabel('Label Name').fill('Studio');
	await page.getByLabel('Contact person name').fill('Ali Guest');
	await page.getByLabel('Contact person number').fill('+6580001111');
	await page.getByLabel('Email', { exact: true }).fill('ali@example.com');
	await page.getByLabel('Floor').fill('7');
	await page.getByRole('button', { name: 'Place Order' }).click();

	// The refusal is toasted and shown by the button; nothing typed is lost, the cart survives.
	await expect(
		page.getByRole('region', { name: 'Notifications' }).getByText(refusal),
	).toBeVisible();
	await expect(summary.getByRole('alert')).toContainText(refusal);
	await expect(page.getByRole('button', { name: 'Place Order' })).toBeEnabled();
	await expect(page).toHaveURL(/\/checkout\?page=cart$/);
	await expect(page.getByLabel('Address', { exact: true })).toHaveValue(
		'21 Orchard Boulevard, Singapore',
	);
	await expect(page.getByLabel('Label Name')).toHaveValue('Studio');
	await expect(page.getByLabel('Contact person name')).toHaveValue('Ali Guest');
	await expect(page.getByLabel('Email', { exact: true })).toHaveValue('ali@example.com');
	await expect(page.getByLabel('Floor')).toHaveValue('7');
	expect(await cartLines(request, guestId, FOOD.id)).toHaveLength(1);
});

test('nobody is asked to check out without a session or with nothing to buy', async ({
	page,
	context,
	request,
	baseURL,
}) => {
	await returningShopper(context, baseURL ?? '', ORCHARD, FOOD);
	await page.goto('/checkout?page=cart');
	await expect(page).toHaveURL(/\/auth\/sign-in\?from=%2Fcheckout%3Fpage%3Dcart$/);

	await asGuest(context, await newGuest(request));
	await page.goto('/checkout?page=buy_now');
	await expect(page.getByText('There is nothing to check out yet.')).toBeVisible();
	await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/home');
});

test('a guest buys a dish now, picks it up and pays digitally', async ({
	page,
	context,
	request,
	baseURL,
}) => {
	const guestId = await newGuest(request);
	const storeId = 1;
	const dish = await simpleItem(request, storeId, FOOD.id);
	const item = await (
		await request.get(`${API}/items/details/${dish.id}`, { headers: { moduleId: String(FOOD.id) } })
	).json();
	const quantity = Math.ceil(((await storeMinimum(request, storeId)) + 1) / dish.price);
	const entry = {
		page: 'buy_now',
		store_id: storeId,
		module_id: FOOD.id,
		line: {
			item_id: dish.id,
			item_type: 'Item',
			quantity,
			variation: [],
			add_on_ids: [],
			add_on_qtys: [],
		},
		item,
	};
	await returningShopper(context, baseURL ?? '', ORCHARD, FOOD);
	await asGuest(context, guestId);
	// What Buy Now leaves behind (src/state/buy-now.state.ts), once: the tab's later pages see
	// whatever checkout left there.
	await context.addInitScript((e) => {
		if (sessionStorage.getItem('test-seeded')) return;
		sessionStorage.setItem('test-seeded', '1');
		sessionStorage.setItem('buy-now', e);
	}, JSON.stringify(entry));

	await page.goto('/checkout?page=buy_now');
	const summary = page.getByRole('complementary', { name: 'Order Summary' });
	await expect(summary.getByText(dish.name)).toBeVisible();
	await expect(summary.getByText(`Quantity: ${quantity}`)).toBeVisible();
	await page.getByRole('radio', { name: 'Take Away' }).check();
	// Take-away hides the address and the tips; a guest gives a contact instead (spec §2, §5).
	await expect(page.getByRole('heading', { name: 'Delivery Address' })).toBeHidden();
	await expect(page.getByRole('group', { name: 'Delivery Man Tips' })).toBeHidden();
	await expect(page.getByText('No Contact Info Added')).toBeVisible();
	await expectPriced(page);
	await expect(summary.getByText('Delivery fee')).toBeHidden();

	await page.getByLabel('Contact person name').fill('Mei Guest');
	await page.getByLabel('Contact person number').fill('+6582223333');
	await page.getByLabel('Email', { exact: true }).fill('mei@example.com');
	await page.getByRole('radio', { name: 'Digital payment' }).check();
	await page.getByRole('button', { name: 'Place Order' }).click();

	await expect(page).toHaveURL(/\/payment-mobile\?/);
	const url = new URL(page.url());
	const orderId = url.searchParams.get('order_id');
	expect(Object.fromEntries(url.searchParams)).toEqual({
		order_id: expect.stringMatching(/^\d+$/),
		customer_id: guestId,
		payment_method: 'demo_pay',
		payment_platform: 'web',
		callback: `${new URL(baseURL ?? '').origin}/order?order_id=${orderId}`,
		payment_token: expect.stringMatching(/^[\w-]{43}$/),
	});
	// The signed link opens the order's payment page.
	await expect(page.getByRole('heading', { name: 'Complete your payment' })).toBeVisible();
	expect(await page.evaluate(() => sessionStorage.getItem('buy-now'))).toBeNull();
});

test('a lost answer is retried with the same key and places one order', async ({
	page,
	context,
	request,
	baseURL,
}) => {
	const guestId = await newGuest(request);
	const dish = await simpleItem(request, 1, FOOD.id);
	await fillCart(request, { guestId }, FOOD.id, dish, (await storeMinimum(request, 1)) + 1);
	await returningShopper(context, baseURL ?? '', ORCHARD, FOOD);
	await asGuest(context, guestId);
	const keys: string[] = [];
	const totals: unknown[] = [];
	await page.route('**/api/v1/customer/order/place', async (route) => {
		keys.push(route.request().headers()['idempotency-key'] ?? '');
		totals.push(route.request().postDataJSON()?.order_amount);
		if (keys.length > 1) return route.continue();
		await route.fetch(); // the server places the order…
		await route.abort('connectionreset'); // …and its answer is lost on the way back
	});

	// A slow preview: the first press goes out with the total of the delivery preview, and the
	// take-away total arrives before the retry. The retry is still the same order, with the same key.
	await page.route('**/api/v1/customer/order/preview', async (route) => {
		const response = await route.fetch(); // priced while the cart is still full…
		await new Promise((done) => setTimeout(done, 2000)); // …and answered late
		await route.fulfill({ response }).catch(() => {});
	});

	await page.goto('/checkout?page=cart');
	await expectPriced(page);
	const summary = page.getByRole('complementary', { name: 'Order Summary' });
	const total = summary.getByText('Total', { exact: true }).locator('xpath=following-sibling::dd');
	const deliveryTotal = await total.textContent();
	const takeAwayAsked = page.waitForRequest(
		(r) => r.url().includes('/order/preview') && r.postDataJSON()?.order_type === 'take_away',
	);
	const takeAwayPriced = page.waitForResponse(
		(r) =>
			r.url().includes('/order/preview') && r.request().postDataJSON()?.order_type === 'take_away',
	);
	await page.getByRole('radio', { name: 'Take Away' }).check();
	await takeAwayAsked;
	await page.getByLabel('Contact person name').fill('Tan Guest');
	await page.getByLabel('Contact person number').fill('+6583334444');
	await page.getByLabel('Email', { exact: true }).fill('tan@example.com');
	await page.getByRole('button', { name: 'Place Order' }).click();
	await expect(page.getByText('Your order was not placed')).toBeVisible();
	await takeAwayPriced;
	await expect(total).not.toHaveText(deliveryTotal ?? '');
	await page.getByRole('button', { name: 'Place Order' }).click();

	await expect(page).toHaveURL(/\/order\?order_id=\d+&flag=success$/, { timeout: 15_000 });
	expect(keys).toHaveLength(2);
	expect(totals[1], 'the retry carries the newer preview’s total').not.toBe(totals[0]);
	expect(keys[1]).toBe(keys[0]);
	const running = await (
		await request.get(`${API}/customer/order/running-orders?limit=10&offset=1&guest_id=${guestId}`)
	).json();
	expect(running.orders.map((o: { id: number }) => String(o.id))).toEqual([
		new URL(page.url()).searchParams.get('order_id'),
	]);
});
