import { and, eq, gt, lte, sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { catalogHeaders, getJson, setupApi, TEST_NOW } from '~/testing/api';
import { withQueryTally } from '../db/query-count';
import { flashSaleItems, flashSales, items, stores } from '../db/schema';
import { findItemByKey } from './items.repo';
import { formatItems } from './items.service';

// ADR 052: item rows and formatted items are kept until the catalogue changes. A change made by
// a direct SQL write (as an admin panel makes it) must show in the next list; a kept item is used
// only for a row equal to the one it was made from, and only while the same flash-sale entry runs.
const api = setupApi({ cacheTtlMs: 600_000 });
const db = () => api.handle().db;
const food = catalogHeaders('food', { 'Cache-Control': 'no-cache' });
const PATH = '/items/popular?limit=12&offset=1';
/** Generous: a notification takes milliseconds; the shared machine may be slow. */
const DEADLINE_MS = 8000;

type Listed = { id: number; name: string; price: number; store_name: string };

const list = async (headers = food) => (await getJson(api, PATH, headers)).products as Listed[];

async function until(read: () => Promise<Listed[]>, check: (l: Listed[]) => boolean) {
	const began = performance.now();
	while (performance.now() - began < DEADLINE_MS) {
		if (check(await read())) return;
		await new Promise((resolve) => setTimeout(resolve, 20));
	}
	throw new Error(`the list did not change within ${DEADLINE_MS} ms`);
}

const scope = { locale: 'en', baseUrl: 'http://shop.test', moduleType: 'food' } as const;

describe('item cards (ADR 052)', () => {
	test('a warm list sends no statement and gives the same bytes', async () => {
		const first = await (await api.request(PATH, { headers: food })).text();
		const again = await withQueryTally(async (tally) => {
			const text = await (await api.request(PATH, { headers: food })).text();
			return { text, queries: tally.queries };
		});
		expect(again.queries).toBe(0);
		expect(again.text).toBe(first);
	});

	test('an item or its store changed in SQL shows in the next list, in both languages', async () => {
		const [item] = await list();
		if (!item) throw new Error('no popular food item');
		const english = await list(food);
		const indonesian = await list({ ...food, 'X-localization': 'id' });
		expect(english[0]?.id).toBe(item.id);
		expect(indonesian[0]?.id).toBe(item.id);

		await db().execute(sql`update items set price = price + 1 where id = ${item.id}`);
		await until(list, (l) => l.some((i) => i.id === item.id && i.price === item.price + 1));

		const [row] = await db()
			.select({ storeId: items.storeId })
			.from(items)
			.where(eq(items.id, item.id));
		await db().execute(sql`update stores set name = 'Renamed stall' where id = ${row?.storeId}`);
		await until(list, (l) => l.some((i) => i.id === item.id && i.store_name === 'Renamed stall'));

		const idHeaders = { ...food, 'X-localization': 'id' };
		await db().execute(
			sql`update translations set value = 'Nama baru' where translationable_type = 'Item'
				and translationable_id = ${item.id} and locale = 'id' and key = 'name'`,
		);
		await until(
			() => list(idHeaders),
			(l) => l.some((i) => i.id === item.id && i.name === 'Nama baru'),
		);
	});

	test('a kept item is used only for an equal row, and is frozen', async () => {
		const row = await findItemByKey(db(), '1', '2026-11-21');
		if (!row) throw new Error('no item 1');
		const nowIso = TEST_NOW.toISOString();
		const [first] = await formatItems(db(), [row], { ...scope, nowIso });
		const [same] = await formatItems(db(), [{ ...row }], { ...scope, nowIso });
		expect(same).toBe(first);
		expect(Object.isFrozen(first)).toBe(true);
		expect(() => {
			(first as { price: number }).price = 0;
		}).toThrow(TypeError);

		const [dearer] = await formatItems(db(), [{ ...row, price: row.price + 5 }], {
			...scope,
			nowIso,
		});
		expect(dearer?.price).toBe(row.price + 5);
		const [varied] = await formatItems(
			db(),
			[{ ...row, variations: [...row.variations, { type: 'x', price: 1, stock: 1 }] }],
			{ ...scope, nowIso },
		);
		expect(varied?.variations).toHaveLength(row.variations.length + 1);
		const [other] = await formatItems(db(), [row], { ...scope, nowIso, locale: 'id' });
		expect(other).not.toBe(first);
	});

	test('an item in a flash sale shows the sale only while it runs', async () => {
		const [entry] = await db()
			.select({
				itemId: flashSaleItems.itemId,
				discount: flashSaleItems.discount,
				end: flashSales.endDate,
			})
			.from(flashSaleItems)
			.innerJoin(flashSales, eq(flashSales.id, flashSaleItems.flashSaleId))
			.where(
				and(
					gt(flashSaleItems.availableStock, 0),
					lte(flashSales.startDate, TEST_NOW.toISOString()),
					gt(flashSales.endDate, TEST_NOW.toISOString()),
				),
			)
			.limit(1);
		if (!entry) throw new Error('no flash sale entry running at TEST_NOW');
		const row = await findItemByKey(db(), String(entry.itemId), '2026-11-21');
		if (!row) throw new Error('no item of the entry');
		const during = TEST_NOW.toISOString();
		const after = new Date(new Date(entry.end).getTime() + 60_000).toISOString();
		const [onSale] = await formatItems(db(), [row], { ...scope, nowIso: during });
		const [ended] = await formatItems(db(), [row], { ...scope, nowIso: after });
		const [again] = await formatItems(db(), [row], { ...scope, nowIso: during });
		expect(onSale).toMatchObject({ flash_sale: 1, discount: entry.discount });
		expect(ended).toMatchObject({ flash_sale: 0, discount: row.discount });
		expect(again).toBe(onSale);
	});

	test('a store switched off in SQL takes its items out of the next list', async () => {
		const before = await list();
		const [row] = await db()
			.select({ storeId: items.storeId })
			.from(items)
			.where(eq(items.id, before[0]?.id ?? 0));
		await db()
			.update(stores)
			.set({ status: 0 })
			.where(eq(stores.id, row?.storeId ?? 0));
		await until(list, (l) => l.every((i) => i.store_name !== before[0]?.store_name));
	});
});
