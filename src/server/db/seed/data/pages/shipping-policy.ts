import { heading, L, list, paragraph } from './blocks';
import type { PageSeed } from './types';

export const SHIPPING_POLICY: PageSeed = {
	slug: 'shipping-policy',
	title: L('Shipping Policy', 'Kebijakan Pengiriman'),
	summary: L(
		'Where Kampung Mart delivers, how delivery fees are worked out, free delivery, scheduled and take-away orders, and sending parcels.',
		'Wilayah pengantaran Kampung Mart, cara menghitung ongkos kirim, gratis ongkir, pesanan terjadwal dan ambil sendiri, serta kirim paket.',
	),
	updated: '2026-11-16',
	blocks: [
		paragraph(
			"Kampung Mart delivers from local stores to homes and offices across much of Singapore. Orders are delivered by riders working with Kampung Mart or, for some stores, by the store's own staff. This page explains where we deliver, how fees are calculated and what to expect when your order arrives.",
			'Kampung Mart mengantar pesanan dari toko-toko lokal ke rumah dan kantor di sebagian besar wilayah Singapura. Pesanan diantar oleh kurir yang bekerja sama dengan Kampung Mart atau, untuk beberapa toko, oleh staf toko itu sendiri. Halaman ini menjelaskan wilayah pengantaran kami, cara menghitung ongkos kirim, dan apa yang dapat Anda harapkan saat pesanan tiba.',
		),
		heading('Delivery zones', 'Zona pengantaran'),
		list(
			['Central Singapore', 'Central Singapore (pusat kota)'],
			['East Coast & Tampines', 'East Coast & Tampines'],
			['Jurong & West', 'Jurong & West (wilayah barat)'],
			['Woodlands & North', 'Woodlands & North (wilayah utara)'],
			['Marina Bay', 'Marina Bay'],
		),
		paragraph(
			'Deliveries to Sentosa are temporarily unavailable; we will announce in the app when they resume. Not every service runs in every zone yet. When you set your location, you only see stores that deliver to you, and checkout tells you if an address is outside our zones.',
			'Pengantaran ke Sentosa untuk sementara tidak tersedia; kami akan mengumumkannya di aplikasi saat layanan dibuka kembali. Belum semua layanan tersedia di setiap zona. Setelah Anda menentukan lokasi, hanya toko yang mengantar ke tempat Anda yang ditampilkan, dan halaman checkout akan memberi tahu jika alamat Anda berada di luar zona kami.',
		),
		heading('Delivery fees', 'Ongkos kirim'),
		paragraph(
			'The delivery fee depends on the distance between the store and your address and on your zone. Each service has a minimum fee, a rate per kilometre and a maximum fee, so a long trip never costs more than the cap. Woodlands & North currently adds 10% for the longer rides. The exact fee is always shown at checkout before you pay.',
			'Ongkos kirim bergantung pada jarak antara toko dan alamat Anda serta zona tempat Anda berada. Setiap layanan memiliki tarif minimum, tarif per kilometer, dan tarif maksimum, sehingga perjalanan jauh tidak akan melebihi batas tersebut. Saat ini zona Woodlands & North dikenai tambahan 10% karena jarak tempuh yang lebih jauh. Ongkos kirim yang pasti selalu ditampilkan saat checkout sebelum Anda membayar.',
		),
		paragraph(
			'A small service charge may apply and is shown as a separate line. You can also add a tip for your rider at checkout; the whole tip goes to the rider.',
			'Biaya layanan kecil mungkin dikenakan dan ditampilkan sebagai baris tersendiri. Anda juga dapat menambahkan tip untuk kurir saat checkout; seluruh tip diberikan kepada kurir.',
		),
		heading('Free delivery', 'Gratis ongkos kirim'),
		list(
			[
				'Many stores deliver free on orders above S$50. The store page shows whether this applies.',
				'Banyak toko memberikan gratis ongkos kirim untuk pesanan di atas S$50. Halaman toko menunjukkan apakah ketentuan ini berlaku.',
			],
			[
				'Free-delivery coupons remove the delivery fee at checkout. Check the conditions of each coupon, such as the minimum order and the stores it covers.',
				'Kupon gratis ongkos kirim menghapus ongkos kirim saat checkout. Periksa ketentuan setiap kupon, seperti minimum pesanan dan toko yang berlaku.',
			],
		),
		heading('Delivery times', 'Waktu pengantaran'),
		paragraph(
			'Each store shows an estimated delivery time, which covers both preparation and the ride. It can stretch during lunch and dinner peaks, in heavy rain or when a store is busy. You can follow your order from Pending through Confirmed, Processing and Out for delivery to Delivered on the order page.',
			'Setiap toko menampilkan perkiraan waktu pengantaran yang mencakup waktu persiapan dan perjalanan. Perkiraan ini bisa lebih lama pada jam makan siang dan makan malam, saat hujan lebat, atau saat toko sedang ramai. Anda dapat memantau pesanan dari status Menunggu, Dikonfirmasi, Diproses, dan Sedang diantar hingga Terkirim di halaman pesanan.',
		),
		heading('Scheduled orders', 'Pesanan terjadwal'),
		paragraph(
			'Want your groceries on Saturday morning? Choose Schedule at checkout and pick a day and a 30-minute slot within the opening hours of the store. The store prepares the order so that it arrives in that slot.',
			'Ingin belanjaan Anda tiba pada Sabtu pagi? Pilih Jadwalkan saat checkout, lalu pilih hari dan slot waktu 30 menit dalam jam buka toko. Toko akan menyiapkan pesanan agar tiba pada slot tersebut.',
		),
		heading('Take-away', 'Ambil sendiri'),
		paragraph(
			'Some stores offer take-away. Choose Take-away at checkout and collect your order at the store when the order page says it is ready. Take-away orders have no delivery fee; show your order ID at the counter.',
			'Beberapa toko menyediakan layanan ambil sendiri. Pilih Ambil sendiri saat checkout, lalu ambil pesanan Anda di toko setelah halaman pesanan menunjukkan bahwa pesanan sudah siap. Pesanan ambil sendiri tidak dikenai ongkos kirim; tunjukkan ID pesanan Anda di kasir.',
		),
		heading('At your door', 'Saat pesanan tiba'),
		list(
			[
				'Add your block, unit number and any access details, such as a gate code or which lobby to use, in the delivery notes.',
				'Tuliskan blok, nomor unit, dan petunjuk akses, seperti kode gerbang atau lobi yang harus digunakan, di catatan pengantaran.',
			],
			[
				'Keep your phone nearby; the rider may call when arriving.',
				'Siapkan ponsel Anda; kurir mungkin akan menelepon saat tiba.',
			],
			[
				'If the rider cannot reach you within 10 minutes, the order goes back to the store. Perishable items returned this way cannot be refunded.',
				'Jika kurir tidak dapat menghubungi Anda dalam 10 menit, pesanan dikembalikan ke toko. Barang mudah rusak yang dikembalikan dengan cara ini tidak dapat dikembalikan dananya.',
			],
			[
				'Prescription medicines may need to be handed to the patient or another adult at the address.',
				'Obat resep mungkin harus diserahkan langsung kepada pasien atau orang dewasa lain di alamat tersebut.',
			],
		),
		heading('Sending parcels', 'Kirim paket'),
		paragraph(
			'With Parcel you book a tracked courier from one address to another. Choose a category: documents up to 1 kg, small parcels up to 5 kg, food and groceries, fragile items, or large parcels up to 20 kg, which travel by van. The price is worked out from the distance and the category, and the sender and receiver can both follow the delivery. Pack items securely and do not send anything prohibited under our Terms and Conditions.',
			'Dengan layanan Kirim Paket, Anda memesan kurir terlacak dari satu alamat ke alamat lain. Pilih kategori: dokumen hingga 1 kg, paket kecil hingga 5 kg, makanan dan belanjaan, barang mudah pecah, atau paket besar hingga 20 kg yang diantar dengan van. Tarif dihitung berdasarkan jarak dan kategori, dan pengirim maupun penerima dapat memantau pengantaran. Kemas barang dengan aman dan jangan mengirim barang yang dilarang menurut Syarat dan Ketentuan kami.',
		),
	],
};
