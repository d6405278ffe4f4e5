import { and, eq, ilike } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { catalogHeaders, MODULE_ID } from '~/testing/api';
import { newCustomer, setupCustomerApi } from '~/testing/customer';
import { categories, items, stores, users } from '../db/schema';
import { insertTestOrder, userIdByPhone } from '~/testing/order';
import { MAX_TERM_CHARS, searchWords } from './search-words';

// The ranking rules of ADR 017, each a row of a table, plus bad terms and suggested items.

const api = setupCustomerApi();
const food = catalogHeaders('food');
type Product = { id: number; name: string; store_id: number };

async function search(term: string, headers = food, limit = 30): Promise<Product[]> {
	const res = await api.call(
		'GET',
		`/items/search?name=${encodeURIComponent(term)}&limit=${limit}`,
		{ headers },
	);
	expect(res.status, term).toBe(200);
	return res.body.products;
}
const has = (name: string, word: string) => name.toLowerCase().includes(word);

describe('ranking rules (ADR 017)', () => {
	test.each([
		['chicken rice', ['chicken', 'rice']],
		['chiken rice', ['chicken', 'rice']],
		['fried rice egg', ['fried', 'rice', 'egg']],
	])('"%s": items with every word come before items with some', async (term, words) => {
		const list = await search(term);
		const all = list.map((p) => words.every((w) => has(p.name, w)));
		expect(all[0], list[0]?.name).toBe(true);
		const firstPartial = all.indexOf(false);
		if (firstPartial >= 0) expect(all.slice(firstPartial).includes(true)).toBe(false);
	});

	test.each([
		['laksa', 'laksa'],
		['prata', 'prata'],
		['satay', 'satay'],
	])('"%s": exact and prefix matches come before fuzzy ones', async (term, word) => {
		const list = await search(term);
		const exact = list.map((p) => has(p.name, word));
		expect(exact[0]).toBe(true);
		const firstFuzzy = exact.indexOf(false);
		if (firstFuzzy >= 0) expect(exact.slice(firstFuzzy).includes(true)).toBe(false);
	});

	test.each([
		['paracetmol', 'pharmacy', 'paracetamol'],
		['chiken', 'food', 'chicken'],
		['bananna', 'grocery', 'banana'],
		['keybord', 'ecommerce', 'keyboard'],
		['umbrela', 'ecommerce', 'umbrella'],
		['amoxicilin', 'pharmacy', 'amoxicillin'],
	] as const)('the misspelling "%s" (edit distance 1–2) finds %s', async (term, module, meant) => {
		const [first] = await search(term, catalogHeaders(module));
		expect(first?.name.toLowerCase()).toContain(meant);
	});

	test('an Indonesian term finds the Indonesian name, in Indonesian', async () => {
		const [first] = await search('kangkung', catalogHeaders('food', { 'X-localization': 'id' }));
		expect(first?.name).toMatch(/kangkung/i);
		const [en] = await search('kangkung');
		expect(en?.name).toMatch(/kang kong/i);
	});

	test('equal matches: the available one first, then the more popular', async () => {
		const list = await search('lime juice');
		const same = list.filter((p) => p.name === list[0]?.name);
		expect(same.length).toBeGreaterThan(1);
		// Available = its store is active and open now (lime juice is sold all day).
		const keys = await Promise.all(
			same.map(async (p) => {
				const [row] = await api.db().select().from(items).where(eq(items.id, p.id));
				const store = await api.call('GET', `/stores/details/${p.store_id}`, { headers: food });
				return [store.body.open === 1 && store.body.active ? 1 : 0, row?.orderCount ?? 0];
			}),
		);
		const sorted = [...keys].sort((a, b) => (b[0] ?? 0) - (a[0] ?? 0) || (b[1] ?? 0) - (a[1] ?? 0));
		expect(keys).toEqual(sorted);
		expect(new Set(keys.map((k) => k[1])).size).toBeGreaterThan(1);
		// The first one's store stops taking orders: the same dish from an open store moves ahead.
		const top = same[0] as Product;
		await api.db().update(stores).set({ active: false }).where(eq(stores.id, top.store_id));
		try {
			const after = await search('lime juice');
			const sameAfter = after.filter((p) => p.name === top.name);
			const stillAvailable = keys.filter((k) => k[0] === 1).length - 1;
			expect(sameAfter.findIndex((p) => p.id === top.id)).toBeGreaterThanOrEqual(stillAvailable);
			expect(sameAfter[0]?.id).not.toBe(top.id);
		} finally {
			await api.db().update(stores).set({ active: true }).where(eq(stores.id, top.store_id));
		}
	});

	test('stores: by match, then open ones, nearest first', async () => {
		const res = await api.call('GET', '/stores/search?name=pharmacy&limit=20', {
			headers: catalogHeaders('pharmacy'),
		});
		const isOpen = (s: { open: number; active: boolean }) => s.open === 1 && s.active;
		const open = res.body.stores.filter(isOpen);
		const distances = open.map((s: { distance: number }) => s.distance);
		expect(distances.length).toBeGreaterThan(1);
		expect(distances).toEqual([...distances].sort((a: number, b: number) => a - b));
		const flags = res.body.stores.map(isOpen);
		expect(flags).toEqual([...flags].sort((a: boolean, b: boolean) => Number(b) - Number(a)));
		expect(flags).toContain(false);
	});
});

describe('bad terms answer, never 500', () => {
	test.each([
		['10,000 characters', 'nasi lemak '.repeat(910)],
		['a percent sign', '%'],
		['an underscore', '_'],
		['a backslash', '\\'],
		['quotes', `"'\`’`],
		['SQL', "'; DROP TABLE items;-- OR 1=1"],
		['a regular expression', '.*(a|b)+[^x]\\m'],
		['emoji', '🍜🍗 nasi 🥥'],
		['only emoji', '🍜'],
		['a NUL character', 'nasi\u0000lemak'],
	])('%s', async (_, term) => {
		for (const path of [
			'/items/search',
			'/items/search-suggestion',
			'/stores/search',
			'/items/item-or-store-search',
		]) {
			const res = await api.call('GET', `${path}?name=${encodeURIComponent(term)}`, {
				headers: food,
			});
			expect(res.status, path).toBeLessThan(500);
			if (res.status !== 200) expect(res.body.errors[0]).toHaveProperty('message');
		}
	});

	test('wildcards and punctuation match nothing by themselves', async () => {
		for (const term of ['%', '_', '\\', '%%_%', '🍜']) expect(await search(term)).toEqual([]);
	});

	test('a long term is cut to the documented limit; blank is refused', async () => {
		expect(searchWords(`${'x'.repeat(MAX_TERM_CHARS)} laksa`)).toEqual(['x'.repeat(40)]);
		const long = await search(`laksa ${'z'.repeat(9_990)}`);
		expect(long[0]?.name.toLowerCase()).toContain('laksa');
		const blank = await api.call('GET', '/items/search?name=%20%20', { headers: food });
		expect(blank.status).toBe(403);
		expect(blank.body).toEqual({
			errors: [{ code: 'name', message: 'The name field is required.' }],
		});
	});
});

describe('GET customer/suggested-items', () => {
	test('needs a signed-in customer', async () => {
		const res = await api.call('GET', '/customer/suggested-items', { headers: food });
		expect(res.status).toBe(401);
	});

	test('popular items without history, then the categories the customer likes and orders', async () => {
		const { token, phone } = await newCustomer(api);
		const plain = await api.call('GET', '/customer/suggested-items', { headers: food, token });
		expect(plain.status).toBe(200);
		expect(plain.body).toHaveLength(5);
		const [desserts] = await api
			.db()
			.select({ id: categories.id })
			.from(categories)
			.where(and(eq(categories.moduleId, MODULE_ID.food), ilike(categories.slug, '%dessert%')));
		expect(desserts).toBeDefined();
		const userId = await userIdByPhone(api.db(), phone);
		await api
			.db()
			.update(users)
			.set({ interest: [desserts?.id ?? 0] })
			.where(eq(users.id, userId));
		const liked = await api.call('GET', '/customer/suggested-items', { headers: food, token });
		expect(liked.body.length).toBeGreaterThan(0);
		expect(liked.body[0].category_ids.map((c: { id: string }) => Number(c.id))).toContain(
			desserts?.id,
		);
		// An order of a pharmacy item brings pharmacy suggestions in that module.
		await insertTestOrder(api.db(), { owner: { userId }, module: 'pharmacy' });
		const pharmacy = await api.call('GET', '/customer/suggested-items', {
			headers: catalogHeaders('pharmacy'),
			token,
		});
		expect(pharmacy.status).toBe(200);
		expect(
			pharmacy.body.every((i: { module_id: number }) => i.module_id === MODULE_ID.pharmacy),
		).toBe(true);
	});
});
