import { type APIRequestContext, expect, test } from '@playwright/test';
import { newCustomer, signedIn } from './support/customer';
import { ALL_DAY_GROCERY, fillGroceryCart, placeGroceryOrder } from './support/orders';
import { GROCERY, ORCHARD, returningShopper } from './support/shopper';

// spec §2 location picking and the visit-again strip, §6 signed-in customers: saved addresses in
// the location picker, 'Visit Again!' once the customer has ordered.

/** An order of the customer at the grocery open round the clock, placed through the API. */
async function placeOrder(request: APIRequestContext, token: string, phone: string) {
	await fillGroceryCart(request, { token });
	await placeGroceryOrder(
		request,
		{ token },
		{
			paymentMethod: 'cash_on_delivery',
			contactName: 'Siti Rahman',
			contactPhone: phone,
			idempotencyKey: `signed-in-${phone}`,
		},
	);
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
	await returningShopper(context, baseURL ?? '', ALL_DAY_GROCERY.location, GROCERY);
	await signedIn(context, token);
	await page.goto('/home');
	await expect(page.getByRole('heading', { level: 2, name: 'Visit Again!' })).toBeVisible();
	const strip = page.getByRole('region', { name: 'Visit Again!' }).first();
	await expect(strip.getByRole('article').first()).toBeVisible();
});
