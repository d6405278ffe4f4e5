/**
 * Shared pieces of the food menus: the add-ons stores may offer, the option groups many dishes
 * use (portion, spice level, sweetness...) and the breakfast ordering windows.
 */
import { addOn, multi, optionalSingle, single, t } from './seed-kit';
import type { AddOnSeed } from './types';

export const BREAKFAST = { start: '06:00', end: '11:00' };
export const BRUNCH = { start: '08:00', end: '12:00' };

/** Every add-on a food store may offer; stores list the names they use (3–8 each). */
export const FOOD_ADD_ONS: Record<string, AddOnSeed> = Object.fromEntries(
	[
		addOn('Extra egg', 'Telur tambahan', 1),
		addOn('Braised egg', 'Telur pindang kecap', 1),
		addOn('Extra chicken', 'Ayam tambahan', 2.5),
		addOn('Extra rice', 'Nasi tambahan', 0.6),
		addOn('Extra noodles', 'Mi tambahan', 1),
		addOn('Fried wanton (3 pcs)', 'Pangsit goreng (3 buah)', 1.5),
		addOn('Fishballs (4 pcs)', 'Bakso ikan (4 buah)', 1.2),
		addOn('Extra chilli', 'Sambal cabai tambahan', 0.3),
		addOn('Extra kaya', 'Selai kaya tambahan', 0.5),
		addOn('Extra butter', 'Mentega tambahan', 0.3),
		addOn('Upsize drink', 'Minuman ukuran besar', 0.6),
		addOn('Extra sambal', 'Sambal tambahan', 0.5),
		addOn('Fried egg', 'Telur ceplok', 1),
		addOn('Ikan bilis & peanuts', 'Ikan teri & kacang tanah', 1),
		addOn('Fried chicken wing', 'Sayap ayam goreng', 2),
		addOn('Otah', 'Otak-otak', 1.5),
		addOn('Begedil', 'Perkedel kentang', 1.2),
		addOn('Extra curry', 'Kuah kari tambahan', 0.8),
		addOn('Papadum', 'Kerupuk papadum', 0.5),
		addOn('Raita', 'Raita (yoghurt mentimun)', 1),
		addOn('Plain prata', 'Prata polos', 1.2),
		addOn('Extra cheese', 'Keju tambahan', 1.5),
		addOn('Sunny-side-up egg', 'Telur mata sapi', 1.5),
		addOn('Streaky bacon', 'Daging asap (bacon)', 3),
		addOn('Side of fries', 'Kentang goreng', 3.5),
		addOn('Garden salad', 'Salad sayur', 4),
		addOn('Extra espresso shot', 'Tambahan satu shot espreso', 1),
		addOn('Oat milk', 'Susu oat', 0.8),
		addOn('Onsen egg', 'Telur onsen', 1.5),
		addOn('Extra chashu', 'Chashu tambahan', 3.5),
		addOn('Sweet corn', 'Jagung manis', 1),
		addOn('Extra gula melaka', 'Gula melaka tambahan', 0.5),
		addOn('Red beans', 'Kacang merah', 0.5),
		addOn('Attap chee', 'Buah atap', 0.8),
		addOn('Scoop of ice cream', 'Satu skop es krim', 1.5),
		addOn('Durian puree', 'Pure durian', 2.5),
		addOn('Sambal belacan', 'Sambal terasi', 0.8),
		addOn('Achar', 'Acar Nyonya', 1.5),
		addOn('Blue pea rice', 'Nasi bunga telang', 1.8),
	].map((a) => [a.name.en, a]),
);

// Option groups shared by many dishes.
export const PORTION = single(t('Portion', 'Porsi'), [
	[t('Regular', 'Reguler'), 0],
	[t('Large', 'Besar'), 1.5],
]);
export const SPICE = single(t('Spice level', 'Tingkat pedas'), [
	[t('No chilli', 'Tanpa cabai'), 0],
	[t('Mild', 'Sedikit pedas'), 0],
	[t('Spicy', 'Pedas'), 0],
	[t('Extra spicy', 'Sangat pedas'), 0],
]);
export const NOODLES = single(t('Noodles', 'Jenis mi'), [
	[t('Mee kia (thin egg noodles)', 'Mee kia (mi telur tipis)'), 0],
	[t('Mee pok (flat egg noodles)', 'Mee pok (mi telur pipih)'), 0],
	[t('Kway teow (flat rice noodles)', 'Kwetiau'), 0],
	[t('Bee hoon (rice vermicelli)', 'Bihun'), 0],
]);
export const SOUP_OR_DRY = single(t('Style', 'Penyajian'), [
	[t('Dry', 'Kering'), 0],
	[t('Soup', 'Berkuah'), 0],
]);
export const TEMPERATURE = single(t('Temperature', 'Suhu'), [
	[t('Hot', 'Panas'), 0],
	[t('Iced', 'Dingin'), 0.3],
]);
export const SWEETNESS = single(t('Sweetness', 'Tingkat manis'), [
	[t('Kosong (no sugar)', 'Kosong (tanpa gula)'), 0],
	[t('Siew dai (less sweet)', 'Siew dai (kurang manis)'), 0],
	[t('Normal', 'Normal'), 0],
	[t('Gah dai (extra sweet)', 'Gah dai (ekstra manis)'), 0],
]);
export const CUP_SIZE = single(t('Cup size', 'Ukuran gelas'), [
	[t('Regular', 'Reguler'), 0],
	[t('Large', 'Besar'), 1],
]);
export const MILK = optionalSingle(t('Milk', 'Susu'), [
	[t('Fresh milk', 'Susu segar'), 0],
	[t('Oat milk', 'Susu oat'), 0.8],
	[t('Soy milk', 'Susu kedelai'), 0.6],
]);
export const NOODLE_TOPPINGS = multi(t('Extra toppings', 'Topping tambahan'), 0, 3, [
	[t('Fishballs', 'Bakso ikan'), 1],
	[t('Fish cake', 'Kue ikan'), 1],
	[t('Prawns', 'Udang'), 2],
	[t('Cockles', 'Kerang darah'), 1.5],
	[t('Bean sprouts', 'Tauge'), 0.5],
]);
export const CURRY_DIP = single(t('Curry for dipping', 'Kuah kari celupan'), [
	[t('Fish curry', 'Kari ikan'), 0],
	[t('Chicken curry', 'Kari ayam'), 0],
	[t('Dhal', 'Kari dal'), 0],
]);
export const SHARING = single(t('Serving size', 'Ukuran sajian'), [
	[t('For 1–2', 'Untuk 1–2 orang'), 0],
	[t('For 3–4', 'Untuk 3–4 orang'), 8],
]);
export const ZI_CHAR_SIZE = single(t('Size', 'Ukuran'), [
	[t('Small', 'Kecil'), 0],
	[t('Medium', 'Sedang'), 5],
	[t('Large', 'Besar'), 10],
]);
export const SATAY_STICKS = single(t('Sticks', 'Jumlah tusuk'), [
	[t('10 sticks', '10 tusuk'), 0],
	[t('20 sticks', '20 tusuk'), 7.5],
]);
export const DONENESS = single(t('Doneness', 'Tingkat kematangan'), [
	[t('Medium rare', 'Setengah matang'), 0],
	[t('Medium', 'Sedang'), 0],
	[t('Well done', 'Matang sempurna'), 0],
]);
export const WESTERN_SIDES = multi(t('Sides', 'Lauk pendamping'), 1, 2, [
	[t('Fries', 'Kentang goreng'), 0],
	[t('Coleslaw', 'Coleslaw'), 0],
	[t('Mashed potato', 'Kentang tumbuk'), 0],
	[t('Sautéed vegetables', 'Tumis sayuran'), 0],
]);
export const RAMEN_TEXTURE = single(t('Noodle texture', 'Tekstur mi'), [
	[t('Firm', 'Kenyal'), 0],
	[t('Regular', 'Normal'), 0],
	[t('Soft', 'Lembut'), 0],
]);
export const DESSERT_TOPPINGS = multi(t('Extra toppings', 'Topping tambahan'), 0, 3, [
	[t('Grass jelly', 'Cincau hitam'), 0.5],
	[t('Sweet corn', 'Jagung manis'), 0.5],
	[t('Palm seeds', 'Kolang-kaling'), 0.8],
	[t('Evaporated milk', 'Susu evaporasi'), 0.3],
]);
