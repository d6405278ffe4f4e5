// contract §8.1 order_attachment[]; spec §5 prescription texts and §9 at most 3 images
import { and, isNull, or, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, test } from 'vitest';
import { type CustomerHarness, newGuest, setupCustomerApi } from '~/testing/customer';
import { items, stores } from '../../db/schema';
import {
	addToCart,
	cartLines,
	findItem,
	headersOf,
	NOT_IN_FLASH_SALE,
	orderBody,
	type TestItem,
} from '~/testing/place-order';

const api = setupCustomerApi();
/** Prescription medicines sell at most 3 at a time in the seed. */
const QUANTITY = 2;

let rx: TestItem;

beforeAll(async () => {
	rx = await findItem(
		api,
		'pharmacy',
		and(
			sql`${items.isPrescriptionRequired} = 1 and ${items.stock} >= 20`,
			sql`jsonb_array_length(${items.variations}) = 0`,
			sql`${items.price} * ${QUANTITY} >= ${stores.minimumOrder}`,
			or(isNull(items.maximumCartQuantity), sql`${items.maximumCartQuantity} >= ${QUANTITY}`),
			NOT_IN_FLASH_SALE,
		),
	);
}, 60_000);

const photo = (width = 3000, height = 2000) =>
	sharp({ create: { width, height, channels: 3, background: '#d8e8f0' } })
		.jpeg()
		.withExif({ IFD0: { Copyright: 'Siti Test', Make: 'PhoneCam' } })
		.toBuffer();

const png = () =>
	sharp({ create: { width: 40, height: 30, channels: 3, background: '#c33' } })
		.png()
		.toBuffer();

const file = (bytes: Uint8Array | string, name: string, type: string) =>
	new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], name, { type });

/** A guest with the prescription medicine in the pharmacy cart. */
async function guestWithRx(): Promise<number> {
	const guest = await newGuest(api);
	await addToCart(api, 'pharmacy', { guest }, { item_id: rx.id, quantity: QUANTITY });
	return guest;
}

function placeWith(
	harness: CustomerHarness,
	guest: number,
	files: File[],
	headers: Record<string, string> = {},
) {
	const form = new FormData();
	for (const [key, value] of Object.entries({ ...orderBody(rx), guest_id: guest }))
		form.append(key, String(value));
	for (const f of files) form.append('order_attachment[]', f);
	return harness.call('POST', '/customer/order/place', {
		headers: headersOf('pharmacy', headers),
		multipart: form,
	});
}

/** order/track for the guest, by order id and the contact number the order was placed with. */
const tracked = (guest: number, orderId: number) =>
	api.call(
		'GET',
		`/customer/order/track?order_id=${orderId}&guest_id=${guest}&contact_number=%2B6590001111`,
		{ headers: headersOf('pharmacy') },
	);

const path = (url: string) => url.slice(url.indexOf('/api/v1') + '/api/v1'.length);

describe('order attachments', () => {
	test('a prescription medicine is ordered with a photo of the prescription, stored without its metadata', async () => {
		const guest = await guestWithRx();
		const placed = await placeWith(api, guest, [
			file(await photo(), 'prescription.jpg', 'image/jpeg'),
		]);
		expect(placed.status, JSON.stringify(placed.body)).toBe(200);
		expect(await cartLines(api, 'pharmacy', { guest })).toEqual([]);

		const track = await tracked(guest, placed.body.order_id);
		expect(track.status).toBe(200);
		const urls: string[] = track.body.order_attachment_full_url;
		expect(urls).toHaveLength(1);
		expect(JSON.parse(track.body.order_attachment)).toEqual([urls[0]?.split('/').pop()]);

		const image = await api.call('GET', path(urls[0] ?? ''));
		expect(image.status).toBe(200);
		expect(image.headers.get('content-type')).toBe('image/webp');
		expect(image.headers.get('cache-control')).toContain('private');
		const meta = await sharp(image.body).metadata();
		expect([meta.format, meta.width, meta.height, meta.exif]).toEqual([
			'webp',
			2000,
			1333,
			undefined,
		]);
	});

	test('up to three images are kept, in the order sent', async () => {
		const guest = await guestWithRx();
		const three = [
			file(await png(), 'a.png', 'image/png'),
			file(await png(), 'b.png', 'image/png'),
		];
		three.push(
			file(
				await sharp(await png())
					.webp()
					.toBuffer(),
				'c.webp',
				'image/webp',
			),
		);
		const placed = await placeWith(api, guest, three);
		expect(placed.status, JSON.stringify(placed.body)).toBe(200);
		const track = await tracked(guest, placed.body.order_id);
		expect(track.body.order_attachment_full_url).toHaveLength(3);
	});

	test('without an image the order is refused and the cart is kept', async () => {
		const guest = await guestWithRx();
		const refused = await placeWith(api, guest, []);
		expect([refused.status, refused.body]).toEqual([
			403,
			{ errors: [{ code: 'prescription', message: 'prescription is required' }] },
		]);
		expect(await cartLines(api, 'pharmacy', { guest })).toHaveLength(1);
	});

	const tooMany = 'Maximum 3 images can be send at a time.';
	const notImage = 'The order attachment must be a JPEG, PNG or WebP image.';
	test.each([
		['four images', async () => Array.from({ length: 4 }, () => png()), tooMany],
		['a text file named .png', async () => ['not a picture'], notImage],
		['an empty file', async () => [''], notImage],
		[
			'a GIF',
			async () => [
				sharp(await png())
					.gif()
					.toBuffer(),
			],
			notImage,
		],
		[
			'an image over 5 MB',
			async () => [new Uint8Array(5 * 1024 * 1024 + 1)],
			'The order attachment must not be greater than 5 MB.',
		],
	])('%s is refused and the cart is kept', async (_case, make, message) => {
		const guest = await guestWithRx();
		const uploads = await Promise.all(await make());
		const files = uploads.map((bytes, i) => file(bytes, `rx-${i}.png`, 'image/png'));
		const refused = await placeWith(api, guest, files);
		expect([refused.status, refused.body]).toEqual([
			403,
			{ errors: [{ code: 'order_attachment', message }] },
		]);
		expect(await cartLines(api, 'pharmacy', { guest })).toHaveLength(1);
	});

	test('the refusals speak Indonesian', async () => {
		const guest = await guestWithRx();
		const four = await Promise.all(Array.from({ length: 4 }, () => png()));
		const refused = await placeWith(
			api,
			guest,
			four.map((b) => file(b, 'rx.png', 'image/png')),
			{ 'X-localization': 'id' },
		);
		expect(refused.body.errors[0].message).toBe('Maksimal 3 gambar dapat dikirim sekaligus.');
	});

	test('a replay with the same key and image answers the same order; another image is 422', async () => {
		const guest = await guestWithRx();
		const image = await png();
		const key = { 'Idempotency-Key': `rx-${guest}` };
		const first = await placeWith(api, guest, [file(image, 'rx.png', 'image/png')], key);
		const again = await placeWith(api, guest, [file(image, 'rx.png', 'image/png')], key);
		expect(first.status).toBe(200);
		expect(again.body.order_id).toBe(first.body.order_id);
		const other = await placeWith(
			api,
			guest,
			[file(await photo(60, 40), 'x.jpg', 'image/jpeg')],
			key,
		);
		expect(other.status).toBe(422);
	});

	test('the preview prices a prescription medicine before any image is chosen', async () => {
		const guest = await guestWithRx();
		const preview = await api.call('POST', '/customer/order/preview', {
			headers: headersOf('pharmacy'),
			body: { ...orderBody(rx), guest_id: guest },
		});
		expect(preview.status, JSON.stringify(preview.body)).toBe(200);
		expect(preview.body.pricing.item_total).toBeGreaterThan(0);
	});

	test.each([
		['an unknown name', `${'0'.repeat(32)}.webp`],
		['a name that is not one of ours', '..%2F..%2Fetc%2Fpasswd'],
	])('%s is not found', async (_case, name) => {
		const res = await api.call('GET', `/customer/order/attachment/${name}`);
		expect([res.status, res.body]).toEqual([
			404,
			{ errors: [{ code: 'not_found', message: 'Not found' }] },
		]);
	});

	test('the config names the folder the images are served from', async () => {
		const config = await api.call('GET', '/config');
		expect(config.body.base_urls.order_attachment_url).toMatch(
			/\/api\/v1\/customer\/order\/attachment$/,
		);
	});
});
