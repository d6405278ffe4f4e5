import { expect, type Locator, type Page, test } from '@playwright/test';
import { axeFindings } from './support/axe';
import { newCustomer, signedIn } from './support/customer';
import { ORCHARD, returningShopper, type StoredModule } from './support/shopper';

// spec §1 parcel module, §2 /parcel-delivery-info and the tracking drawer's sender and receiver
// blocks, §4 tracking timeline, §5 'Need a order id' / 'Need a contact number'. The server runs
// the dispatcher with ORDER_STEP_SECONDS=2, so a parcel is delivered within a minute.

const PARCEL: StoredModule = { id: 5, module_type: 'parcel', module_name: 'Parcel' };
const PICKER = 'Pick your delivery location';

/** From the parcel home, a category opens the parcel flow. */
async function startParcel(page: Page, category: string): Promise<void> {
	await page.goto('/home?module_id=5');
	await page.getByRole('link', { name: new RegExp(category) }).click();
	await expect(page).toHaveURL(/\/parcel-delivery-info\?category_id=\d+/);
	await expect(page.getByRole('heading', { level: 1, name: 'Send a parcel' })).toBeVisible();
}

/** Picks the receiver on the map: a place search, then Pick Locations. */
async function pickReceiver(page: Page, search: string, place: string): Promise<void> {
	const receiver = page.getByRole('region', { name: 'Receiver' });
	await receiver.getByRole('button', { name: 'Pick on map' }).click();
	const dialog = page.getByRole('dialog', { name: PICKER });
	await expect(dialog.getByRole('application')).toHaveAttribute('data-ready', 'true', {
		timeout: 30_000,
	});
	await dialog.getByRole('combobox', { name: 'Search location' }).fill(search);
	await dialog.getByRole('option', { name: place }).click();
	// The pin's lookups have answered for the chosen place (not the point the map opened on).
	await expect(dialog.getByRole('status').filter({ hasText: 'Delivery location' })).toContainText(
		place,
		{ timeout: 20_000 },
	);
	await dialog.getByRole('button', { name: 'Pick Locations' }).click();
	await expect(dialog).toBeHidden({ timeout: 20_000 });
	await expect(page.getByText('New location has been set.')).toBeVisible();
	await expect(receiver.getByText(place.split(',')[0] ?? place)).toBeVisible();
}

async function fillParty(region: Locator, name: string, phone: string): Promise<void> {
	await region.getByLabel('Name').fill(name);
	await region.getByLabel('Phone').fill(phone);
	await region.getByLabel('House').fill('12');
}

/** The tracking drawer follows the parcel to Delivered, with both blocks and both points. */
async function followToDelivered(page: Page, sender: string, receiver: string): Promise<void> {
	const drawer = page.getByRole('dialog', { name: 'Track Order' });
	await expect(drawer).toBeVisible({ timeout: 20_000 });
	await expect(drawer.getByRole('heading', { name: 'Sender' })).toBeVisible();
	await expect(drawer.getByRole('heading', { name: 'Receiver' })).toBeVisible();
	await expect(drawer.getByText(sender)).toBeVisible();
	await expect(drawer.getByText(receiver)).toBeVisible();
	const map = drawer.getByRole('region', { name: 'Map of your delivery' });
	await expect(map).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
	await expect(map.locator('.track-origin')).toHaveCount(1);
	await expect(map.locator('.track-destination')).toHaveCount(1);
	const delivered = drawer.getByRole('listitem').filter({ hasText: 'Delivered' });
	await expect(delivered).toHaveAttribute('aria-current', 'step', { timeout: 90_000 });
}

test('a guest sends a parcel from Orchard Road to Tampines and tracks it to the door', async ({
	page,
	context,
	baseURL,
}) => {
	test.setTimeout(240_000);
	await returningShopper(context, baseURL ?? '', ORCHARD, PARCEL);
	await startParcel(page, 'Documents');

	const sender = page.getByRole('region', { name: 'Sender' });
	await expect(sender.getByText('Orchard Road, Singapore')).toBeVisible();
	// spec §5: name, phone and address are required before anything is sent.
	await page.getByRole('button', { name: 'Place Order' }).click();
	await expect(sender.getByText('Name is required')).toBeVisible();
	await expect(
		page.getByRole('region', { name: 'Receiver' }).getByText('Address is required'),
	).toBeVisible();

	await fillParty(sender, 'Nur Sender', '+6591110001');
	await pickReceiver(page, 'Tampines', 'Tampines Mall, 4 Tampines Central 5, Singapore 529510');
	await fillParty(page.getByRole('region', { name: 'Receiver' }), 'Lim Receiver', '+6591110002');

	// The server's price: the distance and the fee (documents: 0.8/km, a car over 8 km adds 3).
	const price = page.getByRole('region', { name: 'Details and price' });
	await expect(price.getByText(/^1[2-4]\.\d{2} km$/)).toBeVisible({ timeout: 20_000 });
	await expect(price.getByText(/^S\$1[2-5]\.\d{2}$/).first()).toBeVisible();
	// The page's own content (the header's location button is shared with every page).
	expect(await axeFindings(page, 'main')).toEqual([]);

	await page.getByRole('radio', { name: 'Cash on delivery' }).check();
	await page.getByRole('button', { name: 'Place Order' }).click();

	const placed = page.getByRole('dialog', { name: 'Order Placed Successfully !' });
	await expect(placed).toBeVisible({ timeout: 30_000 });
	await placed.getByRole('link', { name: 'Track Order' }).click();
	await followToDelivered(page, 'Nur Sender', 'Lim Receiver');
});

test('a guest must give the order id and phone to track a parcel', async ({ page }) => {
	await page.goto('/track-order');
	await page.getByRole('button', { name: 'Track Order' }).click();
	await expect(page.getByText('Need a order id')).toBeVisible();
	await expect(page.getByText('Need a contact number')).toBeVisible();
});

test('a signed-in customer sends a parcel, pays online and follows it on the order page', async ({
	page,
	context,
	request,
	baseURL,
}) => {
	test.setTimeout(240_000);
	const customer = await newCustomer(request, 'Aisyah Sender');
	await signedIn(context, customer.token);
	await returningShopper(context, baseURL ?? '', ORCHARD, PARCEL);
	await startParcel(page, 'Small parcel');

	const sender = page.getByRole('region', { name: 'Sender' });
	// The profile fills the sender's name and phone.
	await expect(sender.getByLabel('Name')).toHaveValue('Aisyah Sender', { timeout: 20_000 });
	await pickReceiver(page, 'Novena', 'Novena, Thomson Road, Singapore 307683');
	await fillParty(page.getByRole('region', { name: 'Receiver' }), 'Tan Receiver', '+6591110003');
	const price = page.getByRole('region', { name: 'Details and price' });
	// Small parcel: 1/km, at least 5; about 2 km by bike.
	await expect(price.getByText('S$5.00').first()).toBeVisible({ timeout: 20_000 });

	await page.getByRole('radio', { name: 'Digital payment' }).check();
	await page.getByRole('button', { name: 'Place Order' }).click();
	await expect(page).toHaveURL(/\/payment-mobile\?/, { timeout: 30_000 });
	await page.getByRole('button', { name: 'Pay' }).click();
	await expect(page).toHaveURL(/\/order\?order_id=\d+/, { timeout: 30_000 });
	const orderId = new URL(page.url()).searchParams.get('order_id');

	await page.goto(`/order-details/${orderId}`);
	const parties = page.locator('[data-parties]');
	await expect(parties.getByRole('heading', { name: 'Sender' })).toBeVisible({ timeout: 20_000 });
	await expect(parties.getByText('Tan Receiver')).toBeVisible();
	await page.getByRole('button', { name: 'Track Order' }).click();
	await followToDelivered(page, 'Aisyah Sender', 'Tan Receiver');
});

for (const theme of ['light', 'dark'] as const) {
	test(`the parcel pages read in Indonesian and meet WCAG 2.2 AA in the ${theme} theme`, async ({
		page,
		context,
		baseURL,
	}) => {
		await context.addCookies([{ name: 'theme', value: theme, url: baseURL ?? '' }]);
		await returningShopper(context, baseURL ?? '', ORCHARD, PARCEL);
		await page.goto('/id/parcel-delivery-info');
		await expect(page.getByRole('heading', { level: 1, name: 'Kirim paket' })).toBeVisible();
		await expect(page.getByRole('heading', { name: 'Apa yang Anda kirim?' })).toBeVisible();
		expect(await axeFindings(page, 'main')).toEqual([]);
		await page.getByRole('link', { name: /Dokumen/ }).click();
		await expect(page.getByRole('region', { name: 'Pengirim' })).toBeVisible();
		await expect(page.getByRole('region', { name: 'Penerima' })).toBeVisible();
		await expect(page.getByRole('combobox', { name: 'Instruksi paket' })).toContainText(
			'Tangani dengan hati-hati',
		);
		expect(await axeFindings(page, 'main')).toEqual([]);
	});
}
