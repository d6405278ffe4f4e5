import { heading, L, list, paragraph } from './blocks';
import type { PageSeed } from './types';

export const ABOUT_US: PageSeed = {
	slug: 'about-us',
	title: L('About Kampung Mart', 'Tentang Kampung Mart'),
	summary: L(
		"Kampung Mart brings Singapore's hawker stalls, neighbourhood marts, pharmacies and local shops to your door, with tracked parcel delivery too.",
		'Kampung Mart menghadirkan gerai hawker, toko kelontong, apotek, dan toko lokal Singapura ke depan pintu Anda, plus kirim paket terlacak.',
	),
	updated: '2026-10-06',
	blocks: [
		paragraph(
			'Kampung Mart started with a simple idea: the best things in Singapore are often sold a few streets from home. The chicken rice stall your family has queued at for years, the provision shop that still stocks your favourite kaya, the pharmacist who remembers your name. We built an online marketplace so these neighbourhood businesses can reach you when you cannot reach them, and so you can keep supporting them in your busiest weeks.',
			'Kampung Mart berawal dari gagasan sederhana: barang terbaik di Singapura sering kali dijual hanya beberapa jalan dari rumah. Gerai nasi ayam yang sudah bertahun-tahun menjadi langganan keluarga Anda, toko kelontong yang masih menjual selai kaya favorit Anda, apoteker yang hafal nama Anda. Kami membangun marketplace online agar usaha-usaha di lingkungan Anda tetap dapat menjangkau Anda saat Anda tidak sempat datang, dan agar Anda tetap dapat mendukung mereka di minggu-minggu tersibuk sekalipun.',
		),
		heading('What you can order', 'Apa yang dapat Anda pesan'),
		list(
			[
				'Food: hawker stalls, cafés and restaurants, delivered while it is still hot, or ready for take-away at stores that offer it.',
				'Makanan: gerai hawker, kafe, dan restoran, diantar selagi hangat, atau siap diambil sendiri di toko yang menyediakan layanan ambil sendiri.',
			],
			[
				'Grocery: fresh produce, pantry staples and household needs from neighbourhood marts.',
				'Belanja harian: produk segar, bahan dapur, dan kebutuhan rumah tangga dari toko-toko di lingkungan Anda.',
			],
			[
				'Pharmacy: medicines, vitamins and personal care. Upload your prescription at checkout and a pharmacist checks it before your order is prepared.',
				'Apotek: obat, vitamin, dan produk perawatan diri. Unggah resep Anda saat checkout, dan apoteker akan memeriksanya sebelum pesanan disiapkan.',
			],
			[
				'Shop: fashion, electronics and home goods from independent online shops.',
				'Toko online: fesyen, elektronik, dan perlengkapan rumah dari toko-toko online independen.',
			],
			[
				'Parcel: send anything from a signed contract to a 20 kg box across the island with a tracked courier.',
				'Kirim paket: kirim apa saja, dari kontrak yang sudah ditandatangani hingga kotak seberat 20 kg, ke seluruh pulau dengan kurir yang dapat dilacak.',
			],
		),
		heading('How it works', 'Cara kerjanya'),
		paragraph(
			'Choose a service and set your delivery location, and we show you the stores that deliver to you. Add items to your cart, choose delivery now or schedule it for later, and pay by cash on delivery, from your Kampung Mart wallet or by digital payment. The store confirms and prepares your order, and a rider brings it to you. You can follow every step on the order page.',
			'Pilih layanan dan tentukan lokasi pengantaran, lalu kami akan menampilkan toko-toko yang dapat mengantar ke alamat Anda. Masukkan barang ke keranjang, pilih antar sekarang atau jadwalkan untuk nanti, lalu bayar dengan bayar di tempat (COD), dompet Kampung Mart, atau pembayaran digital. Toko mengonfirmasi dan menyiapkan pesanan Anda, lalu kurir mengantarkannya kepada Anda. Setiap langkahnya dapat Anda pantau di halaman pesanan.',
		),
		paragraph(
			'You do not need an account to order. Guests check out with a name, phone number and address, and track their order with the order ID and phone number. With an account you also get saved addresses, a wishlist, a wallet, loyalty points on your orders and a referral code to share with friends.',
			'Anda tidak memerlukan akun untuk memesan. Tamu cukup checkout dengan nama, nomor telepon, dan alamat, lalu melacak pesanan dengan ID pesanan dan nomor telepon. Dengan akun, Anda juga mendapatkan alamat tersimpan, daftar keinginan, dompet, poin loyalitas dari setiap pesanan, dan kode referal untuk dibagikan kepada teman.',
		),
		heading('Where we deliver', 'Wilayah pengantaran kami'),
		paragraph(
			'We currently deliver in five zones: Central Singapore, East Coast & Tampines, Jurong & West, Woodlands & North, and Marina Bay. Deliveries to Sentosa are temporarily unavailable. Not every service runs in every zone yet, so the app only shows you stores that can actually reach your address.',
			'Saat ini kami mengantar ke lima zona: Central Singapore, East Coast & Tampines, Jurong & West, Woodlands & North, dan Marina Bay. Pengantaran ke Sentosa untuk sementara tidak tersedia. Belum semua layanan tersedia di setiap zona, sehingga aplikasi hanya menampilkan toko yang benar-benar dapat menjangkau alamat Anda.',
		),
		heading('What we care about', 'Yang kami utamakan'),
		list(
			[
				'Clear prices: stores set their own prices, and the delivery fee is shown before you pay, never added afterwards.',
				'Harga yang jelas: toko menetapkan harganya sendiri, dan ongkos kirim ditampilkan sebelum Anda membayar, tidak pernah ditambahkan belakangan.',
			],
			[
				'Small businesses first: most of our partners are family-run stalls and shops with one or two outlets.',
				'Usaha kecil lebih dulu: sebagian besar mitra kami adalah gerai dan toko keluarga dengan satu atau dua cabang.',
			],
			[
				"Your privacy: we follow Singapore's Personal Data Protection Act and never sell your data.",
				'Privasi Anda: kami mematuhi Undang-Undang Perlindungan Data Pribadi Singapura (PDPA) dan tidak pernah menjual data Anda.',
			],
			[
				'Real help: our support team answers every day from 8 am to 10 pm.',
				'Bantuan yang nyata: tim dukungan kami siap membantu setiap hari pukul 08.00 hingga 22.00.',
			],
		),
		heading('Contact us', 'Hubungi kami'),
		paragraph(
			'Kampung Mart, 1 Raffles Place, #20-01, Singapore 048616. Call us on +65 6123 4567 or email hello@kampungmart.example. If you run a stall, shop or pharmacy and would like to sell on Kampung Mart, email us a few lines about your business and where you are.',
			'Kampung Mart, 1 Raffles Place, #20-01, Singapore 048616. Hubungi kami di +65 6123 4567 atau kirim email ke hello@kampungmart.example. Jika Anda mengelola gerai, toko, atau apotek dan ingin berjualan di Kampung Mart, kirimkan email berisi sedikit keterangan tentang usaha dan lokasi Anda.',
		),
	],
};
