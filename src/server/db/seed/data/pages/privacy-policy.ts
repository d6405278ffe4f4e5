import { heading, L, list, paragraph } from './blocks';
import type { PageSeed } from './types';

export const PRIVACY_POLICY: PageSeed = {
	slug: 'privacy-policy',
	title: L('Privacy Policy', 'Kebijakan Privasi'),
	summary: L(
		'What personal data Kampung Mart collects, why, how long we keep it, who sees it, and your rights under the PDPA.',
		'Data pribadi apa yang dikumpulkan Kampung Mart, untuk apa, berapa lama disimpan, siapa yang melihatnya, dan hak Anda menurut PDPA.',
	),
	updated: '2026-11-02',
	blocks: [
		paragraph(
			"Kampung Mart handles personal data in line with Singapore's Personal Data Protection Act 2012 (PDPA). This policy explains what we collect when you browse, order or send a parcel, what we use it for, who we share it with and the choices you have. It applies to guests and account holders alike.",
			'Kampung Mart mengelola data pribadi sesuai dengan Undang-Undang Perlindungan Data Pribadi Singapura tahun 2012 (Personal Data Protection Act atau PDPA). Kebijakan ini menjelaskan data apa yang kami kumpulkan saat Anda menjelajah, memesan, atau mengirim paket, untuk apa data itu digunakan, dengan siapa data itu dibagikan, dan pilihan yang Anda miliki. Kebijakan ini berlaku bagi tamu maupun pemilik akun.',
		),
		heading('What we collect', 'Data yang kami kumpulkan'),
		list(
			[
				'Contact details: your name, phone number and, if you have an account, your email address.',
				'Data kontak: nama, nomor telepon, dan, jika Anda memiliki akun, alamat email Anda.',
			],
			[
				'Delivery addresses, including the labels and notes you save, and your location while you are placing an order, so we can show stores that deliver to you and guide the rider.',
				'Alamat pengantaran, termasuk label dan catatan yang Anda simpan, serta lokasi Anda saat sedang memesan, agar kami dapat menampilkan toko yang mengantar ke tempat Anda dan memandu kurir.',
			],
			[
				'Order history: what you ordered, from which store, the amount, the payment method and the delivery status.',
				'Riwayat pesanan: apa yang Anda pesan, dari toko mana, jumlahnya, metode pembayaran, dan status pengantaran.',
			],
			[
				'Prescriptions you upload for pharmacy orders.',
				'Resep yang Anda unggah untuk pesanan apotek.',
			],
			[
				'Account activity: wishlist, wallet transactions, loyalty points and referrals.',
				'Aktivitas akun: daftar keinginan, transaksi dompet, poin loyalitas, dan referal.',
			],
			[
				'Preferences kept on your device in cookies and local storage: your language, light or dark theme, and your chosen location and service.',
				'Preferensi yang disimpan di perangkat Anda dalam cookie dan penyimpanan lokal: bahasa, tema terang atau gelap, serta lokasi dan layanan yang Anda pilih.',
			],
		),
		paragraph(
			'We do not store card details. Digital payments are handled by our payment provider, which tells us only whether a payment succeeded.',
			'Kami tidak menyimpan data kartu. Pembayaran digital diproses oleh penyedia pembayaran kami, yang hanya memberi tahu kami apakah pembayaran berhasil.',
		),
		heading('Why we use it', 'Tujuan penggunaan data'),
		list(
			[
				'To take, prepare, deliver and track your orders, and to contact you about them.',
				'Untuk menerima, menyiapkan, mengantar, dan melacak pesanan Anda, serta menghubungi Anda terkait pesanan tersebut.',
			],
			[
				'To process payments, refunds, wallet balance and loyalty points.',
				'Untuk memproses pembayaran, pengembalian dana, saldo dompet, dan poin loyalitas.',
			],
			[
				'To answer your support requests and to investigate complaints and fraud.',
				'Untuk menjawab permintaan bantuan Anda serta menyelidiki keluhan dan penipuan.',
			],
			[
				'To remember your preferences, so the site opens in your language and theme.',
				'Untuk mengingat preferensi Anda, sehingga situs terbuka dalam bahasa dan tema pilihan Anda.',
			],
			[
				'To send you promotions, only if you have agreed to receive them. You can opt out at any time.',
				'Untuk mengirimkan promosi, hanya jika Anda telah menyetujuinya. Anda dapat berhenti berlangganan kapan saja.',
			],
		),
		heading('Who sees your data', 'Siapa yang dapat melihat data Anda'),
		paragraph(
			'We never sell your personal data. Stores and couriers see only what they need to fulfil your order: the store sees your name, the items and your order notes, and the rider sees your name, phone number and delivery address while the delivery is in progress. For pharmacy orders, only the pharmacist handling the order sees your prescription.',
			'Kami tidak pernah menjual data pribadi Anda. Toko dan kurir hanya melihat data yang mereka perlukan untuk memenuhi pesanan Anda: toko melihat nama Anda, barang yang dipesan, dan catatan pesanan, sedangkan kurir melihat nama, nomor telepon, dan alamat pengantaran Anda selama pengantaran berlangsung. Untuk pesanan apotek, hanya apoteker yang menangani pesanan tersebut yang dapat melihat resep Anda.',
		),
		paragraph(
			'We also share data with the companies that host our systems and process payments, under contracts that require them to protect it, and with public authorities when the law requires us to.',
			'Kami juga membagikan data kepada perusahaan yang menyediakan server kami dan memproses pembayaran, berdasarkan kontrak yang mewajibkan mereka melindungi data tersebut, serta kepada instansi pemerintah jika diwajibkan oleh hukum.',
		),
		heading('How long we keep it', 'Berapa lama data disimpan'),
		list(
			[
				'Order and payment records: 5 years, as required for tax and accounting.',
				'Catatan pesanan dan pembayaran: 5 tahun, sesuai ketentuan perpajakan dan akuntansi.',
			],
			[
				'Prescriptions: for the period required by pharmacy regulations, then deleted.',
				'Resep: selama jangka waktu yang diwajibkan oleh peraturan kefarmasian, lalu dihapus.',
			],
			[
				'Account data: as long as your account is open. When you delete your account, we remove your profile, addresses and wishlist within 30 days and keep only the order records the law requires.',
				'Data akun: selama akun Anda aktif. Jika Anda menghapus akun, kami menghapus profil, alamat, dan daftar keinginan Anda dalam 30 hari dan hanya menyimpan catatan pesanan yang diwajibkan oleh hukum.',
			],
			[
				'Cookies and local storage: on your device until you clear them in your browser.',
				'Cookie dan penyimpanan lokal: tetap di perangkat Anda sampai Anda menghapusnya melalui browser.',
			],
		),
		heading('Your rights', 'Hak-hak Anda'),
		list(
			[
				'Access: ask for a copy of the personal data we hold about you and how it has been used in the past year.',
				'Akses: meminta salinan data pribadi Anda yang kami simpan dan bagaimana data itu digunakan dalam satu tahun terakhir.',
			],
			[
				'Correction: fix your details. Most of them, including your name and addresses, you can edit yourself in your profile.',
				'Koreksi: memperbaiki data Anda. Sebagian besar data, termasuk nama dan alamat, dapat Anda ubah sendiri di profil Anda.',
			],
			[
				'Withdrawal of consent: for example to marketing messages. If you withdraw consent we need to deliver orders, we can no longer serve you.',
				'Penarikan persetujuan: misalnya untuk pesan pemasaran. Jika Anda menarik persetujuan yang kami perlukan untuk mengantar pesanan, kami tidak dapat lagi melayani Anda.',
			],
			[
				'Account deletion: delete your account yourself at any time from your profile.',
				'Penghapusan akun: hapus akun Anda sendiri kapan saja melalui profil Anda.',
			],
		),
		paragraph(
			'For anything you cannot do in the app, email our Data Protection Officer at hello@kampungmart.example with the subject Personal data request. We reply within 30 days and may first ask you to confirm your identity.',
			'Untuk hal yang tidak dapat Anda lakukan di aplikasi, kirim email kepada Petugas Perlindungan Data kami di hello@kampungmart.example dengan subjek Permintaan data pribadi. Kami akan membalas dalam 30 hari dan mungkin meminta Anda untuk memastikan identitas Anda terlebih dahulu.',
		),
		heading('Security', 'Keamanan'),
		paragraph(
			'Data travels over encrypted connections, only staff who need it can access it, and passwords are stored hashed, never in plain text. If a data breach is likely to cause you significant harm, we will notify you and the Personal Data Protection Commission as the PDPA requires.',
			'Data dikirim melalui koneksi terenkripsi, hanya staf yang memerlukannya yang dapat mengaksesnya, dan kata sandi disimpan dalam bentuk hash, tidak pernah sebagai teks biasa. Jika terjadi kebocoran data yang kemungkinan besar merugikan Anda secara signifikan, kami akan memberi tahu Anda dan Personal Data Protection Commission sebagaimana diwajibkan oleh PDPA.',
		),
		heading('Contact', 'Kontak'),
		paragraph(
			'Data Protection Officer, Kampung Mart, 1 Raffles Place, #20-01, Singapore 048616. Email hello@kampungmart.example or call +65 6123 4567.',
			'Petugas Perlindungan Data, Kampung Mart, 1 Raffles Place, #20-01, Singapore 048616. Email hello@kampungmart.example atau telepon +65 6123 4567.',
		),
	],
};
