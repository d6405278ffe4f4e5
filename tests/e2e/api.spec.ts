import { expect, test } from '@playwright/test';

// The API as other 6amMart clients reach it through the built server (contract §0, §1.2, §2).

test('an app finds both zones at Marina Bay and sends them back to list the modules there', async ({
	request,
}) => {
	const zone = await request.get('/api/v1/config/get-zone-id?lat=1.2834&lng=103.8607');
	expect(zone.status()).toBe(200);
	const { zone_id } = await zone.json();
	expect(zone_id).toBe('[5,1]');

	const modules = await request.get('/api/v1/module', {
		headers: { zoneId: zone_id, 'X-localization': 'id' },
	});
	expect(modules.status()).toBe(200);
	const names = (await modules.json()).map((m: { module_name: string }) => m.module_name);
	expect(names).toEqual(['Makanan', 'Belanja Harian', 'Apotek', 'Toko Online', 'Kirim Paket']);
});

test('every API failure answers JSON in the error shape, never HTML or a stack trace', async ({
	request,
}) => {
	const unknown = await request.get('/api/v1/no/such/route');
	expect(unknown.status()).toBe(404);
	expect(unknown.headers()['content-type']).toContain('application/json');
	expect(await unknown.json()).toEqual({ errors: [{ code: 'not_found', message: 'Not found' }] });

	const invalid = await request.get('/api/v1/config/get-zone-id?lat=abc&lng=');
	expect(invalid.status()).toBe(403);
	const body = await invalid.text();
	expect(JSON.parse(body).errors.map((e: { code: string }) => e.code)).toEqual(['lat', 'lng']);
	expect(body).not.toMatch(/at \w+ \(|node_modules|\.ts:\d+/);
});

test('a partner origin named in CORS_ORIGINS may call the API from a browser; others may not', async ({
	request,
}) => {
	const preflight = (origin: string) =>
		request.fetch('/api/v1/module', {
			method: 'OPTIONS',
			headers: {
				Origin: origin,
				'Access-Control-Request-Method': 'GET',
				'Access-Control-Request-Headers': 'zoneid,moduleid,x-localization',
			},
		});
	const partner = await preflight('http://partner.test');
	expect(partner.headers()['access-control-allow-origin']).toBe('http://partner.test');
	expect(partner.headers()['access-control-allow-headers']?.toLowerCase()).toContain('zoneid');
	const stranger = await preflight('http://stranger.test');
	expect(stranger.headers()['access-control-allow-origin']).toBeUndefined();
});

test('the OpenAPI document describes the routes', async ({ request }) => {
	const doc = await (await request.get('/api/v1/openapi.json')).json();
	expect(doc.openapi).toBe('3.1.0');
	expect(Object.keys(doc.paths)).toEqual(
		expect.arrayContaining([
			'/api/v1/config',
			'/api/v1/config/get-zone-id',
			'/api/v1/module',
			'/api/v1/health',
		]),
	);
});

test('robots.txt keeps crawlers out of the API and private pages', async ({ request }) => {
	const robots = await (await request.get('/robots.txt')).text();
	expect(robots).toContain('Disallow: /api/');
});

test('the images and videos the catalogue points at are served, sized and in a modern format', async ({
	request,
}) => {
	const headers = {
		moduleId: '1',
		zoneId: '[1,2,3,4,5]',
		latitude: '1.3048',
		longitude: '103.8318',
	};
	const popular = await (await request.get('/api/v1/items/popular?limit=1', { headers })).json();
	const image = new URL(popular.products[0].image_full_url);
	const avif = await request.get(`${image.pathname}?w=240`, {
		headers: { Accept: 'image/avif,image/webp' },
	});
	expect(avif.status()).toBe(200);
	expect(avif.headers()['content-type']).toBe('image/avif');
	const webp = await request.get(image.pathname, { headers: { Accept: 'image/webp' } });
	expect(webp.headers()['content-type']).toBe('image/webp');
	expect((await webp.body()).length).toBeLessThan(30_000);

	const ads = await (await request.get('/api/v1/advertisement/list', { headers })).json();
	const video = ads.find((ad: { add_type: string }) => ad.add_type === 'video_promotion');
	const clip = await request.get(new URL(video.video_attachment_full_url).pathname);
	expect(clip.status()).toBe(200);
	expect(clip.headers()['content-type']).toContain('video/webm');
});

test('a shopper searching in Indonesian finds items by their Indonesian names', async ({
	request,
}) => {
	const headers = { moduleId: '1', zoneId: '[1,2,3,4,5]', 'X-localization': 'id' };
	const body = await (
		await request.get('/api/v1/items/search?name=ayam&limit=12&offset=1', { headers })
	).json();
	expect(body.total_size).toBeGreaterThan(0);
	expect(body.products[0].name.toLowerCase()).toContain('ayam');
});
