#!/usr/bin/env node
// Asks two running servers the same catalogue reads (item lists, details, stores, categories,
// brands, search, promotions and a few pages; every module, en and id, pages 1 and 2) and
// reports any answer whose status, body or validator differs (ADR 052: a change to how answers
// are made must leave them byte for byte the same). The response cache is bypassed; both get the
// same Host so absolute URLs match.
// Usage: node scripts/dev/compare-answers.mjs http://127.0.0.1:4471 http://127.0.0.1:4472
import http from 'node:http';

const [a, b] = process.argv.slice(2);
if (!a || !b) {
	process.stderr.write('usage: compare-answers.mjs <base url A> <base url B>\n');
	process.exit(2);
}

const ITEMS = [1, 7, 52, 100, 333, 700, 1000, 1400];
const STORES = [1, 4, 9, 20, 40];
const CATEGORIES = [1, 2, 15, 30, 60];
const TERMS = ['chicken rice', 'nasi lemk', 'paracetmol', 'bananna', 'milk', 'ayam goreng', 'teh'];

function apiPaths() {
	const paths = [];
	for (const offset of [1, 2]) {
		const page = `limit=12&offset=${offset}`;
		for (const list of [
			'popular',
			'new-arrival',
			'most-reviewed',
			'best-reviewed',
			'discounted',
			'basic',
			'recommended',
			'suggested',
		])
			paths.push(`/items/${list}?${page}`);
		paths.push(`/items/popular?${page}&type=veg`, `/items/popular?${page}&filter=high`);
		for (const store of STORES) {
			paths.push(`/items/latest?store_id=${store}&${page}`);
			paths.push(`/items/recommended?store_id=${store}&${page}`);
		}
		for (const category of CATEGORIES) paths.push(`/categories/items/${category}?${page}`);
		paths.push(`/categories/items/list?category_ids=[1,2,15]&${page}`);
		paths.push(`/categories/featured/items?${page}`);
		for (const data of ['discounted', 'new'])
			paths.push(`/get-combined-data?list_type=item&data_type=${data}&${page}`);
		paths.push(`/get-combined-data?list_type=item&data_type=category&category_ids=[1,15]&${page}`);
		paths.push(`/get-combined-data?list_type=item&data_type=brand&brand_ids=[1,2]&${page}`);
		for (const term of TERMS) {
			const name = encodeURIComponent(term);
			paths.push(`/get-combined-data?list_type=item&data_type=searched&name=${name}&${page}`);
			paths.push(`/items/search?name=${name}&${page}`);
		}
		paths.push(`/brand/items/1?${page}`, `/common-condition/items/1?${page}`);
	}
	for (const term of TERMS) {
		const name = encodeURIComponent(term);
		paths.push(`/items/item-or-store-search?name=${name}&limit=8`);
		paths.push(`/items/search-suggestion?name=${name}`);
	}
	for (const id of ITEMS) {
		paths.push(`/items/details/${id}`);
		paths.push(`/items/related-items/${id}`, `/items/related-store-items/${id}`);
	}
	for (const id of STORES) {
		paths.push(`/stores/details/${id}`, `/stores/popular-items/${id}`);
	}
	paths.push('/stores/get-stores/all?limit=12&offset=1', '/stores/popular', '/stores/latest');
	paths.push('/banners', '/flash-sales', '/flash-sales/items?limit=12&offset=1');
	paths.push('/campaigns/item', '/categories', `/modules`);
	return paths.map((p) => `/api/v1${p}`);
}

const PAGES = [
	'/home',
	'/store/1',
	'/store/4',
	'/category/1',
	'/product/52',
	'/product/700',
	'/home?data_type=searched&search=chicken%20rice&module_id=1',
];

function get(base, path, headers) {
	const url = new URL(path, base);
	return new Promise((resolve, reject) => {
		const req = http.get(url, { headers: { host: 'shop.test', ...headers } }, (res) => {
			const chunks = [];
			res.on('data', (c) => chunks.push(c));
			res.on('end', () =>
				resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
			);
		});
		req.on('error', reject);
	});
}

const SAME_HEADERS = ['content-type', 'etag', 'cache-control', 'vary'];
let asked = 0;
let differ = 0;
let bytes = 0;
async function compare(path, headers) {
	const [x, y] = await Promise.all([get(a, path, headers), get(b, path, headers)]);
	asked += 1;
	bytes += x.body.length;
	// Astro numbers each island per process (`uid`): pages are compared without it.
	const html = String(x.headers['content-type']).startsWith('text/html');
	if (html)
		for (const r of [x, y]) r.body = Buffer.from(String(r.body).replace(/ uid="[^"]*"/g, ''));
	const why = [];
	if (x.status !== y.status) why.push(`status ${x.status} vs ${y.status}`);
	if (!x.body.equals(y.body)) why.push(`body ${x.body.length} vs ${y.body.length} bytes`);
	for (const h of SAME_HEADERS)
		if (x.headers[h] !== y.headers[h] && !(html && h === 'etag'))
			why.push(`${h} ${x.headers[h]} vs ${y.headers[h]}`);
	if (why.length === 0) return;
	differ += 1;
	process.stdout.write(`DIFF ${JSON.stringify(headers)} ${path}: ${why.join('; ')}\n`);
	if (!x.body.equals(y.body)) {
		const s = x.body.toString();
		const t = y.body.toString();
		let i = 0;
		while (i < s.length && s[i] === t[i]) i += 1;
		process.stdout.write(
			`  A …${s.slice(Math.max(0, i - 80), i + 80)}\n  B …${t.slice(Math.max(0, i - 80), i + 80)}\n`,
		);
	}
}

for (const moduleId of [1, 2, 3, 4, 5])
	for (const locale of ['en', 'id']) {
		const headers = {
			moduleId: String(moduleId),
			zoneId: '[1,2,3,4,5]',
			latitude: '1.3048',
			longitude: '103.8318',
			'X-localization': locale,
			'Cache-Control': 'no-cache',
			Accept: 'application/json',
		};
		for (const path of apiPaths()) await compare(path, headers);
	}
for (const locale of ['en', 'id'])
	for (const path of PAGES)
		await compare(path, {
			cookie: `language-setting=${locale}; module-id=1; module-type=food; zoneid=[1,2,3,4,5]`,
			'Cache-Control': 'no-cache',
		});

process.stdout.write(
	`${asked} answers compared (${(bytes / 1e6).toFixed(1)} MB), ${differ} differ\n`,
);
process.exit(differ ? 1 : 0);
