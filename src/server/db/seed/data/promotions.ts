import type { Localized } from './catalog/types';

interface CouponSeed {
	title: string;
	code: string;
	type: 'default' | 'store_wise' | 'zone_wise' | 'free_delivery' | 'first_order';
	discount: number;
	discountType: 'percent' | 'amount';
	minPurchase: number;
	maxDiscount?: number;
	limit?: number;
	expired?: boolean;
}

/** Per-module texts for the home page's extra sections (contract §4.1 other-banners). */
export interface ModuleContent {
	other_banners: Record<string, string>;
	why_choose: { title: Localized; short_description: Localized; image: string }[];
	video_content: {
		section_title: Localized;
		banner_type: 'video' | 'video_content' | 'image';
		banner_image: string;
		banner_contents: { title: Localized; description: Localized }[];
	};
}

interface ModulePromotion {
	/** Emoji of the module's section banners, why-choose and video pictures (ADR 019). */
	scene: string[];
	/** Each banner and campaign names the emoji its picture is composed of (ADR 019). */
	banners: { title: string; link: string; emoji: string[] }[];
	campaigns: { slug: string; emoji: string[]; title: Localized; description: Localized }[];
	itemCampaignSuffix: string;
	flashSaleTitle: string;
	coupons: CouponSeed[];
	ads: { title: string; emoji: string[]; description: string; video?: boolean }[];
	content: ModuleContent;
}

const L = (en: string, id: string): Localized => ({ en, id });

const steps = (kind: string, kindId: string) => [
	{
		title: L('Choose your location', 'Pilih lokasi Anda'),
		description: L(
			`See the ${kind} that deliver to you.`,
			`Lihat ${kindId} yang mengantar ke tempat Anda.`,
		),
	},
	{
		title: L('Fill your cart', 'Isi keranjang'),
		description: L(
			'Pick items, options and quantities, then check out.',
			'Pilih produk, opsi, dan jumlah, lalu checkout.',
		),
	},
	{
		title: L('Track to your door', 'Lacak sampai pintu'),
		description: L(
			'Follow your rider on the live map until it arrives.',
			'Ikuti kurir Anda di peta langsung hingga tiba.',
		),
	},
];

const whyChoose = (slug: string, items: [Localized, Localized][]) =>
	items.map(([title, short_description], i) => ({
		title,
		short_description,
		image: `why-${slug}-${i + 1}.webp`,
	}));

const otherBanners = (slug: string, keys: string[]) =>
	Object.fromEntries(keys.map((key) => [key, `${slug}-${key}.webp`]));

const COMMON_KEYS = [
	'best_reviewed_section_banner',
	'new_arrival_section_banner',
	'bottom_section_banner',
	'promotional_banner',
];

export const MODULE_PROMOTIONS: Record<string, ModulePromotion> = {
	food: {
		scene: ['🍜', '🍛', '🥤', '🍢'],
		banners: [
			{
				title: 'Hawker favourites, delivered hot',
				link: '/home?data_type=discounted',
				emoji: ['🍜', '🍗', '🍚', '🥢'],
			},
			{
				title: 'Breakfast from 6 am',
				link: '/home?data_type=new',
				emoji: ['🍞', '☕', '🥚', '🍳'],
			},
			{ title: 'Free delivery above S$50', link: '/home', emoji: ['🛵', '🍱', '🍛', '🥤'] },
		],
		campaigns: [
			{
				slug: 'hawker-heroes',
				emoji: ['🍜', '🍗', '🍢', '🏆'],
				title: L('Hawker Heroes', 'Jagoan Hawker'),
				description: L(
					'Our favourite stalls, up to 20% off this season.',
					'Kedai favorit kami, diskon hingga 20% musim ini.',
				),
			},
			{
				slug: 'family-feast',
				emoji: ['🍲', '🍗', '🍚', '👨‍👩‍👧'],
				title: L('Family Feast Weekends', 'Akhir Pekan Pesta Keluarga'),
				description: L(
					'Sharing platters and set meals for the whole family.',
					'Hidangan berbagi dan paket makan untuk seluruh keluarga.',
				),
			},
			{
				slug: 'cny-specials',
				emoji: ['🧧', '🍊', '🥟', '🏮'],
				title: L('Lunar New Year Specials', 'Spesial Tahun Baru Imlek'),
				description: L(
					'Festive dishes for reunion dinners.',
					'Hidangan perayaan untuk makan malam reuni.',
				),
			},
			{
				slug: 'durian-fest',
				emoji: ['🍈', '🍧', '👑', '🥣'],
				title: L('Durian Festival', 'Festival Durian'),
				description: L(
					'The king of fruits, in every dessert we know.',
					'Raja buah dalam setiap hidangan penutup.',
				),
			},
		],
		itemCampaignSuffix: 'Set',
		flashSaleTitle: 'Lunch Rush Flash Sale',
		coupons: [
			{
				title: 'Welcome 10% off',
				code: 'WELCOME10',
				type: 'first_order',
				discount: 10,
				discountType: 'percent',
				minPurchase: 15,
				maxDiscount: 8,
				limit: 1,
			},
			{
				title: 'S$5 off S$40',
				code: 'MAKAN5',
				type: 'default',
				discount: 5,
				discountType: 'amount',
				minPurchase: 40,
			},
			{
				title: 'Free delivery',
				code: 'FREEMAKAN',
				type: 'free_delivery',
				discount: 0,
				discountType: 'amount',
				minPurchase: 20,
			},
			{
				title: '15% off at our featured stall',
				code: 'STALL15',
				type: 'store_wise',
				discount: 15,
				discountType: 'percent',
				minPurchase: 10,
				maxDiscount: 6,
			},
			{
				title: 'Last season 20% off',
				code: 'OLD20',
				type: 'default',
				discount: 20,
				discountType: 'percent',
				minPurchase: 10,
				expired: true,
			},
		],
		ads: [
			{
				title: 'Wok hei, made to order',
				emoji: ['🥘', '🔥', '🍤'],
				description: 'Watch our chefs fire up the wok.',
				video: true,
			},
			{
				title: 'Fresh roti every morning',
				emoji: ['🫓', '☕', '🍳'],
				description: 'Crispy, fluffy, straight from the griddle.',
				video: true,
			},
			{
				title: 'Top rated this month',
				emoji: ['⭐', '🍛', '🍜'],
				description: 'Loved by hundreds of neighbours.',
			},
			{
				title: 'New on Kampung Mart',
				emoji: ['🎉', '🍱', '🥢'],
				description: 'Say hello to our newest kitchen.',
			},
		],
		content: {
			other_banners: otherBanners('food', COMMON_KEYS),
			why_choose: whyChoose('food', [
				[
					L('Hot and fast', 'Panas dan cepat'),
					L(
						'Riders pick up the moment your food is ready.',
						'Kurir menjemput begitu makanan Anda siap.',
					),
				],
				[
					L('Local favourites', 'Favorit lokal'),
					L(
						'From hawker stalls to neighbourhood restaurants.',
						'Dari kedai hawker hingga restoran lingkungan.',
					),
				],
				[
					L('Fair prices', 'Harga wajar'),
					L('Menu prices, no surprises at checkout.', 'Harga menu, tanpa kejutan saat checkout.'),
				],
			]),
			video_content: {
				section_title: L('How food delivery works', 'Cara kerja pesan antar makanan'),
				banner_type: 'image',
				banner_image: 'food-steps.webp',
				banner_contents: steps('restaurants', 'restoran'),
			},
		},
	},
	grocery: {
		scene: ['🛒', '🥬', '🍎', '🥛'],
		banners: [
			{
				title: 'Fresh produce every morning',
				link: '/home?data_type=new',
				emoji: ['🥬', '🍅', '🥕', '🍎'],
			},
			{
				title: 'Weekly pantry deals',
				link: '/home?data_type=discounted',
				emoji: ['🍚', '🥫', '🧂', '🍜'],
			},
			{ title: 'Organic picks', link: '/home', emoji: ['🥦', '🫐', '🥚', '🧺'] },
		],
		campaigns: [
			{
				slug: 'fresh-week',
				emoji: ['🥬', '🍅', '🐟', '🥚'],
				title: L('Fresh Week', 'Pekan Segar'),
				description: L(
					'Fruits and vegetables at market prices.',
					'Buah dan sayur dengan harga pasar.',
				),
			},
			{
				slug: 'pantry-stock-up',
				emoji: ['🍚', '🥫', '🧂', '🫙'],
				title: L('Pantry Stock-up', 'Stok Dapur'),
				description: L(
					'Rice, noodles and sauces for the month.',
					'Beras, mi, dan saus untuk sebulan.',
				),
			},
			{
				slug: 'hari-raya',
				emoji: ['🌙', '🍛', '🥥', '🍙'],
				title: L('Hari Raya Essentials', 'Kebutuhan Hari Raya'),
				description: L('Everything for the festive table.', 'Semua untuk meja perayaan.'),
			},
			{
				slug: 'back-to-school',
				emoji: ['🎒', '🍪', '🧃', '✏️'],
				title: L('Back to School Snacks', 'Camilan Kembali ke Sekolah'),
				description: L(
					'Lunchbox treats for busy mornings.',
					'Camilan bekal untuk pagi yang sibuk.',
				),
			},
		],
		itemCampaignSuffix: 'Value Pack',
		flashSaleTitle: 'Morning Market Flash Sale',
		coupons: [
			{
				title: '8% off groceries',
				code: 'SEGAR8',
				type: 'default',
				discount: 8,
				discountType: 'percent',
				minPurchase: 30,
				maxDiscount: 10,
			},
			{
				title: 'S$3 off S$25',
				code: 'PASAR3',
				type: 'default',
				discount: 3,
				discountType: 'amount',
				minPurchase: 25,
			},
			{
				title: 'Free delivery on big baskets',
				code: 'FREEBASKET',
				type: 'free_delivery',
				discount: 0,
				discountType: 'amount',
				minPurchase: 60,
			},
			{
				title: 'Zone special 10%',
				code: 'CENTRAL10',
				type: 'zone_wise',
				discount: 10,
				discountType: 'percent',
				minPurchase: 20,
				maxDiscount: 8,
			},
		],
		ads: [
			{
				title: 'Farm to door',
				emoji: ['🚜', '🥬', '🥕'],
				description: 'Vegetables picked yesterday, delivered today.',
			},
			{ title: 'Bulk savings', emoji: ['📦', '🍚', '🧻'], description: 'Family packs for less.' },
		],
		content: {
			other_banners: otherBanners('grocery', COMMON_KEYS),
			why_choose: whyChoose('grocery', [
				[
					L('Freshness promise', 'Janji kesegaran'),
					L('Not fresh? We refund, no questions asked.', 'Tidak segar? Kami kembalikan uang Anda.'),
				],
				[
					L('Neighbourhood marts', 'Toko sekitar'),
					L('Shop the stores you already trust.', 'Belanja di toko yang sudah Anda percaya.'),
				],
				[
					L('Scheduled delivery', 'Pengiriman terjadwal'),
					L('Pick a slot that fits your day.', 'Pilih waktu yang sesuai dengan hari Anda.'),
				],
			]),
			video_content: {
				section_title: L('Groceries in three steps', 'Belanja harian dalam tiga langkah'),
				banner_type: 'image',
				banner_image: 'grocery-steps.webp',
				banner_contents: steps('marts', 'toko'),
			},
		},
	},
	pharmacy: {
		scene: ['💊', '🩺', '🩹', '🌡️'],
		banners: [
			{ title: 'Upload your prescription', link: '/home', emoji: ['📋', '💊', '📷', '🩺'] },
			{
				title: 'Vitamins for the whole family',
				link: '/home?data_type=discounted',
				emoji: ['🍊', '💊', '👪', '☀️'],
			},
			{ title: 'Baby care essentials', link: '/home', emoji: ['🍼', '👶', '🧴', '🧸'] },
		],
		campaigns: [
			{
				slug: 'immunity-boost',
				emoji: ['🍊', '🛡️', '💊', '🍯'],
				title: L('Immunity Boost', 'Tingkatkan Imunitas'),
				description: L(
					'Vitamins and supplements for flu season.',
					'Vitamin dan suplemen untuk musim flu.',
				),
			},
			{
				slug: 'baby-week',
				emoji: ['👶', '🍼', '🧸', '🧴'],
				title: L('Baby Care Week', 'Pekan Perawatan Bayi'),
				description: L('Gentle care for little ones.', 'Perawatan lembut untuk si kecil.'),
			},
			{
				slug: 'allergy-season',
				emoji: ['🌼', '🤧', '💊', '👁️'],
				title: L('Allergy Season', 'Musim Alergi'),
				description: L('Relief for sneezes and itchy eyes.', 'Redakan bersin dan mata gatal.'),
			},
			{
				slug: 'heart-health',
				emoji: ['❤️', '🩺', '🏃', '🥗'],
				title: L('Heart Health Month', 'Bulan Kesehatan Jantung'),
				description: L(
					'Check-ups and care for your heart.',
					'Pemeriksaan dan perawatan jantung Anda.',
				),
			},
		],
		itemCampaignSuffix: 'Bundle',
		flashSaleTitle: 'Health Essentials Flash Sale',
		coupons: [
			{
				title: '10% off health care',
				code: 'SEHAT10',
				type: 'default',
				discount: 10,
				discountType: 'percent',
				minPurchase: 25,
				maxDiscount: 10,
			},
			{
				title: 'Free delivery on medicines',
				code: 'FREEMED',
				type: 'free_delivery',
				discount: 0,
				discountType: 'amount',
				minPurchase: 30,
			},
			{
				title: 'S$4 off first order',
				code: 'APOTEK4',
				type: 'first_order',
				discount: 4,
				discountType: 'amount',
				minPurchase: 20,
				limit: 1,
			},
		],
		ads: [
			{
				title: 'Pharmacist on call',
				emoji: ['👩‍⚕️', '📞', '💊'],
				description: 'Ask about your medicines, any time.',
			},
			{
				title: 'Everyday health',
				emoji: ['🩹', '🌡️', '🧴'],
				description: 'Plasters, thermometers and more.',
			},
		],
		content: {
			other_banners: otherBanners('pharmacy', [...COMMON_KEYS, 'basic_section_nearby']),
			why_choose: whyChoose('pharmacy', [
				[
					L('Licensed pharmacies', 'Apotek berizin'),
					L('Every order is prepared by a pharmacist.', 'Setiap pesanan disiapkan oleh apoteker.'),
				],
				[
					L('Prescription upload', 'Unggah resep'),
					L(
						'Send a photo of your prescription, we do the rest.',
						'Kirim foto resep Anda, sisanya kami urus.',
					),
				],
				[
					L('Discreet packaging', 'Kemasan tertutup'),
					L('Your health is your business.', 'Kesehatan Anda adalah urusan Anda.'),
				],
			]),
			video_content: {
				section_title: L('Medicines delivered', 'Obat diantar'),
				banner_type: 'image',
				banner_image: 'pharmacy-steps.webp',
				banner_contents: steps('pharmacies', 'apotek'),
			},
		},
	},
	ecommerce: {
		scene: ['🛍️', '👟', '🎧', '📚'],
		banners: [
			{ title: 'New season fashion', link: '/home?data_type=new', emoji: ['👗', '👟', '👜', '🕶️'] },
			{
				title: 'Gadgets up to 30% off',
				link: '/home?data_type=discounted',
				emoji: ['🎧', '📱', '⌚', '🔊'],
			},
			{ title: 'Home makeover', link: '/home', emoji: ['🛋️', '🪴', '🕯️', '🖼️'] },
		],
		campaigns: [
			{
				slug: 'mega-sale',
				emoji: ['🛍️', '🎁', '🏷️', '📦'],
				title: L('11.11 Mega Sale', 'Mega Sale 11.11'),
				description: L('The biggest deals of the year.', 'Penawaran terbesar tahun ini.'),
			},
			{
				slug: 'work-from-home',
				emoji: ['💻', '🖱️', '☕', '🎧'],
				title: L('Work From Home', 'Kerja dari Rumah'),
				description: L(
					'Desks, chairs and gadgets for your home office.',
					'Meja, kursi, dan gawai untuk kantor rumah Anda.',
				),
			},
			{
				slug: 'summer-style',
				emoji: ['🕶️', '👕', '🩴', '☀️'],
				title: L('Summer Style', 'Gaya Musim Panas'),
				description: L('Light fabrics for hot days.', 'Kain ringan untuk hari yang panas.'),
			},
			{
				slug: 'gift-guide',
				emoji: ['🎁', '⌚', '🧸', '🕯️'],
				title: L('Year-end Gift Guide', 'Panduan Hadiah Akhir Tahun'),
				description: L(
					'Presents for everyone on your list.',
					'Hadiah untuk semua orang di daftar Anda.',
				),
			},
		],
		itemCampaignSuffix: 'Special Edition',
		flashSaleTitle: 'Midnight Gadget Flash Sale',
		coupons: [
			{
				title: '12% off everything',
				code: 'BELANJA12',
				type: 'default',
				discount: 12,
				discountType: 'percent',
				minPurchase: 50,
				maxDiscount: 25,
			},
			{
				title: 'S$10 off S$100',
				code: 'HEMAT10',
				type: 'default',
				discount: 10,
				discountType: 'amount',
				minPurchase: 100,
			},
			{
				title: 'Free shipping',
				code: 'FREESHIP',
				type: 'free_delivery',
				discount: 0,
				discountType: 'amount',
				minPurchase: 35,
			},
		],
		ads: [
			{
				title: 'Official brand store',
				emoji: ['🏬', '🎧', '✅'],
				description: 'Genuine products with warranty.',
			},
			{
				title: 'Delivered island-wide',
				emoji: ['🚚', '📦', '🏝️'],
				description: 'Order today, receive tomorrow.',
			},
		],
		content: {
			other_banners: otherBanners('shop', COMMON_KEYS),
			why_choose: whyChoose('shop', [
				[
					L('Genuine brands', 'Merek asli'),
					L(
						'Sold by the brands or their appointed shops.',
						'Dijual oleh merek atau toko resminya.',
					),
				],
				[
					L('Island-wide delivery', 'Kirim ke seluruh pulau'),
					L('Every zone, every day.', 'Setiap zona, setiap hari.'),
				],
				[
					L('Easy returns', 'Retur mudah'),
					L(
						'Changed your mind? Return within 7 days.',
						'Berubah pikiran? Kembalikan dalam 7 hari.',
					),
				],
			]),
			video_content: {
				section_title: L('Shop in three steps', 'Belanja dalam tiga langkah'),
				banner_type: 'image',
				banner_image: 'shop-steps.webp',
				banner_contents: steps('shops', 'toko'),
			},
		},
	},
};

export const PARCEL_CATEGORIES = [
	{
		slug: 'documents',
		emoji: '📄',
		name: L('Documents', 'Dokumen'),
		description: L(
			'Letters, contracts and papers up to 1 kg.',
			'Surat, kontrak, dan dokumen hingga 1 kg.',
		),
		perKm: 0.8,
		minimum: 4,
	},
	{
		slug: 'small-parcel',
		emoji: '📦',
		name: L('Small parcel', 'Paket kecil'),
		description: L('Boxes up to 5 kg that fit on a bike.', 'Kotak hingga 5 kg yang muat di motor.'),
		perKm: 1,
		minimum: 5,
	},
	{
		slug: 'food-groceries',
		emoji: '🛍️',
		name: L('Food & groceries', 'Makanan & belanjaan'),
		description: L(
			'Home-cooked food or a bag of groceries for family.',
			'Masakan rumah atau sekantong belanjaan untuk keluarga.',
		),
		perKm: 1,
		minimum: 5,
	},
	{
		slug: 'fragile',
		emoji: '🏺',
		name: L('Fragile', 'Mudah pecah'),
		description: L(
			'Handled with care: glass, ceramics and cakes.',
			'Ditangani hati-hati: kaca, keramik, dan kue.',
		),
		perKm: 1.3,
		minimum: 7,
	},
	{
		slug: 'large-parcel',
		emoji: '🚚',
		name: L('Large parcel', 'Paket besar'),
		description: L('Up to 20 kg, delivered by van.', 'Hingga 20 kg, diantar dengan van.'),
		perKm: 1.8,
		minimum: 12,
	},
];
