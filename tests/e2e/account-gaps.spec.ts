import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { axeFindings } from './support/axe';
import { answerReviewPromptLater, newCustomer, signedIn } from './support/customer';
import { allDayItems, openStoreNow } from './support/open-now';
import { GROCERY, islandsHydrated, ORCHARD, returningShopper } from './support/shopper';

// Issues 15, 16 and 17, their named gaps (ADR 030): partial payment and the first-order discount
// in checkout and on the order, points earned on the order, the referral toast, and adding to
// the cart from search results found with swapped letters.

const API = '/api/v1';
const SETTLE = { timeout: 30_000 };
const toast = (page: Page, text: string | RegExp) =>
	page.getByRole('region', { name: 'Notifications' }).getByText(text);
const headers = (token: string) => ({
	Authorization: `Bearer ${token}`,
	moduleId: String(GROCERY.id),
	zoneId: '[1]',
	'X-localization': 'en',
});

/** A simple grocery item (no variations) of a store open now, and the store's minimum order. */
async function simpleItem(request: APIRequestContext) {
	const store = await openStoreNow(request, GROCERY, ORCHARD, (s) => s.delivery);
	const item = (await allDayItems(request, store, GROCERY, ORCHARD))
		.filter((p) => p.variations.length === 0 && p.maximum_cart_quantity === null && p.price > 0)
		.filter((p) => !p.is_prescription_required)
		.sort((a, b) => b.stock - a.stock)[0];
	if (!item) throw new Error(`store ${store.id} has no simple item on sale now`);
	return { item, store, minimum: Number(store.minimum_order ?? 0) };
}

async function fillCart(request: APIRequestContext, token: string, amount: number) {
	const { item, store, minimum } = await simpleItem(request);
	const quantity = Math.max(1, Math.ceil(Math.max(amount, minimum + 1) / item.price));
	const added = await request.post(`${API}/customer/cart/add`, {
		headers: headers(token),
		data: {
			item_id: item.id,
			model: 'Item',
			quantity,
			variation: [],
			add_on_ids: [],
			add_on_qtys: [],
		},
	});
	expect(added.ok(), await added.text()).toBe(true);
	return { item, store };
}

/** Tops the wallet up through the payment page, as a shopper would. */
async function topUp(page: Page, request: APIRequestContext, token: string, amount: number) {
	const res = await request.post(`${API}/customer/wallet/add-fund`, {
		headers: headers(token),
		data: { amount, payment_method: 'demo_pay', payment_platform: 'web', callback: '/wallet' },
	});
	expect(res.ok(), await res.text()).toBe(true);
	await page.goto((await res.json()).redirect_link);
	await page.getByRole('button', { name: 'Pay' }).click();
	await expect(page).toHaveURL(/\/wallet/, SETTLE);
}

test.describe('desktop journeys', () => {
	test.describe.configure({ timeout: 180_000 });
	test.skip(({ viewport }) => (viewport?.width ?? 0) < 1180, 'journeys run once, on desktop');

	test('a new customer pays part from the wallet and the rest in cash, with the first order discount, and sees the split and the points on the order', async ({
		page,
		context,
		request,
		baseURL,
	}) => {
		const { token } = await newCustomer(request);
		await signedIn(context, token);
		await returningShopper(context, baseURL ?? '', ORCHARD, GROCERY);
		await answerReviewPromptLater(page);
		await topUp(page, request, token, 5);
		const { item } = await fillCart(request, token, 20);

		await page.goto('/checkout?page=cart');
		const summary = page.getByRole('complementary', { name: 'Order Summary' });
		await expect(summary.getByText(item.name)).toBeVisible(SETTLE);
		await expect(summary.getByText('First order discount')).toBeVisible(SETTLE);
		const partial = page.getByRole('checkbox', { name: 'Pay S$5.00 from my wallet' });
		await expect(partial).toBeVisible(SETTLE);
		await partial.check();
		await expect(summary.getByText('Paid by wallet')).toBeVisible();
		await expect(summary.getByText('Due on delivery')).toBeVisible();
		await expect(page.getByRole('radio', { name: /Cash on delivery/ })).toBeChecked();
		expect(await axeFindings(page, 'main')).toEqual([]);
		await page.getByRole('button', { name: 'Place Order' }).click();
		await expect(page).toHaveURL(/\/order\?order_id=\d+&flag=success$/, SETTLE);
		const orderId = Number(new URL(page.url()).searchParams.get('order_id'));

		const info = await (
			await request.get(`${API}/customer/info`, { headers: headers(token) })
		).json();
		expect(info.wallet_balance).toBe(0);
		await page.goto(`/order-details/${orderId}`);
		const card = page.getByRole('region', { name: 'Summary', exact: true });
		await expect(card.getByText('First order discount')).toBeVisible(SETTLE);
		await expect(card.getByText('Paid by wallet')).toBeVisible();
		await expect(card.getByText('Paid in cash')).toBeVisible();
		// Orders move a step every 2 s here: the delivered order shows the points it earned.
		await expect(card.getByText('Loyalty points earned')).toBeVisible({ timeout: 60_000 });
		expect(await axeFindings(page, 'main')).toEqual([]);
	});

	test('a customer whose invited friend receives a first order hears of the reward at once', async ({
		page,
		context,
		request,
	}) => {
		const referrer = await newCustomer(request, 'Aisyah Referrer');
		const { ref_code: code } = await (
			await request.get(`${API}/customer/info`, { headers: headers(referrer.token) })
		).json();
		const friend = await (
			await request.post(`${API}/auth/sign-up`, {
				data: {
					name: 'Budi Friend',
					phone: `+659${String(Date.now() % 10_000_000).padStart(7, '0')}`,
					password: 'kampung-secret',
					ref_code: code,
				},
				headers: { 'X-Forwarded-For': `10.19.${Date.now() % 250}.7` },
			})
		).json();
		await signedIn(context, referrer.token);
		await page.goto('/wallet');
		await expect(page.getByTestId('wallet-balance')).toHaveText('S$0.00', SETTLE);

		const { store } = await fillCart(request, friend.token, 15);
		const placed = await request.post(`${API}/customer/order/place`, {
			headers: headers(friend.token),
			data: {
				order_amount: 0,
				payment_method: 'cash_on_delivery',
				order_type: 'delivery',
				store_id: store.id,
				distance: 2,
				address: ORCHARD.address,
				latitude: ORCHARD.lat,
				longitude: ORCHARD.lng,
				contact_person_name: 'Budi Friend',
				contact_person_number: '+6590001111',
			},
		});
		expect(placed.ok(), await placed.text()).toBe(true);
		await expect(
			toast(page, /Referral reward: A friend you invited received their first order: S\$5\.00/),
		).toBeVisible({
			timeout: 90_000,
		});
	});
});

test('a shopper who types swapped letters finds the item and adds it to the cart from the results', async ({
	page,
	context,
	request,
	baseURL,
}) => {
	test.setTimeout(120_000);
	const { item } = await simpleItem(request);
	// The item's longest word with its second and third letters swapped ("Banana" → "bnaana").
	const word = item.name.split(/[^\p{L}]+/u).sort((a, b) => b.length - a.length)[0] ?? '';
	const typo = `${word[0]}${word[2]}${word[1]}${word.slice(3)}`.toLowerCase();
	expect(word.length, item.name).toBeGreaterThanOrEqual(4);
	await returningShopper(context, baseURL ?? '', ORCHARD, GROCERY);
	await page.goto(`/home?data_type=searched&search=${encodeURIComponent(typo)}&module_id=2`);
	const results = page.getByRole('main').getByRole('article');
	await expect(results.first().getByRole('heading')).toContainText(new RegExp(word, 'i'), SETTLE);
	const card = results.filter({ has: page.getByRole('heading', { name: item.name, exact: true }) });
	await islandsHydrated(page);
	await card.first().getByRole('button', { name: 'Add to cart' }).click();
	await expect(toast(page, 'Item added to cart')).toBeVisible(SETTLE);
	await expect(card.first().getByRole('group', { name: /Quantity of/i })).toBeVisible(SETTLE);
	expect(await axeFindings(page, 'main')).toEqual([]);
});

test('the demo customer sees the points a delivered order earned, in Indonesian and the dark theme', async ({
	page,
	context,
	request,
}) => {
	test.setTimeout(120_000);
	const login = await request.post(`${API}/auth/login`, {
		data: { phone: '+6591234567', password: 'password123' },
		headers: { 'X-Forwarded-For': `10.18.${Date.now() % 250}.3` },
	});
	const { token } = await login.json();
	const list = await (
		await request.get(`${API}/customer/order/list?limit=20&offset=1`, { headers: headers(token) })
	).json();
	const delivered = list.orders.find(
		(o: { order_status: string; earned_loyalty_points: number | null }) =>
			o.order_status === 'delivered' && o.earned_loyalty_points,
	);
	expect(delivered, 'the demo has a delivered order that earned points').toBeDefined();
	await signedIn(context, token);
	await answerReviewPromptLater(page);
	await page.goto('/id/');
	await context.addCookies([{ name: 'theme', value: 'dark', url: page.url() }]);
	await page.goto(`/id/order-details/${delivered.id}`);
	await expect(page.getByText('Poin loyalitas didapat')).toBeVisible(SETTLE);
	await expect(page.getByText(`${delivered.earned_loyalty_points} poin`)).toBeVisible();
	expect(await axeFindings(page, 'main')).toEqual([]);
});
