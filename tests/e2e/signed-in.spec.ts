import { type APIRequestContext, expect, test } from '@playwright/test';
import { newCustomer, signedIn } from './support/customer';
import { GROCERY, ORCHARD, returningShopper } from './support/shopper';

// spec §2 location picking and the visit-again strip, §6 signed-in customers: saved addresses in
// the location picker, 'Visit Again!' once the customer has ordered.

const STORE_ID = 21; // a grocery store in zone 1 (Central), open all day in the seed
const HEADERS = { zoneId: '[1]', moduleId: '2' };

/** An order of the customer at the grocery store, placed through the API. */
async function placeOrder(request: APIRequestContext, token: string, phone: string) {
	const headers = { ...HEADERS, Authorization: `Bearer ${token}` };
	const listed = await request.get(
		`/api/v1/items/latest?store_id=${STORE_ID}&limit=50&offset=1&category_id=0`,
		{ headers },
	);
	const { products } = (await listed.json()) as {
		products: {
			id: number;
			price: number;
			stock: number;
			variations: unknown[];
			maximum_cart_quantity: number | null;
		}[];
	};
	const units = (p: { price: number }) => Math.ceil(20 / p.price);
	const item = products
		.filter(
			(p) =>
				p.variations.length === 0 &&
				p.stock >= units(p) &&
				(p.maximum_cart_quantity ?? Number.POSITIVE_INFINITY) >= units(p),
		)
		.sort((a, b) => b.stock - a.stock)[0];
	if (!item) throw new Error('no grocery item in stock');
	const added = await request.post('/api/v1/customer/cart/add', {
		headers,
		data: { item_id: item.id, model: 'Item', quantity: units(item) },
	});
	expect(added.ok(), await added.text()).toBe(true);
	const placed = await request.post('/api/v1/customer/order/place', {
		headers: { ...headers, 'Idempotency-Key': `signed-in-${phone}` },
		data: {
			payment_method: 'cash_on_delivery',
			order_type: 'delivery',
			store_id: STORE_ID,
			distance: 2,
			address: ORCHARD.address,
			latitude: ORCHARD.lat,
			longitude: ORCHARD.lng,
			contact_person_name: 'Siti Rahman',
			contact_person_number: phone,
		},
	});
	expect(placed.ok(), await placed.text()).toBe(true);
}

test('a signed-in shopper picks a saved address in the location picker', async ({
	page,
	context,
	request,
	baseURL,
}) => {
	const { token } = await newCustomer(request);
	const saved = await request.post('/api/v1/customer/address/add', {
		headers: { Authorization: `Bearer ${token}` },
		data: {
			address_type: 'office',
			address: '1 Tampines Central 5, Singapore 529508',
			latitude: 1.3526,
			longitude: 103.9448,
			contact_person_name: 'Siti Rahman',
			contact_person_number: '+6581234567',
		},
	});
	expect(saved.ok(), await saved.text()).toBe(true);
	await returningShopper(context, baseURL ?? '', ORCHARD, GROCERY);
	await signedIn(context, token);
	await page.goto('/home');

	await page
		.getByRole('banner')
		.getByRole('button', { name: /change delivery location/ })
		.click();
	const dialog = page.getByRole('dialog', { name: 'Pick your delivery location' });
	const list = dialog.getByRole('radiogroup', { name: 'Saved addresses' });
	await list.getByRole('radio', { name: /Office.*Tampines Central 5/ }).check();
	await dialog.getByRole('button', { name: 'Pick Locations' }).click();
	await expect(page.getByText('New delivery address selected.')).toBeVisible();
	expect(await page.evaluate(() => localStorage.getItem('location'))).toContain(
		'Tampines Central 5',
	);
});

test('after an order, the home offers the store again', async ({
	page,
	context,
	request,
	baseURL,
}) => {
	const { token, phone } = await newCustomer(request);
	await placeOrder(request, token, phone);
	await returningShopper(context, baseURL ?? '', ORCHARD, GROCERY);
	await signedIn(context, token);
	await page.goto('/home');
	await expect(page.getByRole('heading', { level: 2, name: 'Visit Again!' })).toBeVisible();
	const strip = page.getByRole('region', { name: 'Visit Again!' }).first();
	await expect(strip.getByRole('article').first()).toBeVisible();
});
