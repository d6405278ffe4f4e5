import { describe, expect, test } from 'vitest';
import { polygonContains, polygonFromPoints } from '~/lib/geo';
import { slugify } from '~/lib/slug';
import { MODULE_SEEDS } from '~/server/db/seed/data/modules';
import { ZONE_SEEDS } from '~/server/db/seed/data/zones';
import { buildEcommerceCatalog, ECOMMERCE_CATALOG } from './ecommerce';
import { ECOMMERCE_POOL } from './ecommerce-pool';
import { buildFoodCatalog, FOOD_CATALOG } from './food';
import { FOOD_ADD_ONS } from './food-options';
import { FOOD_POOL } from './food-pool';
import { buildGroceryCatalog, GROCERY_CATALOG } from './grocery';
import { GROCERY_POOL } from './grocery-pool';
import { CATALOG_SEEDS } from './index';
import { buildPharmacyCatalog, PHARMACY_CATALOG } from './pharmacy';
import { PHARMACY_POOL } from './pharmacy-pool';
import { combinations, mulberry32, pickSome, roundTo } from './seed-kit';
import type { CatalogModule, ItemSeed, Localized, ModuleCatalogSeed, StoreSeed } from './types';

const MODULES: CatalogModule[] = ['food', 'grocery', 'pharmacy', 'ecommerce'];
const ACTIVE_ZONES = ['central', 'east', 'west', 'north', 'marina-bay'];
const UNITS = new Set(['pc', 'kg', 'g', 'ml', 'l', 'pack', 'box', 'strip', 'bottle']);
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const PORK = /\b(pork|lard|bacon|ham|char siew|siew yuk|babi)\b/i;

const catalogOf = (module: CatalogModule): ModuleCatalogSeed => {
	const found = CATALOG_SEEDS.find((c) => c.module === module);
	if (!found) throw new Error(`no catalogue for ${module}`);
	return found;
};
const itemsOf = (catalog: ModuleCatalogSeed): ItemSeed[] => catalog.stores.flatMap((s) => s.items);
const allStores: StoreSeed[] = CATALOG_SEEDS.flatMap((c) => c.stores);
const allItems: ItemSeed[] = CATALOG_SEEDS.flatMap(itemsOf);
/** Distinct English names of the items matching `predicate`. */
const distinct = (items: ItemSeed[], predicate: (i: ItemSeed) => boolean = () => true): number =>
	new Set(items.filter(predicate).map((i) => i.name.en)).size;
const where = (item: ItemSeed, store: StoreSeed) => `${store.slug}: ${item.name.en}`;
const minutes = (time: string) => {
	const [h = 0, m = 0] = time.split(':').map(Number);
	return h * 60 + m;
};
const topOf = (catalog: ModuleCatalogSeed, slug: string) =>
	catalog.categories.find((c) => c.slug === slug)?.parent ?? slug;

function expectLocalized(text: Localized, label: string) {
	expect(text.en.trim(), `${label} (en)`).not.toBe('');
	expect(text.id.trim(), `${label} (id)`).not.toBe('');
	expect(text.en, `${label} (en) has no padding`).toBe(text.en.trim());
	expect(text.id, `${label} (id) has no padding`).toBe(text.id.trim());
}

function eachItem(fn: (item: ItemSeed, store: StoreSeed, catalog: ModuleCatalogSeed) => void) {
	for (const catalog of CATALOG_SEEDS)
		for (const store of catalog.stores) for (const item of store.items) fn(item, store, catalog);
}

describe('catalogue size', () => {
	test('one catalogue per module, in order', () => {
		expect(CATALOG_SEEDS.map((c) => c.module)).toEqual(MODULES);
		expect(CATALOG_SEEDS).toEqual([
			FOOD_CATALOG,
			GROCERY_CATALOG,
			PHARMACY_CATALOG,
			ECOMMERCE_CATALOG,
		]);
	});

	test('has enough stores in every module', () => {
		expect(allStores.length).toBeGreaterThanOrEqual(44);
		expect(catalogOf('food').stores.length).toBeGreaterThanOrEqual(12);
		expect(catalogOf('grocery').stores.length).toBeGreaterThanOrEqual(11);
		expect(catalogOf('pharmacy').stores.length).toBeGreaterThanOrEqual(10);
		expect(catalogOf('ecommerce').stores.length).toBeGreaterThanOrEqual(11);
	});

	test('has enough items overall and per module', () => {
		expect(allItems.length).toBeGreaterThanOrEqual(640);
		for (const module of MODULES)
			expect(itemsOf(catalogOf(module)).length, module).toBeGreaterThanOrEqual(120);
		expect(distinct(allItems)).toBeGreaterThanOrEqual(250);
	});

	test('pools are large and their names unique', () => {
		const pools: [string, ItemSeed[], number][] = [
			['food', FOOD_POOL, 90],
			['grocery', GROCERY_POOL, 110],
			['pharmacy', PHARMACY_POOL, 90],
			['ecommerce', ECOMMERCE_POOL, 100],
		];
		for (const [module, pool, min] of pools) {
			expect(pool.length, module).toBeGreaterThanOrEqual(min);
			expect(distinct(pool), `${module} pool names`).toBe(pool.length);
		}
	});
});

describe('stores', () => {
	const zones = new Map(ZONE_SEEDS.map((z) => [z.name, z]));

	test('every store lies inside its active zone, one the module serves', () => {
		for (const catalog of CATALOG_SEEDS) {
			const moduleSeed = MODULE_SEEDS.find((m) => m.type === catalog.module);
			const served = new Set(moduleSeed?.zones.map((z) => z.zone));
			for (const store of catalog.stores) {
				const zone = zones.get(store.zone);
				expect(zone, `${store.slug} zone ${store.zone}`).toBeDefined();
				if (!zone) continue;
				expect(zone.status, `${store.slug} is in an active zone`).toBe(1);
				expect(ACTIVE_ZONES).toContain(store.zone);
				expect(served.has(store.zone), `${catalog.module} serves ${store.zone}`).toBe(true);
				const inside = polygonContains(polygonFromPoints(zone.outline), {
					lat: store.lat,
					lng: store.lng,
				});
				expect(inside, `${store.slug} (${store.lat}, ${store.lng}) inside ${store.zone}`).toBe(
					true,
				);
			}
		}
	});

	test('each module spreads its stores over every active zone it serves', () => {
		for (const catalog of CATALOG_SEEDS) {
			const moduleSeed = MODULE_SEEDS.find((m) => m.type === catalog.module);
			const served = (moduleSeed?.zones ?? [])
				.map((z) => z.zone)
				.filter((z) => ACTIVE_ZONES.includes(z))
				.sort();
			const used = [...new Set(catalog.stores.map((s) => s.zone))].sort();
			expect(used, catalog.module).toEqual(served);
		}
		expect([...new Set(catalogOf('food').stores.map((s) => s.zone))].sort()).toEqual(
			[...ACTIVE_ZONES].sort(),
		);
		expect([...new Set(catalogOf('ecommerce').stores.map((s) => s.zone))].sort()).toEqual(
			[...ACTIVE_ZONES].sort(),
		);
	});

	test('slugs are lowercase kebab-case and unique; names and phones are unique', () => {
		const slugs = allStores.map((s) => s.slug);
		for (const slug of slugs) expect(slug).toMatch(KEBAB);
		expect(new Set(slugs).size).toBe(slugs.length);
		expect(new Set(allStores.map((s) => s.name)).size).toBe(allStores.length);
		expect(new Set(allStores.map((s) => s.phone)).size).toBe(allStores.length);
	});

	test('modules are consistent and contact details look Singaporean', () => {
		for (const catalog of CATALOG_SEEDS)
			for (const store of catalog.stores) {
				expect(store.module, store.slug).toBe(catalog.module);
				expect(store.name.trim(), store.slug).not.toBe('');
				expect(store.address, store.slug).toMatch(/, Singapore \d{6}$/);
				expect(store.phone, store.slug).toMatch(/^\+65 [689]\d{3} \d{4}$/);
				const match = /^(\d+)-(\d+) min$/.exec(store.deliveryTime);
				expect(match, `${store.slug} delivery time`).not.toBeNull();
				expect(Number(match?.[1])).toBeLessThan(Number(match?.[2]));
				expect(store.minimumOrder).toBeGreaterThanOrEqual(0);
				expect(store.tax).toBeGreaterThanOrEqual(0);
				expect(store.tax).toBeLessThanOrEqual(10);
			}
	});

	test('schedules are well formed', () => {
		for (const store of allStores) {
			const s = store.schedule;
			if (!s) continue;
			expect(s.open, store.slug).toMatch(TIME);
			expect(s.close, store.slug).toMatch(TIME);
			expect(minutes(s.open), store.slug).toBeLessThan(minutes(s.close));
			if (s.days) {
				expect(s.days.length, store.slug).toBeGreaterThan(0);
				expect(new Set(s.days).size, store.slug).toBe(s.days.length);
				for (const d of s.days) expect([0, 1, 2, 3, 4, 5, 6]).toContain(d);
			}
		}
	});

	test('every module has a delivering store open round the clock in the central zone, so the demo takes an order at any hour', () => {
		for (const catalog of CATALOG_SEEDS) {
			if (catalog.module === 'ecommerce') continue;
			const allNight = catalog.stores.filter(
				(s) => s.zone === 'central' && s.active !== false && s.delivery !== false && !s.schedule,
			);
			expect(allNight.length, catalog.module).toBeGreaterThanOrEqual(1);
		}
	});

	test('a realistic mix of store settings', () => {
		expect(allStores.filter((s) => s.freeDelivery).length).toBeGreaterThanOrEqual(3);
		const takeAwayOnly = catalogOf('food').stores.filter(
			(s) => s.delivery === false && s.takeAway === true,
		);
		expect(takeAwayOnly.length).toBeGreaterThanOrEqual(2);
		expect(allStores.filter((s) => s.active === false).length).toBeGreaterThanOrEqual(2);
		const closedSometimes = allStores.filter(
			(s) =>
				s.schedule &&
				(s.schedule.open !== '00:00' ||
					s.schedule.close !== '23:59' ||
					(s.schedule.days?.length ?? 7) < 7),
		);
		expect(closedSometimes.length).toBeGreaterThanOrEqual(3);
		expect(allStores.some((s) => (s.schedule?.days?.length ?? 7) < 7)).toBe(true);
		const ecommerce = catalogOf('ecommerce').stores;
		expect(ecommerce.filter((s) => s.schedule).length).toBeLessThanOrEqual(2);
		for (const catalog of CATALOG_SEEDS)
			expect(
				catalog.stores.filter((s) => s.featured).length,
				catalog.module,
			).toBeGreaterThanOrEqual(2);
		expect(allStores.filter((s) => s.halal).length).toBeGreaterThanOrEqual(4);
		const discounted = allStores.filter((s) => s.discount);
		expect(discounted.length).toBeGreaterThanOrEqual(3);
		for (const s of discounted) {
			expect(s.discount?.percent).toBeGreaterThan(0);
			expect(s.discount?.percent).toBeLessThanOrEqual(50);
			expect(s.discount?.maxDiscount).toBeGreaterThan(0);
			expect(s.discount?.minPurchase).toBeGreaterThanOrEqual(0);
		}
	});

	test('food stores declare veg / non-veg to match their menus', () => {
		for (const store of catalogOf('food').stores) {
			expect(typeof store.veg, store.slug).toBe('boolean');
			expect(typeof store.nonVeg, store.slug).toBe('boolean');
			expect(store.veg, store.slug).toBe(store.items.some((i) => i.veg === true));
			expect(store.nonVeg, store.slug).toBe(store.items.some((i) => i.veg !== true));
		}
		expect(catalogOf('food').stores.some((s) => s.veg && !s.nonVeg)).toBe(true);
	});

	test('halal stores and halal items never carry pork', () => {
		eachItem((item, store) => {
			const text = `${item.name.en} ${item.description.en}`;
			if (item.halal || store.halal) expect(text, where(item, store)).not.toMatch(PORK);
			if (store.halal && store.module === 'food') expect(item.halal, where(item, store)).toBe(true);
		});
	});
});

describe('categories, brands and conditions', () => {
	test('category slugs are unique, parents are top categories, and trees are used', () => {
		for (const catalog of CATALOG_SEEDS) {
			const slugs = catalog.categories.map((c) => c.slug);
			expect(new Set(slugs).size, catalog.module).toBe(slugs.length);
			for (const c of catalog.categories) {
				expect(c.slug, catalog.module).toMatch(KEBAB);
				expectLocalized(c.name, `${catalog.module} category ${c.slug}`);
				if (!c.parent) continue;
				const parent = catalog.categories.find((p) => p.slug === c.parent);
				expect(parent, `${c.slug} parent`).toBeDefined();
				expect(parent?.parent, `${c.slug} parent is a top category`).toBeUndefined();
			}
			const parents = new Set(catalog.categories.flatMap((c) => (c.parent ? [c.parent] : [])));
			expect(parents.size, `${catalog.module} top categories with children`).toBeGreaterThanOrEqual(
				3,
			);
			const featured = catalog.categories.filter((c) => c.featured).length;
			expect(featured, catalog.module).toBeGreaterThanOrEqual(3);
			expect(featured, catalog.module).toBeLessThanOrEqual(6);
			const used = new Set(
				itemsOf(catalog).flatMap((i) => [i.category, topOf(catalog, i.category)]),
			);
			for (const slug of slugs)
				expect(used.has(slug), `${catalog.module} ${slug} has items`).toBe(true);
		}
	});

	test('grocery and pharmacy have the home-screen tabs as top categories', () => {
		const tops = (m: CatalogModule) =>
			catalogOf(m)
				.categories.filter((c) => !c.parent)
				.map((c) => c.slug);
		expect(tops('grocery')).toEqual(
			expect.arrayContaining([
				'beauty',
				'bread-juice',
				'drinks',
				'milks',
				'fruits-vegetables',
				'meat-seafood',
				'rice-noodles',
				'snacks',
				'household',
			]),
		);
		expect(tops('pharmacy')).toEqual(
			expect.arrayContaining([
				'baby-care',
				'womens-care',
				'mens-care',
				'medicines',
				'vitamins',
				'personal-care',
				'medical-devices',
				'first-aid',
			]),
		);
	});

	test('brand and condition slugs are unique across modules and all used', () => {
		const brands = CATALOG_SEEDS.flatMap((c) => c.brands ?? []);
		expect(new Set(brands.map((b) => b.slug)).size).toBe(brands.length);
		const conditions = CATALOG_SEEDS.flatMap((c) => c.commonConditions ?? []);
		expect(new Set(conditions.map((c) => c.slug)).size).toBe(conditions.length);
		for (const catalog of CATALOG_SEEDS) {
			const items = itemsOf(catalog);
			for (const b of catalog.brands ?? []) {
				expect(b.slug).toMatch(KEBAB);
				expect(b.name.trim()).not.toBe('');
				expect(
					items.some((i) => i.brand === b.slug),
					`brand ${b.slug} used`,
				).toBe(true);
			}
			for (const c of catalog.commonConditions ?? []) {
				expect(c.slug).toMatch(KEBAB);
				expectLocalized(c.name, `condition ${c.slug}`);
				expect(
					items.some((i) => i.commonCondition === c.slug),
					`condition ${c.slug} used`,
				).toBe(true);
			}
		}
		expect(catalogOf('food').brands ?? []).toEqual([]);
		expect(catalogOf('food').commonConditions ?? []).toEqual([]);
	});
});

describe('items', () => {
	test('names and descriptions are translated and informative', () => {
		eachItem((item, store) => {
			expectLocalized(item.name, where(item, store));
			expectLocalized(item.description, where(item, store));
			for (const text of [item.description.en, item.description.id]) {
				expect(text.length, `${where(item, store)} description length`).toBeGreaterThanOrEqual(60);
				expect(text.length, `${where(item, store)} description length`).toBeLessThanOrEqual(220);
				expect(text, where(item, store)).not.toMatch(/lorem|ipsum|todo|placeholder|tbd/i);
			}
			expect(item.description.id, `${where(item, store)} is translated`).not.toBe(
				item.description.en,
			);
			for (const tag of item.tags ?? [])
				expect(tag, where(item, store)).toMatch(/^[a-z0-9][a-z0-9 -]*$/);
		});
	});

	test('item names are unique per store and item slugs unique overall', () => {
		const slugs = new Set<string>();
		for (const store of allStores) {
			const names = store.items.map((i) => i.name.en);
			expect(new Set(names).size, `${store.slug} item names`).toBe(names.length);
			for (const name of names) {
				const slug = `${store.slug}-${slugify(name)}`;
				expect(slugs.has(slug), slug).toBe(false);
				slugs.add(slug);
			}
		}
	});

	test('references resolve: categories, brands, conditions and add-ons', () => {
		eachItem((item, store, catalog) => {
			expect(
				catalog.categories.some((c) => c.slug === item.category),
				`${where(item, store)} category ${item.category}`,
			).toBe(true);
			if (item.brand)
				expect(
					(catalog.brands ?? []).some((b) => b.slug === item.brand),
					`${where(item, store)} brand ${item.brand}`,
				).toBe(true);
			if (item.commonCondition)
				expect(
					(catalog.commonConditions ?? []).some((c) => c.slug === item.commonCondition),
					`${where(item, store)} condition ${item.commonCondition}`,
				).toBe(true);
			const addOnNames = new Set((store.addOns ?? []).map((a) => a.name.en));
			for (const name of item.addOns ?? [])
				expect(addOnNames.has(name), `${where(item, store)} add-on ${name}`).toBe(true);
		});
	});

	test('prices are positive, in range and realistic per module', () => {
		const ranges: Record<CatalogModule, [number, number]> = {
			food: [1, 40],
			grocery: [1, 25],
			pharmacy: [2, 150],
			ecommerce: [8, 400],
		};
		const medicines = catalogOf('pharmacy');
		eachItem((item, store, catalog) => {
			const [min, max] = ranges[catalog.module];
			const prices = [item.price, ...(item.variations ?? []).map((v) => v.price)];
			for (const price of prices) {
				expect(price, where(item, store)).toBeGreaterThan(0);
				expect(price, where(item, store)).toBeLessThanOrEqual(20000);
				expect(price, where(item, store)).toBeGreaterThanOrEqual(min);
				expect(price, where(item, store)).toBeLessThanOrEqual(max);
				expect(Math.round(price * 100), `${where(item, store)} whole cents`).toBeCloseTo(
					price * 100,
					6,
				);
			}
			if (catalog.module === 'pharmacy' && topOf(medicines, item.category) === 'medicines') {
				expect(item.price, where(item, store)).toBeGreaterThanOrEqual(3);
				expect(item.price, where(item, store)).toBeLessThanOrEqual(40);
			}
		});
	});

	test('discounts are sensible and cover about 15% of items', () => {
		eachItem((item, store) => {
			if (!item.discount) return;
			expect(item.discount.value, where(item, store)).toBeGreaterThan(0);
			if (item.discount.type === 'percent') {
				expect(item.discount.value, where(item, store)).toBeGreaterThanOrEqual(5);
				expect(item.discount.value, where(item, store)).toBeLessThanOrEqual(30);
			} else {
				expect(item.discount.value, where(item, store)).toBeLessThan(item.price);
			}
		});
		for (const catalog of CATALOG_SEEDS) {
			const items = itemsOf(catalog);
			const share = items.filter((i) => i.discount).length / items.length;
			expect(share, catalog.module).toBeGreaterThanOrEqual(0.08);
			expect(share, catalog.module).toBeLessThanOrEqual(0.25);
		}
		const share = allItems.filter((i) => i.discount).length / allItems.length;
		expect(share).toBeGreaterThanOrEqual(0.1);
		expect(share).toBeLessThanOrEqual(0.2);
		expect(allItems.some((i) => i.discount?.type === 'amount')).toBe(true);
	});

	test('stock is kept for everything but food', () => {
		eachItem((item, store, catalog) => {
			if (catalog.module === 'food') {
				expect(item.stock, where(item, store)).toBeUndefined();
				expect(item.variations, where(item, store)).toBeUndefined();
				expect(item.choiceOptions, where(item, store)).toBeUndefined();
				expect(item.unit, where(item, store)).toBeUndefined();
			} else {
				expect(Number.isInteger(item.stock), where(item, store)).toBe(true);
				expect(item.stock, where(item, store)).toBeGreaterThanOrEqual(0);
				expect(UNITS.has(item.unit ?? ''), `${where(item, store)} unit ${item.unit}`).toBe(true);
				expect(item.foodVariations, where(item, store)).toBeUndefined();
				expect(item.addOns, where(item, store)).toBeUndefined();
				expect(item.availableTime, where(item, store)).toBeUndefined();
				expect(item.veg, where(item, store)).toBeUndefined();
			}
			if (item.maximumCartQuantity !== undefined) {
				expect(Number.isInteger(item.maximumCartQuantity)).toBe(true);
				expect(item.maximumCartQuantity, where(item, store)).toBeGreaterThan(0);
			}
		});
	});

	test('variation types match the choice options', () => {
		eachItem((item, store) => {
			const hasVariations = (item.variations?.length ?? 0) > 0;
			expect(hasVariations, where(item, store)).toBe((item.choiceOptions?.length ?? 0) > 0);
			if (!item.variations || !item.choiceOptions) return;
			for (const option of item.choiceOptions) {
				expect(option.title.trim(), where(item, store)).not.toBe('');
				expect(option.options.length, where(item, store)).toBeGreaterThan(0);
				expect(new Set(option.options).size, where(item, store)).toBe(option.options.length);
				for (const value of option.options) expect(value, where(item, store)).not.toContain('-');
			}
			expect(
				item.variations.map((v) => v.type),
				where(item, store),
			).toEqual(combinations(item.choiceOptions));
			for (const v of item.variations) {
				expect(Number.isInteger(v.stock), where(item, store)).toBe(true);
				expect(v.stock, where(item, store)).toBeGreaterThanOrEqual(0);
			}
			expect(item.price, `${where(item, store)} is its cheapest variant`).toBe(
				Math.min(...item.variations.map((v) => v.price)),
			);
			expect(item.stock, `${where(item, store)} stock is the variants' sum`).toBe(
				item.variations.reduce((sum, v) => sum + v.stock, 0),
			);
		});
	});

	test('food option groups and add-ons are well formed', () => {
		for (const store of catalogOf('food').stores) {
			const addOns = store.addOns ?? [];
			expect(addOns.length, store.slug).toBeGreaterThanOrEqual(3);
			expect(addOns.length, store.slug).toBeLessThanOrEqual(8);
			expect(new Set(addOns.map((a) => a.name.en)).size, store.slug).toBe(addOns.length);
			for (const a of addOns) {
				expectLocalized(a.name, `${store.slug} add-on`);
				expect(a.price, store.slug).toBeGreaterThan(0);
				expect(a.price, store.slug).toBeLessThanOrEqual(10);
			}
			for (const item of store.items) {
				expect(item.addOns?.length ?? 1, where(item, store)).toBeGreaterThan(0);
				if (item.availableTime) {
					expect(item.availableTime.start).toMatch(TIME);
					expect(item.availableTime.end).toMatch(TIME);
					expect(minutes(item.availableTime.start)).toBeLessThan(minutes(item.availableTime.end));
				}
				for (const group of item.foodVariations ?? []) {
					const label = `${where(item, store)} / ${group.name.en}`;
					expectLocalized(group.name, label);
					expect(group.min, label).toBeGreaterThanOrEqual(0);
					expect(group.min, label).toBeLessThanOrEqual(group.max);
					expect(group.max, label).toBeLessThanOrEqual(group.values.length);
					expect(group.max, label).toBeGreaterThan(0);
					if (group.required) expect(group.min, label).toBeGreaterThanOrEqual(1);
					if (group.type === 'single') expect(group.max, label).toBe(1);
					expect(new Set(group.values.map((v) => v.label.en)).size, label).toBe(
						group.values.length,
					);
					for (const v of group.values) {
						expectLocalized(v.label, label);
						expect(v.optionPrice, label).toBeGreaterThanOrEqual(0);
					}
				}
			}
		}
	});

	test('pharmacy prescription items name their generic medicine', () => {
		for (const item of itemsOf(catalogOf('pharmacy'))) {
			if (item.prescriptionRequired) expect(item.genericName?.trim(), item.name.en).toBeTruthy();
			if (item.prescriptionRequired) expect(item.basic, item.name.en).toBeUndefined();
		}
	});
});

describe('module content', () => {
	test('food: options, add-ons, veg and breakfast dishes', () => {
		const items = itemsOf(catalogOf('food'));
		expect(distinct(items, (i) => (i.foodVariations?.length ?? 0) > 0)).toBeGreaterThanOrEqual(30);
		const groups = items.flatMap((i) => i.foodVariations ?? []);
		expect(
			groups.some((g) => g.type === 'single' && g.required && g.min === 1 && g.max === 1),
		).toBe(true);
		expect(groups.some((g) => g.type === 'multi' && g.required)).toBe(true);
		expect(groups.some((g) => g.type === 'multi' && !g.required && g.min === 0)).toBe(true);
		expect(groups.some((g) => g.values.some((v) => v.optionPrice > 0))).toBe(true);
		expect(distinct(items, (i) => (i.addOns?.length ?? 0) > 0)).toBeGreaterThanOrEqual(30);
		expect(distinct(items, (i) => i.veg === true)).toBeGreaterThanOrEqual(15);
		expect(distinct(items, (i) => i.veg !== true)).toBeGreaterThanOrEqual(15);
		expect(distinct(items, (i) => i.availableTime?.start === '06:00')).toBeGreaterThanOrEqual(3);
		expect(distinct(items, (i) => i.recommended === true)).toBeGreaterThanOrEqual(5);
		expect(distinct(items, (i) => i.maximumCartQuantity !== undefined)).toBeGreaterThanOrEqual(5);
		expect(distinct(items, (i) => i.halal === true)).toBeGreaterThanOrEqual(20);
		for (const item of items) expect(item.category, item.name.en).toBeTruthy();
	});

	test('food: drinks and desserts are vegetarian; halal and organic only where true', () => {
		const sweetOrDrink = [
			'drinks',
			'coffee-tea',
			'cold-drinks',
			'desserts',
			'kueh',
			'iced-desserts',
		];
		const notVeg = FOOD_POOL.filter((i) => sweetOrDrink.includes(i.category) && i.veg !== true);
		expect(notVeg.map((i) => i.name.en)).toEqual([]);
		// A kitchen that cooks pork sells no halal dish (halal certification covers premises).
		for (const store of catalogOf('food').stores) {
			const cooksPork = store.items.some((i) =>
				PORK.test(`${i.name.en} ${i.description.en} ${(i.tags ?? []).join(' ')}`),
			);
			if (store.halal || !cooksPork) continue;
			expect(
				store.items.filter((i) => i.halal).map((i) => i.name.en),
				store.slug,
			).toEqual([]);
		}
		const organic = allItems.filter(
			(i) => i.organic && !/organic/i.test(i.name.en + i.description.en),
		);
		expect(organic.map((i) => i.name.en)).toEqual([]);
	});

	test('grocery: stock, variants, organic, halal, brands, nutrition', () => {
		const items = itemsOf(catalogOf('grocery'));
		expect(items.filter((i) => i.stock === 0).length).toBeGreaterThanOrEqual(8);
		const midStock = items.filter((i) => (i.stock ?? 0) >= 5 && (i.stock ?? 0) <= 200).length;
		expect(midStock / items.length).toBeGreaterThanOrEqual(0.6);
		expect(distinct(items, (i) => (i.variations?.length ?? 0) > 0)).toBeGreaterThanOrEqual(25);
		expect(distinct(items, (i) => i.organic === true)).toBeGreaterThanOrEqual(5);
		expect(distinct(items, (i) => i.halal === true)).toBeGreaterThanOrEqual(30);
		expect(distinct(items, (i) => i.maximumCartQuantity !== undefined)).toBeGreaterThanOrEqual(10);
		expect(distinct(items, (i) => i.brand !== undefined)).toBeGreaterThanOrEqual(20);
		expect(distinct(items, (i) => (i.nutrition?.length ?? 0) > 0)).toBeGreaterThanOrEqual(5);
		expect(distinct(items, (i) => (i.allergies?.length ?? 0) > 0)).toBeGreaterThanOrEqual(10);
		expect((catalogOf('grocery').brands ?? []).length).toBeGreaterThanOrEqual(8);
	});

	test('pharmacy: prescriptions, conditions, basics, stock and pack sizes', () => {
		const catalog = catalogOf('pharmacy');
		const items = itemsOf(catalog);
		expect(distinct(items, (i) => i.prescriptionRequired === true)).toBeGreaterThanOrEqual(20);
		expect((catalog.commonConditions ?? []).length).toBeGreaterThanOrEqual(8);
		expect(distinct(items, (i) => i.commonCondition !== undefined)).toBeGreaterThanOrEqual(60);
		expect(distinct(items, (i) => i.basic === true)).toBeGreaterThanOrEqual(20);
		expect(items.filter((i) => i.stock === 0).length).toBeGreaterThanOrEqual(3);
		expect(distinct(items, (i) => (i.variations?.length ?? 0) > 0)).toBeGreaterThanOrEqual(5);
		for (const slug of ['baby-care', 'womens-care', 'mens-care'])
			expect(
				items.some((i) => topOf(catalog, i.category) === slug),
				slug,
			).toBe(true);
	});

	test('ecommerce: brands, size and colour variants, stock limits', () => {
		const catalog = catalogOf('ecommerce');
		const items = itemsOf(catalog);
		expect((catalog.brands ?? []).length).toBeGreaterThanOrEqual(15);
		expect(items.filter((i) => i.brand).length / items.length).toBeGreaterThanOrEqual(0.7);
		expect(distinct(items, (i) => (i.variations?.length ?? 0) > 0)).toBeGreaterThanOrEqual(40);
		expect(
			items.some((i) => (i.choiceOptions?.length ?? 0) >= 2 && (i.variations?.length ?? 0) >= 4),
		).toBe(true);
		expect(items.filter((i) => i.stock === 0).length).toBeGreaterThanOrEqual(3);
		expect(distinct(items, (i) => i.maximumCartQuantity !== undefined)).toBeGreaterThanOrEqual(5);
		expect(items.filter((i) => i.discount).length).toBeGreaterThanOrEqual(10);
	});

	test('every add-on a food dish names exists', () => {
		for (const item of FOOD_POOL)
			for (const name of item.addOns ?? [])
				expect(FOOD_ADD_ONS[name], `${item.name.en}: ${name}`).toBeDefined();
	});
});

describe('determinism', () => {
	test('builders return equal catalogues on every call', () => {
		const builders: [() => ModuleCatalogSeed, ModuleCatalogSeed][] = [
			[buildFoodCatalog, FOOD_CATALOG],
			[buildGroceryCatalog, GROCERY_CATALOG],
			[buildPharmacyCatalog, PHARMACY_CATALOG],
			[buildEcommerceCatalog, ECOMMERCE_CATALOG],
		];
		for (const [build, exported] of builders) {
			const first = build();
			const second = build();
			expect(second).toEqual(first);
			expect(first).toEqual(exported);
			expect(first).not.toBe(second);
			expect(first.stores[0]?.items[0]).not.toBe(second.stores[0]?.items[0]);
		}
	});

	test('the seeded helpers are stable', () => {
		const a = mulberry32(42);
		const b = mulberry32(42);
		const seqA = Array.from({ length: 5 }, () => a());
		expect(Array.from({ length: 5 }, () => b())).toEqual(seqA);
		for (const x of seqA) {
			expect(x).toBeGreaterThanOrEqual(0);
			expect(x).toBeLessThan(1);
		}
		const pool = Array.from({ length: 20 }, (_, i) => i);
		const picked = pickSome(pool, 7, mulberry32(7));
		expect(pickSome(pool, 7, mulberry32(7))).toEqual(picked);
		expect(picked).toHaveLength(7);
		expect([...picked].sort((x, y) => x - y)).toEqual(picked);
		expect(pickSome(pool, 50, mulberry32(7))).toEqual(pool);
		expect(
			combinations([
				{ title: 'Size', options: ['S', 'M'] },
				{ title: 'Colour', options: ['Red', 'Blue'] },
			]),
		).toEqual(['S-Red', 'S-Blue', 'M-Red', 'M-Blue']);
		expect(roundTo(4.6349, 0.05)).toBe(4.65);
		expect(roundTo(1.339, 0.1)).toBe(1.3);
	});
});
