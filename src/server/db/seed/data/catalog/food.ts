/**
 * Food module: hawker stalls, kopitiams, cafés and restaurants across Singapore. Each store sells
 * a seeded selection of its menu (food-pool.ts) with prices nudged by a few cents.
 */
import { FOOD_ADD_ONS } from './food-options';
import {
	CAFE_DRINKS,
	DESSERTS,
	FOOD_POOL,
	JAPANESE_FOOD,
	PERANAKAN_FOOD,
	WESTERN_FOOD,
} from './food-pool';
import {
	CHINESE_HAWKER,
	INDIAN_FOOD,
	KOPITIAM_DRINKS,
	KOPITIAM_FOOD,
	MALAY_FOOD,
} from './food-pool-hawker';
import { hashString, maybeDiscount, mulberry32, pickSome, stockItem, t } from './seed-kit';
import type { CategorySeed, ItemSeed, ModuleCatalogSeed, StoreSeed } from './types';

export const FOOD_CATEGORIES: CategorySeed[] = [
	{ slug: 'breakfast', emoji: '🍳', name: t('Breakfast', 'Sarapan'), featured: true, priority: 10 },
	{
		slug: 'toast-eggs',
		emoji: '🍞',
		name: t('Toast & Eggs', 'Roti Bakar & Telur'),
		parent: 'breakfast',
	},
	{ slug: 'prata-dosa', emoji: '🫓', name: t('Prata & Dosa', 'Prata & Dosa'), parent: 'breakfast' },
	{ slug: 'brunch', emoji: '🥞', name: t('Café Brunch', 'Brunch Kafe'), parent: 'breakfast' },
	{
		slug: 'rice-dishes',
		emoji: '🍚',
		name: t('Rice Dishes', 'Hidangan Nasi'),
		featured: true,
		priority: 9,
	},
	{ slug: 'noodles', emoji: '🍜', name: t('Noodles', 'Mi'), featured: true, priority: 8 },
	{ slug: 'soup-noodles', emoji: '🍲', name: t('Soup Noodles', 'Mi Berkuah'), parent: 'noodles' },
	{
		slug: 'dry-noodles',
		emoji: '🍝',
		name: t('Dry & Fried Noodles', 'Mi Kering & Goreng'),
		parent: 'noodles',
	},
	{ slug: 'soups', emoji: '🥣', name: t('Soups', 'Sup'), priority: 5 },
	{ slug: 'curries', emoji: '🍛', name: t('Curries', 'Kari & Gulai'), priority: 5 },
	{ slug: 'satay-grill', emoji: '🍢', name: t('Satay & Grill', 'Sate & Bakaran'), priority: 5 },
	{
		slug: 'zi-char',
		emoji: '🥘',
		name: t('Zi Char', 'Zi Char (Masakan Rumahan Tionghoa)'),
		priority: 4,
	},
	{ slug: 'peranakan', emoji: '🥧', name: t('Peranakan', 'Masakan Peranakan'), priority: 4 },
	{
		slug: 'snacks-sides',
		emoji: '🥟',
		name: t('Snacks & Sides', 'Camilan & Lauk Pendamping'),
		priority: 3,
	},
	{ slug: 'western', emoji: '🍽️', name: t('Western', 'Masakan Barat'), priority: 4 },
	{
		slug: 'mains',
		emoji: '🥩',
		name: t('Western Mains', 'Hidangan Utama Barat'),
		parent: 'western',
	},
	{ slug: 'pasta', emoji: '🍝', name: t('Pasta', 'Pasta'), parent: 'western' },
	{
		slug: 'burgers-sandwiches',
		emoji: '🍔',
		name: t('Burgers & Sandwiches', 'Burger & Roti Lapis'),
		parent: 'western',
	},
	{ slug: 'japanese', emoji: '🍱', name: t('Japanese', 'Masakan Jepang'), priority: 4 },
	{
		slug: 'sushi-sashimi',
		emoji: '🍣',
		name: t('Sushi & Sashimi', 'Sushi & Sashimi'),
		parent: 'japanese',
	},
	{
		slug: 'ramen-donburi',
		emoji: '🍥',
		name: t('Ramen & Donburi', 'Ramen & Donburi'),
		parent: 'japanese',
	},
	{
		slug: 'desserts',
		emoji: '🍨',
		name: t('Desserts', 'Hidangan Penutup'),
		featured: true,
		priority: 7,
	},
	{
		slug: 'kueh',
		emoji: '🍡',
		name: t('Kueh & Local Sweets', 'Kue & Jajanan Lokal'),
		parent: 'desserts',
	},
	{
		slug: 'iced-desserts',
		emoji: '🍧',
		name: t('Iced Desserts', 'Es & Hidangan Penutup Dingin'),
		parent: 'desserts',
	},
	{ slug: 'drinks', emoji: '🥤', name: t('Drinks', 'Minuman'), featured: true, priority: 6 },
	{ slug: 'coffee-tea', emoji: '☕', name: t('Kopi & Teh', 'Kopi & Teh'), parent: 'drinks' },
	{
		slug: 'cold-drinks',
		emoji: '🧃',
		name: t('Juices & Cold Drinks', 'Jus & Minuman Dingin'),
		parent: 'drinks',
	},
];

/** Dishes of `pool` with these English names, in the given order; throws on a typo. */
function byName(pool: readonly ItemSeed[], names: readonly string[]): ItemSeed[] {
	return names.map((name) => {
		const found = pool.find((i) => i.name.en === name);
		if (!found) throw new Error(`food pool has no item named ${name}`);
		return found;
	});
}

const pick = (...names: string[]) => byName(FOOD_POOL, names);
const COLD_DRINKS = pick(
	'Barley Water',
	'Lime Juice',
	'Iced Lemon Tea',
	'Soya Bean Milk',
	'Chin Chow',
);

interface FoodStoreSpec extends Omit<StoreSeed, 'module' | 'items' | 'addOns' | 'veg' | 'nonVeg'> {
	/** The dishes this kind of kitchen could sell. */
	menu: ItemSeed[];
	/** How many of them the store lists. */
	count: number;
	/** Names of FOOD_ADD_ONS the store offers (3–8). */
	addOnNames: string[];
	/** Pure-vegetarian kitchen: only veg dishes. */
	vegOnly?: boolean;
}

const FOOD_STORE_SPECS: FoodStoreSpec[] = [
	{
		slug: 'ah-seng-chicken-rice',
		name: 'Ah Seng Hainanese Chicken Rice',
		logo: { emoji: '🍗', hue: 20 },
		cover: ['🍗', '🍚', '🥒', '🌶️'],
		zone: 'central',
		address: 'Maxwell Food Centre, 1 Kadayanallur St, #01-10, Singapore 069184',
		lat: 1.2803,
		lng: 103.8448,
		phone: '+65 9123 4501',
		deliveryTime: '20-30 min',
		minimumOrder: 8,
		tax: 0,
		featured: true,
		schedule: { open: '10:00', close: '20:00' },
		menu: [
			...pick(
				'Hainanese Chicken Rice',
				'Roasted Chicken Rice',
				'Char Siew Rice',
				'Roast Pork Rice',
				'Braised Duck Rice',
				'Egg Fried Rice',
			),
			...COLD_DRINKS,
		],
		count: 11,
		addOnNames: ['Extra chicken', 'Braised egg', 'Extra rice', 'Extra chilli', 'Extra egg'],
	},
	{
		slug: 'tiong-bahru-heritage-kopitiam',
		name: 'Tiong Bahru Heritage Kopitiam',
		logo: { emoji: '☕', hue: 30 },
		cover: ['☕', '🍞', '🥚', '🍵'],
		zone: 'central',
		address: '55 Tiong Bahru Rd, #01-39, Singapore 160055',
		lat: 1.2849,
		lng: 103.8326,
		phone: '+65 6221 0457',
		deliveryTime: '15-25 min',
		minimumOrder: 6,
		tax: 0,
		featured: true,
		freeDelivery: true,
		schedule: { open: '06:30', close: '15:00' },
		menu: [
			...KOPITIAM_FOOD,
			...KOPITIAM_DRINKS,
			...pick('Kueh Lapis', 'Kueh Salat', 'Ang Ku Kueh', 'Ondeh Ondeh (5 pcs)', 'Char Kway Teow'),
		],
		count: 20,
		addOnNames: ['Extra egg', 'Extra kaya', 'Extra butter', 'Upsize drink', 'Extra chilli'],
	},
	{
		slug: 'makcik-rosnah-nasi-lemak',
		name: 'Makcik Rosnah Nasi Lemak',
		logo: { emoji: '🥥', hue: 140 },
		cover: ['🍚', '🥥', '🍳', '🌶️'],
		zone: 'east',
		address: 'Geylang Serai Market, 1 Geylang Serai, #02-134, Singapore 402001',
		lat: 1.317,
		lng: 103.8985,
		phone: '+65 8234 5502',
		deliveryTime: '20-35 min',
		minimumOrder: 8,
		tax: 0,
		halal: true,
		featured: true,
		schedule: { open: '06:00', close: '14:30' },
		menu: [
			...MALAY_FOOD.filter((i) => i.category !== 'satay-grill'),
			...pick('Teh Tarik', 'Bandung', 'Iced Lemon Tea', 'Lime Juice', 'Kopi', 'Teh Halia'),
			...pick('Chendol', 'Ondeh Ondeh (5 pcs)', 'Kueh Lapis', 'Kueh Salat'),
		],
		count: 18,
		addOnNames: [
			'Extra sambal',
			'Fried egg',
			'Ikan bilis & peanuts',
			'Fried chicken wing',
			'Otah',
			'Begedil',
			'Extra rice',
		],
	},
	{
		slug: 'al-barakah-prata-house',
		name: 'Al-Barakah Prata House',
		logo: { emoji: '🫓', hue: 35 },
		cover: ['🫓', '🍛', '🥚', '🍵'],
		zone: 'west',
		address: 'Blk 492 Jurong West St 41, #01-54, Singapore 640492',
		lat: 1.3505,
		lng: 103.7205,
		phone: '+65 6561 2203',
		deliveryTime: '25-40 min',
		minimumOrder: 10,
		tax: 0,
		halal: true,
		featured: true,
		menu: [
			...INDIAN_FOOD,
			...pick('Roti John', 'Nasi Goreng Kampung', 'Teh Tarik', 'Teh Halia', 'Kopi', 'Bandung'),
			...pick('Iced Chocolate Malt', 'Lime Juice'),
		],
		count: 20,
		addOnNames: ['Extra curry', 'Fried egg', 'Papadum', 'Raita', 'Plain prata', 'Extra rice'],
	},
	{
		slug: 'sri-lakshmi-banana-leaf',
		name: 'Sri Lakshmi Banana Leaf',
		logo: { emoji: '🍌', hue: 100 },
		cover: ['🍛', '🍗', '🫓', '🍌'],
		zone: 'central',
		address: '76 Race Course Rd, Singapore 218575',
		lat: 1.3094,
		lng: 103.852,
		phone: '+65 6296 3304',
		deliveryTime: '30-45 min',
		minimumOrder: 15,
		tax: 9,
		// Race Course Road never sleeps: open round the clock, the central zone's late-night food.
		discount: { percent: 10, minPurchase: 30, maxDiscount: 8 },
		menu: [...INDIAN_FOOD, ...pick('Lime Juice', 'Barley Water')],
		count: 16,
		addOnNames: ['Extra curry', 'Papadum', 'Raita', 'Extra rice', 'Fried egg'],
	},
	{
		slug: 'anandam-vegetarian-kitchen',
		name: 'Anandam Vegetarian Kitchen',
		logo: { emoji: '🥬', hue: 125 },
		cover: ['🍛', '🥬', '🫘', '🥥'],
		zone: 'central',
		address: '48 Serangoon Rd, #01-12, Singapore 217959',
		lat: 1.306,
		lng: 103.8505,
		phone: '+65 6293 7705',
		deliveryTime: '15-25 min',
		minimumOrder: 0,
		tax: 0,
		delivery: false,
		takeAway: true,
		vegOnly: true,
		schedule: { open: '07:00', close: '21:30' },
		menu: [
			...INDIAN_FOOD,
			...pick('Barley Water', 'Lime Juice', 'Soya Bean Milk', 'Fresh Coconut'),
		],
		count: 15,
		addOnNames: ['Extra curry', 'Papadum', 'Raita', 'Plain prata', 'Extra rice'],
	},
	{
		slug: 'bibik-rosies-peranakan-kitchen',
		name: "Bibik Rosie's Peranakan Kitchen",
		logo: { emoji: '🌺', hue: 330 },
		cover: ['🥧', '🍛', '🦐', '🍡'],
		zone: 'east',
		address: '87 Joo Chiat Rd, Singapore 427389',
		lat: 1.311,
		lng: 103.901,
		phone: '+65 6344 8806',
		deliveryTime: '35-50 min',
		minimumOrder: 30,
		tax: 9,
		featured: true,
		// Closed on Mondays.
		schedule: { open: '11:00', close: '22:00', days: [0, 2, 3, 4, 5, 6] },
		menu: [
			...PERANAKAN_FOOD,
			...pick('Kueh Salat', 'Ondeh Ondeh (5 pcs)', 'Chendol', 'Kueh Lapis', 'Pulut Hitam'),
			...pick('Lime Juice', 'Barley Water', 'Bandung'),
		],
		count: 16,
		addOnNames: ['Sambal belacan', 'Achar', 'Blue pea rice', 'Extra rice', 'Fried egg'],
	},
	{
		slug: 'bayfront-grill-bistro',
		name: 'Bayfront Grill & Bistro',
		logo: { emoji: '🥩', hue: 5 },
		cover: ['🥩', '🍔', '🍟', '🥗'],
		zone: 'marina-bay',
		address: '8 Marina View, #01-03, Singapore 018960',
		lat: 1.2786,
		lng: 103.8512,
		phone: '+65 6438 2207',
		deliveryTime: '25-40 min',
		minimumOrder: 25,
		tax: 9,
		freeDelivery: true,
		// Closed on Sundays.
		schedule: { open: '08:00', close: '22:00', days: [1, 2, 3, 4, 5, 6] },
		menu: [...WESTERN_FOOD, ...CAFE_DRINKS, ...pick('Lime Juice', 'Iced Lemon Tea')],
		count: 18,
		addOnNames: [
			'Extra cheese',
			'Sunny-side-up egg',
			'Streaky bacon',
			'Side of fries',
			'Garden salad',
			'Extra espresso shot',
			'Oat milk',
		],
	},
	{
		slug: 'hanabi-japanese-dining',
		name: 'Hanabi Japanese Dining',
		logo: { emoji: '🎆', hue: 350 },
		cover: ['🍣', '🍱', '🍵', '🥢'],
		zone: 'central',
		address: '60 Robertson Quay, #01-08, Singapore 238252',
		lat: 1.2906,
		lng: 103.8393,
		phone: '+65 6733 5108',
		deliveryTime: '30-45 min',
		minimumOrder: 20,
		tax: 9,
		schedule: { open: '11:30', close: '22:00' },
		discount: { percent: 15, minPurchase: 50, maxDiscount: 12 },
		menu: JAPANESE_FOOD,
		count: 15,
		addOnNames: ['Onsen egg', 'Extra chashu', 'Extra rice', 'Extra noodles', 'Sweet corn'],
	},
	{
		slug: 'woodlands-hawker-corner',
		name: 'Woodlands Hawker Corner',
		logo: { emoji: '🥢', hue: 45 },
		cover: ['🍜', '🍚', '🍢', '🥤'],
		zone: 'north',
		address: 'Blk 888 Woodlands Dr 50, #01-735, Singapore 730888',
		lat: 1.4375,
		lng: 103.7895,
		phone: '+65 9345 6609',
		deliveryTime: '25-40 min',
		minimumOrder: 8,
		tax: 0,
		freeDelivery: true,
		menu: [
			...CHINESE_HAWKER.filter((i) => i.category !== 'zi-char'),
			...MALAY_FOOD,
			...KOPITIAM_DRINKS,
		],
		count: 22,
		addOnNames: [
			'Extra egg',
			'Braised egg',
			'Extra noodles',
			'Fishballs (4 pcs)',
			'Extra chilli',
			'Extra sambal',
			'Fried egg',
			'Otah',
		],
	},
	{
		slug: 'lucky-star-zi-char',
		name: 'Lucky Star Zi Char',
		logo: { emoji: '⭐', hue: 0 },
		cover: ['🥘', '🦐', '🍗', '🥬'],
		zone: 'north',
		address: 'Blk 925 Yishun Central 1, #01-235, Singapore 760925',
		lat: 1.43,
		lng: 103.8375,
		phone: '+65 6752 1110',
		deliveryTime: '35-50 min',
		minimumOrder: 20,
		tax: 0,
		// Dinner only.
		schedule: { open: '17:00', close: '23:30' },
		menu: [
			...CHINESE_HAWKER.filter((i) => i.category === 'zi-char'),
			...pick('Egg Fried Rice', 'Beef Hor Fun', 'Claypot Chicken Rice', 'Oyster Omelette'),
			...pick('Fried Carrot Cake'),
			...COLD_DRINKS,
		],
		count: 14,
		addOnNames: ['Extra rice', 'Extra egg', 'Extra chilli'],
	},
	{
		slug: 'tampines-curry-laksa-lor-mee',
		name: 'Tampines Curry Laksa & Lor Mee',
		logo: { emoji: '🍜', hue: 15 },
		cover: ['🍜', '🌶️', '🦐', '🍤'],
		zone: 'east',
		address: 'Blk 137 Tampines St 11, #01-21, Singapore 521137',
		lat: 1.346,
		lng: 103.9445,
		phone: '+65 8456 7711',
		deliveryTime: '10-20 min',
		minimumOrder: 0,
		tax: 0,
		delivery: false,
		takeAway: true,
		schedule: { open: '07:00', close: '15:00' },
		menu: [
			...pick('Laksa', 'Lor Mee', 'Mee Siam', 'Mee Rebus', 'Fishball Noodles', 'Prawn Noodle Soup'),
			...pick('Popiah', 'Chwee Kueh', 'Fried Carrot Cake', 'Grilled Otah (3 pcs)'),
			...pick('Kopi', 'Teh', 'Barley Water', 'Lime Juice'),
		],
		count: 12,
		addOnNames: ['Extra noodles', 'Extra egg', 'Fishballs (4 pcs)', 'Extra chilli'],
	},
	{
		slug: 'uncle-lim-traditional-desserts',
		name: 'Uncle Lim Traditional Desserts',
		logo: { emoji: '🍧', hue: 290 },
		cover: ['🍧', '🥣', '🍡', '🥥'],
		zone: 'west',
		address: 'Blk 448 Clementi Ave 3, #01-18, Singapore 120448',
		lat: 1.3148,
		lng: 103.7652,
		phone: '+65 9567 8812',
		deliveryTime: '15-25 min',
		minimumOrder: 0,
		tax: 0,
		delivery: false,
		takeAway: true,
		schedule: { open: '12:00', close: '23:00' },
		menu: [
			...DESSERTS,
			...pick('Soya Bean Milk', 'Chin Chow', 'Barley Water', 'Sugar Cane Juice', 'Fresh Coconut'),
		],
		count: 16,
		addOnNames: [
			'Extra gula melaka',
			'Red beans',
			'Attap chee',
			'Scoop of ice cream',
			'Durian puree',
		],
	},
	{
		slug: 'kumo-ramen-donburi',
		name: 'Kumo Ramen & Donburi',
		logo: { emoji: '☁️', hue: 210 },
		cover: ['🍜', '🍚', '🥚', '🥢'],
		zone: 'west',
		address: 'Blk 134 Jurong Gateway Rd, #01-309, Singapore 600134',
		lat: 1.3338,
		lng: 103.7426,
		phone: '+65 6567 2213',
		deliveryTime: '25-35 min',
		minimumOrder: 15,
		tax: 9,
		// Temporarily closed for renovation.
		active: false,
		schedule: { open: '11:00', close: '21:30' },
		menu: JAPANESE_FOOD.filter((i) => i.category !== 'sushi-sashimi'),
		count: 12,
		addOnNames: ['Onsen egg', 'Extra chashu', 'Extra noodles', 'Sweet corn', 'Extra rice'],
	},
	{
		slug: 'holland-grove-cafe',
		name: 'Holland Grove Café',
		logo: { emoji: '🥐', hue: 25 },
		cover: ['☕', '🥐', '🥞', '🥑'],
		zone: 'central',
		address: '27 Lor Liput, #01-02, Singapore 277742',
		lat: 1.3112,
		lng: 103.7958,
		phone: '+65 6468 3314',
		deliveryTime: '25-35 min',
		minimumOrder: 15,
		tax: 9,
		schedule: { open: '08:00', close: '18:00' },
		menu: [
			...WESTERN_FOOD.filter((i) => i.category !== 'mains'),
			...CAFE_DRINKS,
			...pick('Kaya Toast', 'Honey Lemon'),
		],
		count: 16,
		addOnNames: [
			'Extra espresso shot',
			'Oat milk',
			'Sunny-side-up egg',
			'Streaky bacon',
			'Side of fries',
			'Garden salad',
		],
	},
	{
		slug: 'raffles-quay-satay-street',
		name: 'Raffles Quay Satay Street',
		logo: { emoji: '🍢', hue: 20 },
		cover: ['🍢', '🔥', '🍗', '🥒'],
		zone: 'marina-bay',
		address: '18 Raffles Quay, Stall 7, Singapore 048582',
		lat: 1.2808,
		lng: 103.8505,
		phone: '+65 8678 9915',
		deliveryTime: '25-40 min',
		minimumOrder: 15,
		tax: 0,
		halal: true,
		schedule: { open: '17:00', close: '23:59' },
		discount: { percent: 15, minPurchase: 25, maxDiscount: 6 },
		menu: [
			...MALAY_FOOD.filter((i) => i.category === 'satay-grill'),
			...pick('Mee Goreng Mamak', 'Nasi Goreng Kampung', 'Roti John', 'Tahu Goreng'),
			...pick('Tandoori Chicken', 'Teh Tarik', 'Bandung', 'Lime Juice', 'Sugar Cane Juice'),
			...pick('Fresh Coconut', 'Iced Chocolate Malt'),
		],
		count: 14,
		addOnNames: ['Extra sambal', 'Fried egg', 'Otah', 'Begedil'],
	},
];

const PORK = /\b(pork|lard|bacon|ham|char siew|siew yuk|babi)\b/i;
const cooksPork = (item: ItemSeed) =>
	PORK.test(`${item.name.en} ${item.description.en} ${(item.tags ?? []).join(' ')}`);

function buildFoodStore(spec: FoodStoreSpec): StoreSeed {
	const { menu, count, addOnNames, vegOnly, ...store } = spec;
	const rng = mulberry32(hashString(spec.slug));
	let candidates = menu;
	if (spec.halal) candidates = candidates.filter((i) => i.halal === true);
	if (vegOnly) candidates = candidates.filter((i) => i.veg === true);
	const offered = new Set(addOnNames);
	const items = pickSome(candidates, count, rng).map((base) => {
		const copy = stockItem(base, rng, { priceJitter: 0.04, priceStep: 0.1, stocked: false });
		const addOns = (copy.addOns ?? []).filter((name) => offered.has(name));
		if (addOns.length > 0) copy.addOns = addOns;
		else delete copy.addOns;
		maybeDiscount(copy, rng, 0.17);
		return copy;
	});
	// A kitchen that cooks pork cannot sell a halal dish: the tag stays only where it is true.
	if (!spec.halal && items.some(cooksPork)) for (const item of items) delete item.halal;
	return {
		...store,
		module: 'food',
		veg: items.some((i) => i.veg === true),
		nonVeg: items.some((i) => i.veg !== true),
		addOns: addOnNames.map((name) => {
			const found = FOOD_ADD_ONS[name];
			if (!found) throw new Error(`unknown add-on ${name}`);
			return { name: { ...found.name }, price: found.price };
		}),
		items,
	};
}

/** Builds the food catalogue; pure and deterministic. */
export function buildFoodCatalog(): ModuleCatalogSeed {
	return {
		module: 'food',
		categories: FOOD_CATEGORIES.map((c) => ({ ...c, name: { ...c.name } })),
		stores: FOOD_STORE_SPECS.map(buildFoodStore),
	};
}

export const FOOD_CATALOG: ModuleCatalogSeed = buildFoodCatalog();
