import { heading, L, list, paragraph } from './blocks';
import type { PageSeed } from './types';

export const CANCELLATION_POLICY: PageSeed = {
	slug: 'cancellation-policy',
	title: L('Cancellation Policy', 'Kebijakan Pembatalan'),
	summary: L(
		'Cancel an order yourself while it is pending. What changes once the store confirms, and what to do if a digital payment fails.',
		'Batalkan pesanan sendiri selama masih menunggu konfirmasi. Apa yang berubah setelah toko mengonfirmasi, dan jika pembayaran digital gagal.',
	),
	updated: '2026-11-09',
	blocks: [
		paragraph(
			'Plans change. This page explains when and how you can cancel an order, what happens to your money, and when a store or Kampung Mart may cancel an order instead.',
			'Rencana bisa berubah. Halaman ini menjelaskan kapan dan bagaimana Anda dapat membatalkan pesanan, apa yang terjadi dengan uang Anda, dan kapan toko atau Kampung Mart dapat membatalkan pesanan.',
		),
		heading('Cancelling your order', 'Membatalkan pesanan Anda'),
		paragraph(
			'You can cancel an order yourself while its status is Pending, which means the store has not confirmed it yet. Open the order, tap Cancel order and choose a reason. Guests can do the same from the tracking page after entering their order ID and phone number.',
			'Anda dapat membatalkan pesanan sendiri selama statusnya masih Menunggu, artinya toko belum mengonfirmasinya. Buka pesanan, ketuk Batalkan pesanan, lalu pilih alasannya. Tamu dapat melakukan hal yang sama dari halaman pelacakan setelah memasukkan ID pesanan dan nomor telepon.',
		),
		paragraph(
			'Once the store confirms your order, it starts preparing it and the Cancel order button disappears. From then on the order cannot be cancelled in the app. If something urgent has come up, call us on +65 6123 4567 and we will ask the store whether it can still stop. We cannot promise this, especially for cooked food and for medicines that have already been dispensed.',
			'Setelah toko mengonfirmasi pesanan Anda, toko mulai menyiapkannya dan tombol Batalkan pesanan tidak lagi muncul. Sejak saat itu, pesanan tidak dapat dibatalkan melalui aplikasi. Jika ada keperluan mendesak, hubungi kami di +65 6123 4567 dan kami akan menanyakan kepada toko apakah pesanan masih dapat dihentikan. Kami tidak dapat menjanjikannya, terutama untuk makanan yang sudah dimasak dan obat yang sudah disiapkan oleh apoteker.',
		),
		heading('Scheduled orders', 'Pesanan terjadwal'),
		paragraph(
			'Scheduled orders follow the same rule: you can cancel them freely while they are still pending. For an order scheduled hours or days ahead, that usually leaves plenty of time, but the store may confirm early, so cancel as soon as you know your plans have changed.',
			'Pesanan terjadwal mengikuti aturan yang sama: Anda dapat membatalkannya dengan bebas selama statusnya masih menunggu konfirmasi. Untuk pesanan yang dijadwalkan beberapa jam atau hari sebelumnya, biasanya masih ada banyak waktu, tetapi toko dapat mengonfirmasi lebih awal, jadi segera batalkan begitu Anda tahu rencana Anda berubah.',
		),
		heading('If a digital payment fails', 'Jika pembayaran digital gagal'),
		paragraph(
			'If your digital payment does not go through, the order is kept but not sent to the store. On the order page you can choose what happens next:',
			'Jika pembayaran digital Anda tidak berhasil, pesanan tetap tersimpan tetapi tidak diteruskan ke toko. Di halaman pesanan, Anda dapat memilih langkah selanjutnya:',
		),
		list(
			[
				'Switch to cash on delivery, if it is available in your zone and the order is within the cash-on-delivery limit.',
				'Beralih ke bayar di tempat (COD), jika tersedia di zona Anda dan nilai pesanan masih di bawah batas COD.',
			],
			[
				'Cancel the order. Nothing has been charged, so there is nothing to refund.',
				'Batalkan pesanan. Belum ada dana yang ditagih, jadi tidak ada yang perlu dikembalikan.',
			],
		),
		paragraph(
			'If money has left your account but the payment still shows as failed, do not pay a second time. Contact support with your order ID; the amount is either matched to your order or released by your bank, usually within 5 working days.',
			'Jika dana sudah terpotong dari rekening Anda tetapi pembayaran masih tercatat gagal, jangan membayar untuk kedua kalinya. Hubungi tim dukungan dengan menyebutkan ID pesanan Anda; dana tersebut akan dicocokkan dengan pesanan Anda atau dikembalikan oleh bank, biasanya dalam 5 hari kerja.',
		),
		heading('Refunds for cancelled orders', 'Pengembalian dana untuk pesanan yang dibatalkan'),
		list(
			[
				'Paid from your wallet: the full amount returns to your wallet immediately.',
				'Dibayar dengan dompet: seluruh jumlah langsung kembali ke dompet Anda.',
			],
			[
				'Paid by digital payment: refunded to your wallet by default, or to the original payment method on request, which takes 5 to 10 working days.',
				'Dibayar dengan pembayaran digital: dikembalikan ke dompet Anda secara default, atau ke metode pembayaran semula atas permintaan Anda, yang memerlukan 5 hingga 10 hari kerja.',
			],
			[
				'Cash on delivery: nothing was paid, so there is nothing to refund.',
				'Bayar di tempat (COD): belum ada pembayaran, jadi tidak ada yang perlu dikembalikan.',
			],
			[
				'A coupon used on the cancelled order can be used again if it is still valid.',
				'Kupon yang digunakan pada pesanan yang dibatalkan dapat dipakai kembali jika masih berlaku.',
			],
		),
		heading('When a store or Kampung Mart cancels', 'Jika toko atau Kampung Mart membatalkan'),
		paragraph(
			'A store may decline an order it cannot fulfil, for example when an item has sold out or the kitchen is about to close. We may cancel an order when the address cannot be reached, when a prescription cannot be accepted, or when we suspect fraud. In every such case you receive a full refund, including the delivery fee, and we tell you by notification or phone.',
			'Toko dapat menolak pesanan yang tidak dapat dipenuhinya, misalnya jika suatu barang sudah habis atau dapur akan segera tutup. Kami dapat membatalkan pesanan jika alamat tidak dapat dijangkau, jika resep tidak dapat diterima, atau jika kami menduga adanya penipuan. Dalam setiap kasus tersebut, Anda menerima pengembalian dana penuh, termasuk ongkos kirim, dan kami akan memberi tahu Anda melalui notifikasi atau telepon.',
		),
		heading('Refused deliveries', 'Pesanan yang ditolak saat diantar'),
		paragraph(
			'A cash-on-delivery order refused at the door costs the store and the rider real money. We may turn off cash on delivery for accounts and phone numbers that refuse orders repeatedly.',
			'Pesanan COD yang ditolak saat diantar menimbulkan kerugian nyata bagi toko dan kurir. Kami dapat menonaktifkan COD untuk akun dan nomor telepon yang berulang kali menolak pesanan.',
		),
	],
};
