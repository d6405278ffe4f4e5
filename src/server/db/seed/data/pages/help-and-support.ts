import { heading, L, list, paragraph } from './blocks';
import type { PageSeed } from './types';

export const HELP_AND_SUPPORT: PageSeed = {
	slug: 'help-and-support',
	title: L('Help and Support', 'Bantuan dan Dukungan'),
	summary: L(
		'Track your order, reach our support team daily from 8 am to 10 pm, and find quick answers to the most common questions.',
		'Lacak pesanan Anda, hubungi tim dukungan kami setiap hari pukul 08.00 hingga 22.00, dan temukan jawaban cepat atas pertanyaan umum.',
	),
	updated: '2026-11-16',
	blocks: [
		paragraph(
			'Need a hand with an order? Most questions are answered on this page. If yours is not, our team in Singapore is here every day from 8 am to 10 pm.',
			'Butuh bantuan dengan pesanan Anda? Sebagian besar pertanyaan sudah terjawab di halaman ini. Jika belum, tim kami di Singapura siap membantu setiap hari pukul 08.00 hingga 22.00.',
		),
		heading('Track your order', 'Lacak pesanan Anda'),
		list(
			[
				'With an account: sign in and open Orders. Tap an order to see its status and, once it is on the way, where the rider is.',
				'Dengan akun: masuk lalu buka Pesanan. Ketuk sebuah pesanan untuk melihat statusnya dan, setelah pesanan dalam perjalanan, posisi kurir.',
			],
			[
				'As a guest: open Track order and enter your order ID and the phone number you used at checkout. The order ID appears on the confirmation screen right after you order, so keep a note or a screenshot of it.',
				'Sebagai tamu: buka Lacak pesanan, lalu masukkan ID pesanan dan nomor telepon yang Anda gunakan saat checkout. ID pesanan muncul di layar konfirmasi tepat setelah Anda memesan, jadi catat atau simpan tangkapan layarnya.',
			],
		),
		heading('Contact us', 'Hubungi kami'),
		list(
			[
				'Phone: +65 6123 4567, every day from 8 am to 10 pm, public holidays included.',
				'Telepon: +65 6123 4567, setiap hari pukul 08.00 hingga 22.00, termasuk hari libur nasional.',
			],
			[
				'Email: hello@kampungmart.example. We reply within one working day, usually much sooner.',
				'Email: hello@kampungmart.example. Kami membalas dalam satu hari kerja, biasanya jauh lebih cepat.',
			],
			[
				'Office: 1 Raffles Place, #20-01, Singapore 048616, by appointment only.',
				'Kantor: 1 Raffles Place, #20-01, Singapore 048616, hanya dengan janji temu.',
			],
		),
		paragraph(
			'Please have your order ID ready. For a problem with a delivered item, photos help us solve it in the first reply.',
			'Siapkan ID pesanan Anda. Untuk masalah pada barang yang sudah diterima, foto akan membantu kami menyelesaikannya sejak balasan pertama.',
		),
		heading('Common questions', 'Pertanyaan umum'),
		heading('Do I need an account to order?', 'Apakah saya perlu akun untuk memesan?'),
		paragraph(
			'No. You can check out as a guest with your name, phone number and address. An account adds saved addresses, a wishlist, a wallet, loyalty points and a referral code.',
			'Tidak. Anda dapat checkout sebagai tamu dengan nama, nomor telepon, dan alamat. Dengan akun, Anda mendapatkan alamat tersimpan, daftar keinginan, dompet, poin loyalitas, dan kode referal.',
		),
		heading('Can I cancel my order?', 'Bisakah saya membatalkan pesanan?'),
		paragraph(
			'Yes, while it is still pending, before the store confirms it. Open the order and tap Cancel order. Once the store has confirmed, call us and we will check with the store what is still possible.',
			'Bisa, selama pesanan masih menunggu konfirmasi toko. Buka pesanan lalu ketuk Batalkan pesanan. Jika toko sudah mengonfirmasi, hubungi kami dan kami akan menanyakan kepada toko apa yang masih memungkinkan.',
		),
		heading(
			'My digital payment failed. What now?',
			'Pembayaran digital saya gagal. Apa yang harus saya lakukan?',
		),
		paragraph(
			'Open the order. You can switch it to cash on delivery if that is available in your zone, or cancel it. If your bank shows a charge for the failed payment, do not pay again; contact us with the order ID.',
			'Buka pesanan Anda. Anda dapat mengubahnya menjadi bayar di tempat (COD) jika tersedia di zona Anda, atau membatalkannya. Jika bank Anda menunjukkan tagihan untuk pembayaran yang gagal, jangan membayar lagi; hubungi kami dengan menyebutkan ID pesanan.',
		),
		heading('Why can I not pay in cash?', 'Mengapa saya tidak dapat membayar tunai?'),
		paragraph(
			'Cash on delivery is not offered in every zone, and where it is, there is a maximum order amount for cash payments. If your order is above that amount, pay from your wallet or by digital payment.',
			'Bayar di tempat (COD) tidak tersedia di semua zona, dan di zona yang menyediakannya terdapat batas maksimum nilai pesanan untuk pembayaran tunai. Jika pesanan Anda melebihi batas tersebut, bayarlah dengan dompet atau pembayaran digital.',
		),
		heading(
			'Something is missing or damaged. How do I get a refund?',
			'Ada barang yang kurang atau rusak. Bagaimana cara mendapatkan pengembalian dana?',
		),
		paragraph(
			'Open the order, tap Request refund and attach photos within 7 days of delivery. Quality problems with cooked or fresh food must be reported on the same day. Approved refunds go to your wallet.',
			'Buka pesanan, ketuk Ajukan pengembalian dana, dan lampirkan foto dalam 7 hari setelah pesanan diterima. Masalah kualitas pada makanan matang atau segar harus dilaporkan pada hari yang sama. Pengembalian dana yang disetujui masuk ke dompet Anda.',
		),
		heading('How is my prescription checked?', 'Bagaimana resep saya diperiksa?'),
		paragraph(
			'Upload a clear photo of your prescription at checkout. A pharmacist reviews it before the order is prepared and may call you if anything is unclear. The order goes ahead only once the prescription is accepted.',
			'Unggah foto resep yang jelas saat checkout. Apoteker akan memeriksanya sebelum pesanan disiapkan dan mungkin menelepon Anda jika ada yang kurang jelas. Pesanan baru diproses setelah resep diterima.',
		),
		heading(
			'How do loyalty points and referrals work?',
			'Bagaimana cara kerja poin loyalitas dan referal?',
		),
		paragraph(
			'Completed orders earn loyalty points, which you can convert into wallet balance in your account once you have collected the minimum. Share the referral code from your profile: when a friend signs up with it and completes a first order, you receive a reward in your wallet.',
			'Setiap pesanan yang selesai memberi Anda poin loyalitas, yang dapat ditukar menjadi saldo dompet di akun Anda setelah mencapai jumlah minimum. Bagikan kode referal dari profil Anda: ketika teman Anda mendaftar dengan kode tersebut dan menyelesaikan pesanan pertamanya, Anda menerima hadiah di dompet Anda.',
		),
		heading('Do you deliver to my address?', 'Apakah Kampung Mart mengantar ke alamat saya?'),
		paragraph(
			'We deliver in Central Singapore, East Coast & Tampines, Jurong & West, Woodlands & North and Marina Bay. Sentosa is temporarily unavailable. Set your location on the home page to see which stores reach you.',
			'Kami mengantar ke Central Singapore, East Coast & Tampines, Jurong & West, Woodlands & North, dan Marina Bay. Pengantaran ke Sentosa untuk sementara tidak tersedia. Tentukan lokasi Anda di halaman utama untuk melihat toko mana saja yang dapat menjangkau Anda.',
		),
		heading('How do I delete my account?', 'Bagaimana cara menghapus akun saya?'),
		paragraph(
			'Open your profile and choose Delete account. Your profile, addresses and wishlist are removed; we keep only the order records the law requires, as described in our Privacy Policy. Use up your wallet balance first, because it cannot be recovered after deletion.',
			'Buka profil Anda lalu pilih Hapus akun. Profil, alamat, dan daftar keinginan Anda akan dihapus; kami hanya menyimpan catatan pesanan yang diwajibkan oleh hukum, sebagaimana dijelaskan dalam Kebijakan Privasi kami. Gunakan saldo dompet Anda terlebih dahulu, karena saldo tidak dapat dipulihkan setelah akun dihapus.',
		),
	],
};
