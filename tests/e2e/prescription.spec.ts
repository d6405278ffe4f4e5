import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { axeFindings } from './support/axe';
import { returningShopper, type StoredModule, TAMPINES } from './support/shopper';

// spec §2 checkout, §5 'Please upload your prescription image' and 'Maximum 3 images can be send
// at a time.', §9 at most 3 prescription images; contract §8.1 order_attachment[], §3.4.

const API = '/api/v1';
const PHARMACY: StoredModule = { id: 3, module_type: 'pharmacy', module_name: 'Pharmacy' };
/** Bedok 24h Health Hub (zone 2): the seed opens it round the clock. */
const ALL_DAY_PHARMACY = 'bedok-24h-health-hub';
const headers = { moduleId: String(PHARMACY.id), zoneId: JSON.stringify(TAMPINES.zoneIds) };

interface Product {
	id: number;
	name: string;
	price: number;
	stock: number;
	variations: unknown[];
	is_prescription_required: number;
	maximum_cart_quantity: number | null;
}

/** A guest with a prescription medicine of the all-day pharmacy in the cart, over the minimum. */
async function guestWithPrescriptionMedicine(request: APIRequestContext) {
	const store = await (await request.get(`${API}/stores/details/${ALL_DAY_PHARMACY}`)).json();
	const listed = await request.get(
		`${API}/items/latest?store_id=${store.id}&limit=50&offset=1&category_id=0`,
		{ headers },
	);
	const { products } = (await listed.json()) as { products: Product[] };
	const quantity = (p: Product) => Math.ceil((Number(store.minimum_order) + 1) / p.price);
	const medicine = products
		.filter((p) => p.is_prescription_required === 1 && p.variations.length === 0)
		.filter((p) => p.stock >= quantity(p) && (p.maximum_cart_quantity ?? 99) >= quantity(p))
		.sort((a, b) => b.stock - a.stock)[0];
	if (!medicine) throw new Error('the all-day pharmacy sells no prescription medicine');
	const guestId = String((await (await request.post(`${API}/auth/guest/request`)).json()).guest_id);
	const added = await request.post(`${API}/customer/cart/add`, {
		headers,
		data: { guest_id: guestId, item_id: medicine.id, model: 'Item', quantity: quantity(medicine) },
	});
	expect(added.ok(), await added.text()).toBe(true);
	return { guestId, medicine };
}

/** A phone photo: 2400 × 1800 px. */
const photo = async (name: string) => ({
	name,
	mimeType: 'image/jpeg',
	buffer: await sharp({
		create: { width: 2400, height: 1800, channels: 3, background: '#e9f1f7' },
	})
		.jpeg()
		.toBuffer(),
});

async function expectAccessible(page: Page): Promise<void> {
	expect(await axeFindings(page, 'main')).toEqual([]);
}

test('a guest buying a prescription medicine sends a photo of the prescription and finds it on the order', async ({
	page,
	context,
	request,
	baseURL,
}) => {
	const { guestId, medicine } = await guestWithPrescriptionMedicine(request);
	await returningShopper(context, baseURL ?? '', TAMPINES, PHARMACY);
	await context.addInitScript((id) => localStorage.setItem('guest_id', id), guestId);

	await page.goto('/checkout?page=cart');
	const summary = page.getByRole('complementary', { name: 'Order Summary' });
	await expect(summary.getByText(medicine.name)).toBeVisible();
	const section = page.getByRole('region', { name: 'Prescription' });
	await expect(section.getByText('A medicine in this order needs a prescription.')).toBeVisible();
	await page.getByLabel('Contact person name').fill('Siti Guest');
	await page.getByLabel('Contact person number').fill('+6581234567');
	await page.getByLabel('Email', { exact: true }).fill('siti@example.com');
	await page.getByRole('radio', { name: 'Cash on delivery' }).check();

	// spec §5: no image, no order; more than three at once are refused, and nothing is lost.
	await page.getByRole('button', { name: 'Place Order' }).click();
	await expect(section.getByText('Please upload your prescription image')).toBeVisible();
	const upload = page.getByLabel('Upload prescription');
	await expect(upload).toBeFocused();
	await upload.setInputFiles(await Promise.all(['a', 'b', 'c', 'd'].map((n) => photo(`${n}.jpg`))));
	await expect(section.getByText('Maximum 3 images can be send at a time.')).toBeVisible();
	await expect(section.getByRole('img')).toHaveCount(0);

	await upload.setInputFiles([await photo('front.jpg'), await photo('back.jpg')]);
	await expect(section.getByRole('img', { name: 'Prescription image 2' })).toBeVisible();
	await section.getByRole('button', { name: 'Remove prescription image 1' }).click();
	await expect(section.getByRole('img')).toHaveCount(1);
	await expect(page.getByLabel('Contact person name')).toHaveValue('Siti Guest');
	await expectAccessible(page);

	await page.getByRole('button', { name: 'Place Order' }).click();
	await expect(page).toHaveURL(/\/order\?order_id=\d+&flag=success$/, { timeout: 15_000 });
	const orderId = new URL(page.url()).searchParams.get('order_id');

	// The order keeps one image, sent at most 1600 px wide (the phone's 2400 px photo, shrunk).
	const tracked = await (
		await request.get(
			`${API}/customer/order/track?order_id=${orderId}&guest_id=${guestId}&contact_number=%2B6581234567`,
		)
	).json();
	expect(tracked.order_attachment_full_url).toHaveLength(1);
	const stored = await request.get(tracked.order_attachment_full_url[0]);
	expect(stored.headers()['content-type']).toBe('image/webp');
	expect((await sharp(await stored.body()).metadata()).width).toBe(1600);

	await page.goto(`/order-details/${orderId}`);
	const attached = page.getByRole('region', { name: 'Prescription' });
	const image = attached.getByRole('img', { name: 'Prescription image 1' });
	await expect(image).toBeVisible();
	await expect
		.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
		.toBeGreaterThan(0);
});

test('a new visitor orders from a pharmacy with only a photo of the prescription', async ({
	page,
	context,
	request,
	baseURL,
}) => {
	const store = await (await request.get(`${API}/stores/details/${ALL_DAY_PHARMACY}`)).json();
	await returningShopper(context, baseURL ?? '', TAMPINES, PHARMACY);

	// contract §8.2: the pharmacy offers it; a visitor without a session chooses to go on as a guest.
	await page.goto(`/store/${ALL_DAY_PHARMACY}`);
	await page.getByRole('link', { name: 'Order with prescription' }).click();
	const prompt = page.getByRole('dialog', { name: 'Do you want to login or continue as a guest?' });
	await prompt.getByRole('button', { name: 'Guest' }).click();
	await expect(page).toHaveURL(new RegExp(`/checkout\\?page=prescription&store_id=${store.id}$`));

	const section = page.getByRole('region', { name: 'Prescription' });
	await expect(section.getByText('Add a clear photo of your prescription')).toBeVisible();
	const summary = page.getByRole('complementary', { name: 'Order Summary' });
	await expect(summary.getByText('The pharmacy adds your medicines')).toBeVisible();
	await expect(summary.getByText('Delivery fee')).toBeVisible();
	await expect(summary.getByText('Item price')).toHaveCount(0);
	await expect(page.getByRole('radio', { name: 'Take Away' })).toHaveCount(0);
	await expect(page.getByRole('radio', { name: 'Cash on delivery' })).toBeChecked();
	await expect(page.getByRole('radio', { name: 'Digital payment' })).toHaveCount(0);
	await expect(page.getByLabel('Coupon code')).toHaveCount(0);

	await page.getByLabel('Contact person name').fill('Siti Guest');
	await page.getByLabel('Contact person number').fill('+6581234567');
	await page.getByLabel('Email', { exact: true }).fill('siti@example.com');
	await page.getByRole('button', { name: 'Place Order' }).click();
	await expect(section.getByText('Please upload your prescription image')).toBeVisible();
	await page.getByLabel('Upload prescription').setInputFiles([await photo('prescription.jpg')]);
	await expect(section.getByRole('img', { name: 'Prescription image 1' })).toBeVisible();
	await expectAccessible(page);
	await page.getByRole('button', { name: 'Place Order' }).click();
	await expect(page).toHaveURL(/\/order\?order_id=\d+&flag=success$/, { timeout: 15_000 });
	const orderId = new URL(page.url()).searchParams.get('order_id');

	await page.goto(`/order-details/${orderId}`);
	await expect(
		page
			.getByRole('region', { name: 'Prescription' })
			.getByRole('img', { name: 'Prescription image 1' }),
	).toBeVisible();
	const orderSummary = page.getByRole('region', { name: 'Summary' });
	await expect(orderSummary.getByText('Delivery fee')).toBeVisible();
	await expect(orderSummary.getByText('Item price')).toHaveCount(0);
	await expect(page.getByRole('region', { name: 'Items' })).toBeHidden();

	// A grocery takes no prescription orders: checkout says so instead of a form.
	await page.goto('/checkout?page=prescription&store_id=19');
	await expect(
		page.getByRole('heading', { name: 'This store does not take prescription orders' }),
	).toBeVisible();
});
