import { heading, L, list, paragraph } from './blocks';
import type { PageSeed } from './types';

export const TERMS_AND_CONDITIONS: PageSeed = {
	slug: 'terms-and-conditions',
	title: L('Terms and Conditions', 'Syarat dan Ketentuan'),
	summary: L(
		'The rules for using Kampung Mart: ordering, prices and payment, coupons and wallet, pharmacy and parcel orders, and your account.',
		'Aturan penggunaan Kampung Mart: pemesanan, harga dan pembayaran, kupon dan dompet, pesanan apotek dan paket, serta akun Anda.',
	),
	updated: '2026-11-02',
	blocks: [
		paragraph(
			'These terms apply when you use the Kampung Mart website or app to browse, order, send a parcel or create an account. Kampung Mart is operated from 1 Raffles Place, #20-01, Singapore 048616. By placing an order you accept these terms, together with our Privacy Policy, Refund Policy, Cancellation Policy and Shipping Policy.',
			'Syarat ini berlaku saat Anda menggunakan situs web atau aplikasi Kampung Mart untuk menjelajah, memesan, mengirim paket, atau membuat akun. Kampung Mart beroperasi dari 1 Raffles Place, #20-01, Singapore 048616. Dengan melakukan pemesanan, Anda menyetujui syarat ini beserta Kebijakan Privasi, Kebijakan Pengembalian Dana, Kebijakan Pembatalan, dan Kebijakan Pengiriman kami.',
		),
		heading('Who sells to you', 'Siapa penjualnya'),
		paragraph(
			'Kampung Mart is a marketplace. The food, groceries, medicines and goods you order are sold by the stores listed on Kampung Mart, and each store is responsible for what it sells, including the description, ingredients and allergen information of its items. We run the platform, collect payment on behalf of the store, arrange delivery, and handle support, refunds and complaints.',
			'Kampung Mart adalah marketplace. Makanan, belanjaan, obat, dan barang yang Anda pesan dijual oleh toko-toko yang terdaftar di Kampung Mart, dan setiap toko bertanggung jawab atas barang yang dijualnya, termasuk deskripsi, bahan, dan informasi alergen. Kami mengelola platform, menerima pembayaran atas nama toko, mengatur pengantaran, serta menangani dukungan pelanggan, pengembalian dana, dan keluhan.',
		),
		heading('Placing an order', 'Melakukan pemesanan'),
		list(
			[
				'You must be at least 18 years old to create an account, or order with the consent of a parent or guardian.',
				'Anda harus berusia minimal 18 tahun untuk membuat akun, atau memesan dengan izin orang tua atau wali.',
			],
			[
				'You can order as a guest or with an account. Guests must give a working phone number, which we use to confirm and track the order.',
				'Anda dapat memesan sebagai tamu atau dengan akun. Tamu wajib memberikan nomor telepon yang aktif, yang kami gunakan untuk mengonfirmasi dan melacak pesanan.',
			],
			[
				'An order is a request to the store and becomes binding when the store confirms it. A store may decline an order, for example when an item has sold out; any payment for a declined order is returned in full.',
				'Pesanan adalah permintaan kepada toko dan menjadi mengikat setelah toko mengonfirmasinya. Toko dapat menolak pesanan, misalnya jika suatu barang sudah habis; setiap pembayaran untuk pesanan yang ditolak dikembalikan sepenuhnya.',
			],
			[
				'Give an accurate delivery address and stay reachable by phone so the rider can find you.',
				'Berikan alamat pengantaran yang tepat dan pastikan Anda dapat dihubungi melalui telepon agar kurir dapat menemukan Anda.',
			],
		),
		heading('Prices, fees and payment', 'Harga, biaya, dan pembayaran'),
		paragraph(
			'Stores set their prices in Singapore dollars. Before you pay, checkout shows the item total, delivery fee, any service charge, any discount and the final amount. The delivery fee depends on the distance from the store and on your zone.',
			'Toko menetapkan harga dalam dolar Singapura. Sebelum Anda membayar, halaman checkout menampilkan total harga barang, ongkos kirim, biaya layanan jika ada, diskon jika ada, dan jumlah akhir. Ongkos kirim bergantung pada jarak dari toko dan zona Anda.',
		),
		paragraph(
			'You can pay by cash on delivery, from your Kampung Mart wallet, or by digital payment. Cash on delivery is not available in every zone and has a maximum order amount, which checkout shows. If a digital payment fails, you can switch the order to cash on delivery where it is available, or cancel it.',
			'Anda dapat membayar dengan bayar di tempat (COD), dompet Kampung Mart, atau pembayaran digital. COD tidak tersedia di semua zona dan memiliki batas maksimum nilai pesanan, yang ditampilkan saat checkout. Jika pembayaran digital gagal, Anda dapat mengubah pesanan menjadi COD bila tersedia, atau membatalkannya.',
		),
		heading('Coupons, wallet and loyalty points', 'Kupon, dompet, dan poin loyalitas'),
		list(
			[
				'Each coupon has its own conditions, such as a minimum order, a validity period or selected stores. One coupon can be used per order.',
				'Setiap kupon memiliki ketentuannya sendiri, seperti minimum pesanan, masa berlaku, atau toko tertentu. Satu pesanan hanya dapat menggunakan satu kupon.',
			],
			[
				'Wallet balance can only be spent on Kampung Mart. It cannot be transferred to another account or withdrawn as cash.',
				'Saldo dompet hanya dapat digunakan di Kampung Mart. Saldo tidak dapat dipindahkan ke akun lain atau dicairkan sebagai uang tunai.',
			],
			[
				'Loyalty points are earned on completed orders and can be converted into wallet balance once you reach the minimum shown in your account. Points have no cash value.',
				'Poin loyalitas diperoleh dari pesanan yang selesai dan dapat ditukar menjadi saldo dompet setelah mencapai jumlah minimum yang tertera di akun Anda. Poin tidak memiliki nilai tunai.',
			],
			[
				'Referral rewards are credited when a new customer signs up with your code and completes a first order. Rewards gained through fake or duplicate accounts are cancelled.',
				'Hadiah referal diberikan ketika pelanggan baru mendaftar dengan kode Anda dan menyelesaikan pesanan pertamanya. Hadiah yang diperoleh melalui akun palsu atau ganda akan dibatalkan.',
			],
		),
		heading('Pharmacy orders', 'Pesanan apotek'),
		paragraph(
			'Prescription-only medicines are supplied only against a valid prescription issued to the patient. Upload a clear photo of it at checkout. A pharmacist checks every prescription, may contact you with questions, and may refuse or change the order if the prescription is incomplete, expired or unsuitable.',
			'Obat yang memerlukan resep hanya diberikan berdasarkan resep yang sah atas nama pasien. Unggah foto resep yang jelas saat checkout. Apoteker memeriksa setiap resep, dapat menghubungi Anda jika ada pertanyaan, dan dapat menolak atau mengubah pesanan jika resep tidak lengkap, kedaluwarsa, atau tidak sesuai.',
		),
		heading('Sending parcels', 'Mengirim paket'),
		paragraph(
			'When you send a parcel, you confirm that it contains nothing illegal, dangerous or prohibited, such as weapons, flammable items, controlled drugs, cash or live animals, and that it is packed well enough for the journey. Couriers may refuse a parcel that does not match the category you chose.',
			'Saat mengirim paket, Anda menyatakan bahwa paket tersebut tidak berisi barang ilegal, berbahaya, atau terlarang, seperti senjata, barang mudah terbakar, narkotika, uang tunai, atau hewan hidup, dan bahwa paket dikemas dengan cukup baik untuk perjalanannya. Kurir dapat menolak paket yang tidak sesuai dengan kategori yang Anda pilih.',
		),
		heading('Your account', 'Akun Anda'),
		paragraph(
			'Keep your password private; you are responsible for orders placed with your account. We may suspend accounts used for fraud, for abusing riders or store staff, or for repeatedly refusing cash-on-delivery orders at the door. You can delete your account at any time from your profile.',
			'Jaga kerahasiaan kata sandi Anda; Anda bertanggung jawab atas pesanan yang dibuat dengan akun Anda. Kami dapat menangguhkan akun yang digunakan untuk penipuan, untuk memperlakukan kurir atau staf toko dengan tidak pantas, atau untuk berulang kali menolak pesanan COD di depan pintu. Anda dapat menghapus akun kapan saja melalui profil Anda.',
		),
		heading('Our responsibility', 'Tanggung jawab kami'),
		paragraph(
			'Delivery times are estimates: traffic, weather and busy hours can delay an order. Nothing in these terms limits your rights under Singapore law, including the Consumer Protection (Fair Trading) Act. Where the law allows, our liability for an order is limited to the amount you paid for it.',
			'Waktu pengantaran adalah perkiraan: lalu lintas, cuaca, dan jam sibuk dapat membuat pesanan terlambat. Tidak ada ketentuan dalam syarat ini yang membatasi hak Anda menurut hukum Singapura, termasuk Consumer Protection (Fair Trading) Act. Sepanjang diizinkan oleh hukum, tanggung jawab kami atas suatu pesanan terbatas pada jumlah yang Anda bayarkan untuk pesanan tersebut.',
		),
		heading('Changes and contact', 'Perubahan dan kontak'),
		paragraph(
			'We may update these terms; the date on this page shows the last change, and we announce significant changes in the app. These terms are governed by the laws of Singapore. Questions? Email hello@kampungmart.example or call +65 6123 4567.',
			'Kami dapat memperbarui syarat ini; tanggal di halaman ini menunjukkan perubahan terakhir, dan perubahan penting akan kami umumkan di aplikasi. Syarat ini diatur oleh hukum Singapura. Ada pertanyaan? Kirim email ke hello@kampungmart.example atau hubungi +65 6123 4567.',
		),
	],
};
