import { heading, L, list, paragraph } from './blocks';
import type { PageSeed } from './types';

export const REFUND_POLICY: PageSeed = {
	slug: 'refund-policy',
	title: L('Refund Policy', 'Kebijakan Pengembalian Dana'),
	summary: L(
		'When you can get a refund for wrong, damaged or missing items, how to ask within 7 days, and how the money reaches your wallet.',
		'Kapan Anda berhak atas pengembalian dana untuk barang yang salah, rusak, atau kurang, cara mengajukannya dalam 7 hari, dan ke mana dananya.',
	),
	updated: '2026-11-09',
	blocks: [
		paragraph(
			'If something is wrong with your order, we want to put it right quickly. This policy explains when you can get a refund, how to ask for one and where the money goes. It covers orders from every store on Kampung Mart and parcels sent with our couriers.',
			'Jika ada masalah dengan pesanan Anda, kami ingin segera memperbaikinya. Kebijakan ini menjelaskan kapan Anda berhak atas pengembalian dana, cara mengajukannya, dan ke mana dana dikembalikan. Kebijakan ini berlaku untuk pesanan dari semua toko di Kampung Mart dan paket yang dikirim dengan kurir kami.',
		),
		heading('When you can get a refund', 'Kapan Anda berhak atas pengembalian dana'),
		list(
			['An item is missing from your order.', 'Ada barang yang kurang dari pesanan Anda.'],
			[
				'You received the wrong item, size, variant or quantity.',
				'Anda menerima barang, ukuran, varian, atau jumlah yang salah.',
			],
			[
				'An item arrived damaged, leaking, broken or spoiled.',
				'Barang tiba dalam keadaan rusak, bocor, pecah, atau basi.',
			],
			[
				'An item was already past its expiry date when it arrived.',
				'Barang sudah melewati tanggal kedaluwarsa saat diterima.',
			],
			[
				'A paid order was cancelled: by you while it was still pending, by the store, or by us.',
				'Pesanan yang sudah dibayar dibatalkan: oleh Anda saat masih menunggu konfirmasi, oleh toko, atau oleh kami.',
			],
		),
		heading('Time limits', 'Batas waktu'),
		paragraph(
			'Request a refund within 7 days of delivery and include photos of the item and its packaging. Perishable food is different: cooked meals, fresh produce, chilled and frozen items are refunded only for quality problems, such as food that is spoiled, undercooked or contaminated, and the problem must be reported on the same day the order is delivered. We cannot refund food because you changed your mind or did not enjoy the taste.',
			'Ajukan pengembalian dana dalam 7 hari setelah pesanan diterima, disertai foto barang dan kemasannya. Makanan yang mudah rusak diperlakukan berbeda: makanan matang, produk segar, serta barang dingin dan beku hanya dapat dikembalikan dananya karena masalah kualitas, misalnya makanan basi, kurang matang, atau terkontaminasi, dan masalah tersebut harus dilaporkan pada hari yang sama dengan hari pesanan diterima. Kami tidak dapat mengembalikan dana untuk makanan karena Anda berubah pikiran atau kurang menyukai rasanya.',
		),
		heading('How to request a refund', 'Cara mengajukan pengembalian dana'),
		list(
			[
				'Open the order under Orders. If you checked out as a guest, find it on the tracking page with your order ID and phone number.',
				'Buka pesanan di menu Pesanan. Jika Anda checkout sebagai tamu, cari pesanan di halaman pelacakan dengan ID pesanan dan nomor telepon Anda.',
			],
			[
				'Tap Request refund, choose the reason and describe what happened.',
				'Ketuk Ajukan pengembalian dana, pilih alasannya, dan jelaskan apa yang terjadi.',
			],
			[
				'Attach clear photos of the item, the packaging and the label or receipt if there is one.',
				'Lampirkan foto yang jelas dari barang, kemasan, serta label atau struk jika ada.',
			],
			[
				'Submit the request and follow its status on the order page.',
				'Kirim permintaan dan pantau statusnya di halaman pesanan.',
			],
		),
		paragraph(
			'The store and our support team review every request, usually within 2 working days. We may ask for more photos, or for bulky items, ask you to keep the item so a rider can collect it.',
			'Toko dan tim dukungan kami meninjau setiap permintaan, biasanya dalam 2 hari kerja. Kami mungkin meminta foto tambahan, atau untuk barang berukuran besar, meminta Anda menyimpan barang tersebut agar dapat diambil oleh kurir.',
		),
		heading('Where your refund goes', 'Ke mana dana dikembalikan'),
		paragraph(
			'Refunds for delivered orders that were paid in advance go to your Kampung Mart wallet by default. The balance appears as soon as the request is approved and you can spend it on your next order straight away. If you would rather have the money back on your original payment method, say so in the request; those refunds take 5 to 10 working days to show, depending on your bank.',
			'Pengembalian dana untuk pesanan terkirim yang sudah dibayar di muka masuk ke dompet Kampung Mart Anda secara default. Saldo muncul segera setelah permintaan disetujui dan dapat langsung Anda gunakan untuk pesanan berikutnya. Jika Anda lebih memilih dana dikembalikan ke metode pembayaran semula, sampaikan hal itu dalam permintaan Anda; pengembalian seperti ini memerlukan 5 hingga 10 hari kerja, tergantung bank Anda.',
		),
		paragraph(
			'Guests do not have a wallet, so for guest orders our support team calls you on the phone number used at checkout to arrange the refund.',
			'Tamu tidak memiliki dompet, sehingga untuk pesanan tamu, tim dukungan kami akan menelepon nomor yang digunakan saat checkout untuk mengatur pengembalian dana.',
		),
		heading('Partial refunds', 'Pengembalian dana sebagian'),
		paragraph(
			'If only part of an order is affected, we refund the affected items, less a fair share of any discount you received on them. The delivery fee is refunded only when the whole order is refunded. A coupon used on a fully refunded order is returned to you if it is still valid.',
			'Jika hanya sebagian pesanan yang bermasalah, kami mengembalikan dana untuk barang yang bermasalah, dikurangi bagian diskon yang Anda terima untuk barang tersebut. Ongkos kirim hanya dikembalikan jika seluruh pesanan dikembalikan dananya. Kupon yang digunakan pada pesanan yang dikembalikan seluruhnya akan dikembalikan kepada Anda jika masih berlaku.',
		),
		heading('What we cannot refund', 'Yang tidak dapat dikembalikan dananya'),
		list(
			[
				'A change of mind after the store has confirmed and started preparing your order.',
				'Perubahan keputusan setelah toko mengonfirmasi dan mulai menyiapkan pesanan Anda.',
			],
			[
				'Medicines and health products once delivered, unless they are wrong, damaged or expired.',
				'Obat dan produk kesehatan yang sudah diterima, kecuali jika salah, rusak, atau kedaluwarsa.',
			],
			[
				'Damage that happened after delivery, or problems reported after the time limits above.',
				'Kerusakan yang terjadi setelah barang diterima, atau masalah yang dilaporkan setelah batas waktu di atas.',
			],
		),
		heading('Questions', 'Pertanyaan'),
		paragraph(
			'Our support team is available daily from 8 am to 10 pm on +65 6123 4567 or at hello@kampungmart.example. If you disagree with a decision, reply to our message and a senior member of the team will review your case.',
			'Tim dukungan kami siap membantu setiap hari pukul 08.00 hingga 22.00 di +65 6123 4567 atau melalui hello@kampungmart.example. Jika Anda tidak setuju dengan suatu keputusan, balas pesan kami dan anggota tim senior akan meninjau kasus Anda.',
		),
	],
};
