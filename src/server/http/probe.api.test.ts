import { test } from 'vitest';
import { catalogHeaders, setupApi } from '~/testing/api';
const api = setupApi();
test('probe', async () => {
	const h = catalogHeaders('grocery');
	const cases: [string, RequestInit?][] = [
		['/items/search?name=a%00b', { headers: h }],
		['/items/search-suggestion?name=a%00b', { headers: h }],
		['/stores/search?name=a%00b', { headers: h }],
		['/items/item-or-store-search?name=a%00b', { headers: h }],
		['/items/search?name=a%FFb', { headers: h }],
		['/items/search?name=a%E0%A4b', { headers: h }],
		['/items/search?name=%zz', { headers: h }],
		['/module?zone_id=2147483648'],
		['/module', { headers: { zoneId: '[2147483648]' } }],
		['/items/popular?brand_ids=2147483648', { headers: h }],
		['/items/details/99999999999999999999', { headers: h }],
		['/items/details/2147483648', { headers: h }],
		['/nope'],
		['/module', { method: 'DELETE' }],
		['/stores/details/2147483648', { headers: h }],
	];
	for (const [path, init] of cases) {
		const res = await api.request(path, init);
		console.log(res.status, res.headers.get('content-type'), path, (await res.text()).slice(0, 150));
	}
});
