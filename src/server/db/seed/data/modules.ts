import type { ModuleType } from '~/config/modules';

export interface ModuleSeed {
	type: ModuleType;
	slug: string;
	name: { en: string; id: string };
	description: { en: string; id: string };
	themeId: number;
	/** Zone names (see zones.ts) with this module's delivery rates there. */
	zones: {
		zone: string;
		perKm: number;
		minimum: number;
		maximum: number | null;
		codMax: number | null;
	}[];
}

const rates = (zone: string, perKm: number, minimum: number, maximum: number, codMax: number) => ({
	zone,
	perKm,
	minimum,
	maximum,
	codMax,
});

export const MODULE_SEEDS: ModuleSeed[] = [
	{
		type: 'food',
		slug: 'food',
		name: { en: 'Food', id: 'Makanan' },
		description: {
			en: 'Hawker favourites, cafés and restaurants near you, delivered hot.',
			id: 'Hidangan hawker, kafe, dan restoran di dekat Anda, diantar selagi hangat.',
		},
		themeId: 1,
		zones: [
			rates('central', 0.8, 2.5, 12, 150),
			rates('east', 0.8, 2.5, 12, 150),
			rates('west', 0.9, 3, 14, 150),
			rates('north', 1, 3, 15, 120),
			rates('marina-bay', 0.8, 3, 12, 150),
			rates('sentosa', 1.2, 4, 16, 100),
		],
	},
	{
		type: 'grocery',
		slug: 'grocery',
		name: { en: 'Grocery', id: 'Belanja Harian' },
		description: {
			en: 'Fresh produce, pantry staples and household needs from neighbourhood marts.',
			id: 'Produk segar, bahan dapur, dan kebutuhan rumah tangga dari toko sekitar.',
		},
		themeId: 2,
		zones: [
			rates('central', 0.6, 3, 10, 250),
			rates('east', 0.6, 3, 10, 250),
			rates('west', 0.7, 3.5, 12, 250),
			rates('marina-bay', 0.6, 3, 10, 250),
		],
	},
	{
		type: 'pharmacy',
		slug: 'pharmacy',
		name: { en: 'Pharmacy', id: 'Apotek' },
		description: {
			en: 'Medicines, vitamins and personal care, with prescription upload.',
			id: 'Obat, vitamin, dan perawatan diri, dengan unggah resep.',
		},
		themeId: 3,
		zones: [
			rates('central', 0.7, 3, 10, 300),
			rates('east', 0.7, 3, 10, 300),
			rates('north', 0.9, 3.5, 12, 300),
			rates('marina-bay', 0.7, 3, 10, 300),
		],
	},
	{
		type: 'ecommerce',
		slug: 'shop',
		name: { en: 'Shop', id: 'Toko Online' },
		description: {
			en: 'Fashion, electronics and home goods shipped anywhere in the city.',
			id: 'Fesyen, elektronik, dan perlengkapan rumah dikirim ke seluruh kota.',
		},
		themeId: 4,
		zones: [
			rates('central', 0.5, 4, 15, 500),
			rates('east', 0.5, 4, 15, 500),
			rates('west', 0.5, 4, 15, 500),
			rates('north', 0.5, 4, 15, 500),
			rates('marina-bay', 0.5, 4, 15, 500),
		],
	},
	{
		type: 'parcel',
		slug: 'parcel',
		name: { en: 'Parcel', id: 'Kirim Paket' },
		description: {
			en: 'Send documents and packages across the island with a tracked courier.',
			id: 'Kirim dokumen dan paket ke seluruh pulau dengan kurir yang bisa dilacak.',
		},
		themeId: 5,
		zones: [
			rates('central', 1, 4, 20, 200),
			rates('east', 1, 4, 20, 200),
			rates('west', 1, 4, 20, 200),
			rates('north', 1.1, 4.5, 22, 200),
		],
	},
];
