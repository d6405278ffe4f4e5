import { and, asc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { discountedPrice } from '~/lib/money';
import { ALL_ZONES, MODULE_ID } from '~/testing/api';
import { newCustomer, newGuest, setupCustomerApi } from '~/testing/customer';
import { addOns, cartItems, flashSaleItems, itemCampaigns, items, stores } from '../db/schema';
import { CART_MESSAGES } from './cart-rules';

const api = setupCustomerApi();
type Module = keyof typeof MODULE_ID;
const headersOf = (module: Module) => ({ moduleId: String(MODULE_ID[module]), zoneId: ALL_ZONES });

interface Owner {
	guest?: number;
	token?: string;
}

/** Calls a cart route as a guest (guest_id in the query or body) or a customer (token). */
function cart(
	module: Module,
	owner: Owner,
	method: string,
	path: string,
	body?: Record<string, unknown>,
) {
	const guest = owner.guest === undefined ? {} : { guest_id: owner.guest };
	const query = method === 'GET' || method === 'DELETE' ? { ...guest, ...body } : {};
	const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
	return api.call(method, `/customer/cart/${path}${qs ? `?${qs}` : ''}`, {
		headers: headersOf(module),
		...(owner.token ? { token: owner.token } : {}),
		...(method === 'POST' ? { body: { ...guest, ...body } } : {}),
	});
}

const notInFlashSale = sql`not exists (select 1 from ${flashSaleItems} where ${flashSaleItems.itemId} = ${items.id})`;

/** The first active item matching `where`, with its store and the details the API serves. */
async function findItem(module: Module, where: SQL) {
	const [row] = await api
		.db()
		.select({ id: items.id, storeId: items.storeId })
		.from(items)
		.innerJoin(stores, eq(stores.id, items.storeId))
		.where(
			and(eq(items.moduleId, MODULE_ID[module]), eq(items.status, 1), eq(stores.status, 1), where),
		)
		.orderBy(asc(items.id))
		.limit(1);
	if (!row) throw new Error(`no ${module} item for the test`);
	const details = await api.call('GET', `/items/details/${row.id}`, { headers: headersOf(module) });
	return { ...row, details: details.body };
}

/** What the server should charge for one unit (contract §11.9–10), from the item's own details. */
function expectedUnitPrice(details: any, options: number, addOnTotal: number): number {
	const base = details.price + options;
	const net =
		details.store_discount > 0
			? discountedPrice(base, details.store_discount, 'percent')
			: discountedPrice(base, details.discount, details.discount_type);
	return Math.round((net + addOnTotal) * 100) / 100;
}

/** A line's `price`: one unit before any discount, as the original clients read it (issue 19). */
function expectedListPrice(details: any, options: number): number {
	return Math.round((details.price + options) * 100) / 100;
}

// A food dish with a required single group, an optional multi group and add-ons.
let dish: Awaited<ReturnType<typeof findItem>>;
// Another dish from another food store.
let otherStoreDish: Awaited<ReturnType<typeof findItem>>;
// A grocery item without variations, in stock, with a maximum cart quantity.
let limited: Awaited<ReturnType<typeof findItem>>;
// An ecommerce item with variations.
let varied: Awaited<ReturnType<typeof findItem>>;

const food = (label = dish.details.food_variations[0].values[0].label) => [
	{ name: dish.details.food_variations[0].name, values: { label: [label] } },
];

beforeAll(async () => {
	dish = await findItem(
		'food',
		and(
			sql`${items.foodVariations}::text like '%"multi"%'`,
			sql`${items.foodVariations}->0->>'required' = 'on'`,
			sql`${items.foodVariations}->0->>'type' = 'single'`,
			sql`${items.foodVariations}->1->>'required' = 'off'`,
			sql`jsonb_array_length(${items.addOnIds}) >= 2`,
			notInFlashSale,
		) as SQL,
	);
	otherStoreDish = await findItem(
		'food',
		and(ne(items.storeId, dish.storeId), notInFlashSale) as SQL,
	);
	limited = await findItem(
		'grocery',
		and(
			sql`${items.maximumCartQuantity} between 2 and 10`,
			sql`${items.stock} > ${items.maximumCartQuantity}`,
			sql`jsonb_array_length(${items.variations}) = 0`,
			notInFlashSale,
		) as SQL,
	);
	varied = await findItem(
		'ecommerce',
		and(
			sql`jsonb_array_length(${items.variations}) >= 2`,
			sql`${items.maximumCartQuantity} is null`,
			notInFlashSale,
		) as SQL,
	);
}, 60_000);

describe('who owns a cart', () => {
	test.each([
		['no token and no guest id', {}],
		['a guest id nobody was given', { guest: 424_242 }],
		['an invalid token', { token: 'z'.repeat(43) }],
	])('%s gets 401', async (_, owner) => {
		const res = await cart('food', owner, 'GET', 'list');
		expect([res.status, res.body]).toEqual([
			401,
			{ errors: [{ code: 'auth-001', message: 'Unauthorized' }] },
		]);
	});

	test('"null" as guest id (a client race) is no guest', async () => {
		const res = await api.call('GET', '/customer/cart/list?guest_id=null', {
			headers: headersOf('food'),
		});
		expect(res.status).toBe(401);
	});

	test('a guest adds a dish and sees it priced by the server, whatever price was sent', async () => {
		const guest = await newGuest(api);
		const [first, second] = dish.details.add_ons;
		const multi = dish.details.food_variations[1];
		const chosen = multi.values.slice(0, Math.max(1, Math.min(multi.max, 2)));
		const res = await cart('food', { guest }, 'POST', 'add', {
			item_id: dish.id,
			model: 'Item',
			price: 0.01,
			quantity: 2,
			variation: [
				...food(dish.details.food_variations[0].values[1].label),
				{ name: multi.name, values: { label: chosen.map((v: any) => v.label) } },
			],
			add_on_ids: [second.id, first.id],
			add_on_qtys: [2, 1],
		});
		expect(res.status).toBe(200);
		expect(res.body).toHaveLength(1);
		const [line] = res.body;
		const options =
			dish.details.food_variations[0].values[1].optionPrice +
			chosen.reduce((s: number, v: any) => s + v.optionPrice, 0);
		const price = expectedUnitPrice(dish.details, options, 0);
		const addOnsPrice = Math.round((second.price * 2 + first.price) * 100) / 100;
		expect(line).toMatchObject({
			user_id: guest,
			module_id: MODULE_ID.food,
			item_id: dish.id,
			is_guest: true,
			add_on_ids: [first.id, second.id].sort((a, b) => a - b),
			item_type: 'App\\Models\\Item',
			price: expectedListPrice(dish.details, options),
			// Add-ons count once per line, not per unit (contract §11.9).
			add_ons_price: addOnsPrice,
			total_price: Math.round((price * 2 + addOnsPrice) * 100) / 100,
			quantity: 2,
			item: { id: dish.id, store_id: dish.storeId, module: { id: MODULE_ID.food } },
		});
		expect(line.price).not.toBe(0.01);
		expect(line.add_on_qtys).toEqual(first.id < second.id ? [1, 2] : [2, 1]);
		const groups = line.item.food_variations;
		expect(groups[0].values.map((v: any) => v.isSelected)).toEqual(
			groups[0].values.map((_: unknown, i: number) => i === 1),
		);
		expect(
			line.item.add_ons
				.filter((a: any) => a.isChecked)
				.map((a: any) => a.id)
				.sort(),
		).toEqual([first.id, second.id].sort());
		const [stored] = await api.db().select().from(cartItems).where(eq(cartItems.id, line.id));
		expect(stored?.price).toBe(price);
		const list = await cart('food', { guest }, 'GET', 'list');
		expect(list.body).toEqual(res.body);
	});

	test("a guest cannot see, change or remove another guest's line", async () => {
		const owner = await newGuest(api);
		const intruder = await newGuest(api);
		const added = await cart('food', { guest: owner }, 'POST', 'add', {
			item_id: dish.id,
			quantity: 1,
			variation: food(),
		});
		const cartId = added.body[0].id;
		expect((await cart('food', { guest: intruder }, 'GET', 'list')).body).toEqual([]);
		const update = await cart('food', { guest: intruder }, 'POST', 'update', {
			cart_id: cartId,
			quantity: 5,
		});
		expect([update.status, update.body.errors[0].code]).toEqual([404, 'cart_id']);
		const remove = await cart('food', { guest: intruder }, 'DELETE', 'remove-item', {
			cart_id: cartId,
		});
		expect(remove.status).toBe(404);
		const { token } = await newCustomer(api);
		expect(
			(await cart('food', { token }, 'DELETE', 'remove-item', { cart_id: cartId })).status,
		).toBe(404);
		const still = await cart('food', { guest: owner }, 'GET', 'list');
		expect(still.body.map((l: any) => [l.id, l.quantity])).toEqual([[cartId, 1]]);
	});

	test('a token that has expired is refused even with a guest id beside it', async () => {
		const { token } = await newCustomer(api);
		const guest = await newGuest(api);
		api.setNow(new Date(Date.UTC(2027, 0, 1)));
		const res = await cart('food', { token, guest }, 'GET', 'list');
		api.setNow();
		expect(res.status).toBe(401);
	});
});

describe('module scoping', () => {
	test('lines live in the moduleId module only; clearing one module keeps the others', async () => {
		const guest = await newGuest(api);
		await cart('food', { guest }, 'POST', 'add', {
			item_id: dish.id,
			quantity: 1,
			variation: food(),
		});
		await cart('grocery', { guest }, 'POST', 'add', { item_id: limited.id, quantity: 1 });
		expect((await cart('food', { guest }, 'GET', 'list')).body.map((l: any) => l.item_id)).toEqual([
			dish.id,
		]);
		expect(
			(await cart('grocery', { guest }, 'GET', 'list')).body.map((l: any) => l.item_id),
		).toEqual([limited.id]);
		const cleared = await cart('grocery', { guest }, 'DELETE', 'remove');
		expect([cleared.status, cleared.body]).toEqual([200, []]);
		expect((await cart('grocery', { guest }, 'GET', 'list')).body).toEqual([]);
		expect((await cart('food', { guest }, 'GET', 'list')).body).toHaveLength(1);
	});

	test('an item of another module is refused, and a cart change needs the moduleId header', async () => {
		const guest = await newGuest(api);
		const wrong = await cart('grocery', { guest }, 'POST', 'add', {
			item_id: dish.id,
			quantity: 1,
			variation: food(),
		});
		expect([wrong.status, wrong.body.errors[0].code]).toEqual([403, 'item_id']);
		const bare = await api.call('POST', '/customer/cart/add', {
			body: { guest_id: guest, item_id: dish.id, quantity: 1, variation: food() },
		});
		expect([bare.status, bare.body.errors[0]]).toEqual([
			403,
			{ code: 'moduleId', message: 'Module id required' },
		]);
		const list = await api.call('GET', `/customer/cart/list?guest_id=${guest}`);
		expect([list.status, list.body]).toEqual([200, []]);
	});
});

describe('cart rules', () => {
	// spec §5 cart limits and variation groups; contract §7 codes.
	const cases: [
		string,
		() => [Module, Record<string, unknown>],
		number,
		string,
		(string | (() => string))?,
	][] = [
		[
			'a required option group left empty',
			() => ['food', { item_id: dish.id, quantity: 1, variation: [] }],
			403,
			'variation',
			() => CART_MESSAGES.required(dish.details.food_variations[0].name),
		],
		[
			'an option the dish does not have',
			() => ['food', { item_id: dish.id, quantity: 1, variation: food('Gold leaf') }],
			403,
			'variation',
			CART_MESSAGES.unknownVariation,
		],
		[
			'more options than the group allows',
			() => {
				const multi = dish.details.food_variations[1];
				return [
					'food',
					{
						item_id: dish.id,
						quantity: 1,
						variation: [
							...food(),
							{
								name: multi.name,
								values: {
									label: multi.values
										.map((v: any) => v.label)
										.concat('x')
										.slice(0, multi.max + 1),
								},
							},
						],
					},
				];
			},
			403,
			'variation',
		],
		[
			'an add-on the dish does not offer',
			() => [
				'food',
				{ item_id: dish.id, quantity: 1, variation: food(), add_on_ids: [otherStoreAddOn] },
			],
			403,
			'add_on_ids',
			CART_MESSAGES.unknownAddOn,
		],
		[
			'a quantity of 0',
			() => ['food', { item_id: dish.id, quantity: 0, variation: food() }],
			403,
			'quantity',
			'The quantity must be at least 1.',
		],
		[
			'more than the maximum cart quantity',
			() => [
				'grocery',
				{ item_id: limited.id, quantity: limited.details.maximum_cart_quantity + 1 },
			],
			403,
			'cart_item_limit',
			'Out of Limits',
		],
		[
			'more than the stock',
			() => [
				'ecommerce',
				{
					item_id: varied.id,
					quantity: 10_000,
					variation: [{ type: varied.details.variations[0].type }],
				},
			],
			403,
			'stock',
			'Out of Stock',
		],
		[
			'an item that is sold out',
			() => ['grocery', { item_id: soldOut, quantity: 1 }],
			403,
			'stock',
			'Out of Stock',
		],
		[
			'no variation for an item that has them',
			() => ['ecommerce', { item_id: varied.id, quantity: 1 }],
			403,
			'variation',
		],
		[
			'a variation that does not exist',
			() => ['ecommerce', { item_id: varied.id, quantity: 1, variation: [{ type: 'Plaid-XXXL' }] }],
			403,
			'variation',
			CART_MESSAGES.unknownVariation,
		],
		[
			'an unknown item',
			() => ['food', { item_id: 999_999, quantity: 1 }],
			403,
			'item_id',
			'The selected item id is invalid.',
		],
	];

	let otherStoreAddOn = 0;
	let soldOut = 0;
	beforeAll(async () => {
		const [addOn] = await api
			.db()
			.select({ id: addOns.id })
			.from(addOns)
			.where(ne(addOns.storeId, dish.storeId))
			.limit(1);
		otherStoreAddOn = addOn?.id ?? 0;
		const [empty] = await api
			.db()
			.select({ id: items.id })
			.from(items)
			.where(
				and(
					eq(items.moduleId, MODULE_ID.grocery),
					eq(items.stock, 0),
					sql`jsonb_array_length(${items.variations}) = 0`,
					notInFlashSale,
				),
			)
			.limit(1);
		soldOut = empty?.id ?? 0;
	});

	test.each(cases)('refuses %s', async (_, build, status, code, message) => {
		const guest = await newGuest(api);
		const [module, body] = build();
		const res = await cart(module, { guest }, 'POST', 'add', body);
		expect([res.status, res.body.errors?.[0]?.code]).toEqual([status, code]);
		if (message)
			expect(res.body.errors[0].message).toBe(typeof message === 'function' ? message() : message);
		expect((await cart(module, { guest }, 'GET', 'list')).body).toEqual([]);
	});

	test('a variation price replaces the base price; its stock is the limit', async () => {
		const guest = await newGuest(api);
		const variation = varied.details.variations[1];
		const res = await cart('ecommerce', { guest }, 'POST', 'add', {
			item_id: varied.id,
			quantity: Math.min(2, variation.stock),
			variation: [{ type: variation.type }],
			price: 1,
		});
		expect(res.status).toBe(200);
		expect(res.body[0].price).toBe(variation.price);
		expect(res.body[0].total_price).toBe(
			Math.round(
				expectedUnitPrice({ ...varied.details, price: variation.price }, 0, 0) *
					res.body[0].quantity *
					100,
			) / 100,
		);
		const over = await cart('ecommerce', { guest }, 'POST', 'update', {
			cart_id: res.body[0].id,
			quantity: variation.stock + 1,
		});
		expect(over.body.errors[0].message).toBe('Out of Stock');
	});

	test('the maximum cart quantity counts every line of the item', async () => {
		const guest = await newGuest(api);
		const max = limited.details.maximum_cart_quantity;
		const added = await cart('grocery', { guest }, 'POST', 'add', {
			item_id: limited.id,
			quantity: max,
		});
		expect(added.status).toBe(200);
		const over = await cart('grocery', { guest }, 'POST', 'update', {
			cart_id: added.body[0].id,
			quantity: max + 1,
		});
		expect([over.status, over.body.errors[0]]).toEqual([
			403,
			{ code: 'cart_item_limit', message: 'Out of Limits' },
		]);
	});
});

describe('prices', () => {
	/** The required choices of an item, first values, so any item can be added. */
	const requiredChoices = (details: any) =>
		(details.food_variations || [])
			.filter((g: any) => g.required === 'on')
			.map((g: any) => ({
				name: g.name,
				values: { label: g.values.slice(0, Math.max(1, g.min)).map((v: any) => v.label) },
			}));
	const optionsOf = (details: any) =>
		(details.food_variations || [])
			.filter((g: any) => g.required === 'on')
			.flatMap((g: any) => g.values.slice(0, Math.max(1, g.min)))
			.reduce((sum: number, v: any) => sum + v.optionPrice, 0);

	// contract §11.10: a running flash sale, then a store-wide discount, then the item's own.
	test.each([
		[
			'a running flash sale',
			() =>
				sql`exists (select 1 from ${flashSaleItems} where ${flashSaleItems.itemId} = ${items.id} and ${flashSaleItems.availableStock} > 0)`,
		],
		[
			'a store-wide discount',
			() =>
				and(
					sql`exists (select 1 from store_discounts d where d.store_id = ${items.storeId})`,
					notInFlashSale,
				) as SQL,
		],
		[
			'an item discount',
			() =>
				and(
					sql`${items.discount} > 0`,
					sql`not exists (select 1 from store_discounts d where d.store_id = ${items.storeId})`,
					notInFlashSale,
				) as SQL,
		],
	])('a food line is priced with %s, as the item shows it', async (_, where) => {
		const item = await findItem('food', where());
		const guest = await newGuest(api);
		const res = await cart('food', { guest }, 'POST', 'add', {
			item_id: item.id,
			quantity: 1,
			variation: requiredChoices(item.details),
			price: 0,
		});
		expect(res.status).toBe(200);
		const expected = expectedUnitPrice(item.details, optionsOf(item.details), 0);
		expect(expected).toBeLessThan(item.details.price + optionsOf(item.details));
		// `price` is the list price the client discounts itself; the server's total is discounted.
		expect(res.body[0].price).toBe(expectedListPrice(item.details, optionsOf(item.details)));
		expect(res.body[0].total_price).toBe(expected);
	});
});

describe('one store per cart', () => {
	test("another store's item is refused until the cart is cleared", async () => {
		const guest = await newGuest(api);
		await cart('food', { guest }, 'POST', 'add', {
			item_id: dish.id,
			quantity: 1,
			variation: food(),
		});
		const body = {
			item_id: otherStoreDish.id,
			quantity: 1,
			variation: (otherStoreDish.details.food_variations || [])
				.filter((g: any) => g.required === 'on')
				.map((g: any) => ({
					name: g.name,
					values: { label: g.values.slice(0, Math.max(1, g.min)).map((v: any) => v.label) },
				})),
		};
		const refused = await cart('food', { guest }, 'POST', 'add', body);
		expect([refused.status, refused.body.errors[0]]).toEqual([
			403,
			{ code: 'cart_store', message: CART_MESSAGES.otherStore },
		]);
		await cart('food', { guest }, 'DELETE', 'remove');
		const added = await cart('food', { guest }, 'POST', 'add', body);
		expect(added.body.map((l: any) => l.item.store_id)).toEqual([otherStoreDish.storeId]);
	});
});

describe('lines', () => {
	test('the same item with the same choice is refused; another choice is a new line', async () => {
		const guest = await newGuest(api);
		await cart('food', { guest }, 'POST', 'add', {
			item_id: dish.id,
			quantity: 1,
			variation: food(),
		});
		const again = await cart('food', { guest }, 'POST', 'add', {
			item_id: dish.id,
			quantity: 3,
			variation: food(),
		});
		expect([again.status, again.body.errors[0]]).toEqual([
			403,
			{ code: 'cart_item', message: 'Item already exists' },
		]);
		const other = food(dish.details.food_variations[0].values[1].label);
		const second = await cart('food', { guest }, 'POST', 'add', {
			item_id: dish.id,
			quantity: 1,
			variation: other,
		});
		expect(second.body).toHaveLength(2);
		const changed = await cart('food', { guest }, 'POST', 'update', {
			cart_id: second.body[1].id,
			quantity: 1,
			variation: food(),
		});
		expect(changed.body.errors[0].code).toBe('cart_item');
	});

	test('update changes the quantity and choices and prices the line again', async () => {
		const guest = await newGuest(api);
		const added = await cart('food', { guest }, 'POST', 'add', {
			item_id: dish.id,
			quantity: 1,
			variation: food(),
		});
		const addOn = dish.details.add_ons[0];
		const res = await cart('food', { guest }, 'POST', 'update', {
			cart_id: added.body[0].id,
			quantity: 4,
			price: 999,
			variation: food(dish.details.food_variations[0].values[1].label),
			add_on_ids: [addOn.id],
			add_on_qtys: [3],
		});
		expect(res.status).toBe(200);
		const options = dish.details.food_variations[0].values[1].optionPrice;
		expect(res.body[0]).toMatchObject({
			id: added.body[0].id,
			quantity: 4,
			add_on_ids: [addOn.id],
			add_on_qtys: [3],
			price: expectedListPrice(dish.details, options),
			total_price:
				Math.round((expectedUnitPrice(dish.details, options, 0) * 4 + addOn.price * 3) * 100) / 100,
			add_ons_price: addOn.price * 3,
		});
		const quantityOnly = await cart('food', { guest }, 'POST', 'update', {
			cart_id: added.body[0].id,
			quantity: 2,
		});
		expect(quantityOnly.body[0]).toMatchObject({
			quantity: 2,
			add_on_ids: [addOn.id],
			add_on_qtys: [3],
		});
	});

	test('remove-item takes one line, by DELETE or POST with _method=delete', async () => {
		const guest = await newGuest(api);
		const first = await cart('food', { guest }, 'POST', 'add', {
			item_id: dish.id,
			quantity: 1,
			variation: food(),
		});
		const both = await cart('food', { guest }, 'POST', 'add', {
			item_id: dish.id,
			quantity: 1,
			variation: food(dish.details.food_variations[0].values[1].label),
		});
		const left = await cart('food', { guest }, 'DELETE', 'remove-item', {
			cart_id: first.body[0].id,
		});
		expect(left.body.map((l: any) => l.id)).toEqual([both.body[1].id]);
		const none = await api.call('POST', '/customer/cart/remove-item', {
			headers: headersOf('food'),
			form: { _method: 'delete', cart_id: String(both.body[1].id), guest_id: String(guest) },
		});
		expect([none.status, none.body]).toEqual([200, []]);
	});

	test('form posts work: numbers as text, add_on_ids[] lists, variation as JSON text', async () => {
		const guest = await newGuest(api);
		const [a, b] = dish.details.add_ons;
		const res = await api.call('POST', '/customer/cart/add', {
			headers: headersOf('food'),
			form: {
				guest_id: String(guest),
				item_id: String(dish.id),
				model: 'Item',
				price: '0',
				quantity: '2',
				variation: JSON.stringify(food()),
				'add_on_ids[]': [String(a.id), String(b.id)],
				'add_on_qtys[]': ['1', '1'],
			},
		});
		expect(res.status).toBe(200);
		expect(res.body[0]).toMatchObject({ quantity: 2, add_on_qtys: [1, 1] });
		expect(res.body[0].price).toBe(expectedListPrice(dish.details, 0));
		expect(res.body[0].add_ons_price).toBeCloseTo(a.price + b.price, 6);
	});

	test('a line whose item was switched off leaves the cart', async () => {
		const guest = await newGuest(api);
		const added = await cart('grocery', { guest }, 'POST', 'add', {
			item_id: limited.id,
			quantity: 1,
		});
		expect(added.body).toHaveLength(1);
		await api.db().update(items).set({ status: 0 }).where(eq(items.id, limited.id));
		try {
			expect((await cart('grocery', { guest }, 'GET', 'list')).body).toEqual([]);
			const rows = await api.db().select().from(cartItems).where(eq(cartItems.guestId, guest));
			expect(rows).toEqual([]);
		} finally {
			await api.db().update(items).set({ status: 1 }).where(eq(items.id, limited.id));
		}
	});
});

describe('campaign items', () => {
	test('a running item campaign goes in as ItemCampaign; one not started is refused', async () => {
		const rows = await api
			.db()
			.select()
			.from(itemCampaigns)
			.where(inArray(itemCampaigns.moduleId, [MODULE_ID.grocery]))
			.orderBy(asc(itemCampaigns.id));
		const running = rows.find((r) => r.startDate <= '2026-11-21' && r.endDate >= '2026-11-21');
		const later = rows.find((r) => r.startDate > '2026-11-21');
		if (!running || !later) throw new Error('the seed has no grocery campaigns');
		const guest = await newGuest(api);
		const res = await cart('grocery', { guest }, 'POST', 'add', {
			item_id: running.id,
			model: 'ItemCampaign',
			quantity: 1,
		});
		expect(res.status).toBe(200);
		expect(res.body[0]).toMatchObject({
			item_type: 'App\\Models\\ItemCampaign',
			item_id: running.id,
			price: running.price,
			total_price: discountedPrice(running.price, running.discount, running.discountType),
		});
		expect(res.body[0].item.available_date_starts).toBe(running.startDate);
		const refused = await cart('grocery', { guest: await newGuest(api) }, 'POST', 'add', {
			item_id: later.id,
			model: 'ItemCampaign',
			quantity: 1,
		});
		expect([refused.status, refused.body.errors[0].code]).toEqual([403, 'item_id']);
	});
});

describe('signing in with a guest id', () => {
	test("moves the guest's lines to the customer, replacing the customer's lines in that module only", async () => {
		const { token, phone, password } = await newCustomer(api);
		await cart('food', { token }, 'POST', 'add', {
			item_id: otherStoreDish.id,
			quantity: 1,
			variation: (otherStoreDish.details.food_variations || [])
				.filter((g: any) => g.required === 'on')
				.map((g: any) => ({
					name: g.name,
					values: { label: g.values.slice(0, Math.max(1, g.min)).map((v: any) => v.label) },
				})),
		});
		await cart('grocery', { token }, 'POST', 'add', { item_id: limited.id, quantity: 1 });
		const guest = await newGuest(api);
		await cart('food', { guest }, 'POST', 'add', {
			item_id: dish.id,
			quantity: 2,
			variation: food(),
		});
		const login = await api.call('POST', '/auth/login', {
			body: { phone, password, guest_id: guest },
		});
		expect(login.status).toBe(200);
		const foodCart = await cart('food', { token }, 'GET', 'list');
		expect(foodCart.body.map((l: any) => [l.item_id, l.quantity, l.is_guest])).toEqual([
			[dish.id, 2, false],
		]);
		expect((await cart('grocery', { token }, 'GET', 'list')).body).toHaveLength(1);
		expect((await cart('food', { guest }, 'GET', 'list')).body).toEqual([]);
	});

	test('signing up with a guest id keeps the guest cart too', async () => {
		const guest = await newGuest(api);
		await cart('grocery', { guest }, 'POST', 'add', { item_id: limited.id, quantity: 2 });
		const { token } = await newCustomer(api, { guest_id: String(guest) });
		const list = await cart('grocery', { token }, 'GET', 'list');
		expect(list.body.map((l: any) => [l.item_id, l.quantity])).toEqual([[limited.id, 2]]);
	});
});
