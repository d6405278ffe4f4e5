/**
 * Messages of order placement (contract §8.1), in the caller's language (contract §0.2
 * X-localization). English follows the spec where it gives a text (spec §5 'Out of Stock', 'Out
 * of Limits', 'prescription is required'), else the 6amMart backend's wording.
 */
import type { Locale } from '~/config/locales';

const MESSAGES = {
	placed: { en: 'Order placed successfully', id: 'Pesanan berhasil dibuat' },
	guestCheckoutOff: { en: 'Guest order is not active', id: 'Pesanan sebagai tamu tidak aktif' },
	homeDeliveryOff: {
		en: 'Home delivery is not active',
		id: 'Pengantaran ke rumah tidak aktif',
	},
	takeAwayOff: { en: 'Take away is not active', id: 'Ambil sendiri tidak aktif' },
	storeNoDelivery: {
		en: 'This store does not deliver',
		id: 'Toko ini tidak melayani pengantaran',
	},
	storeNoTakeAway: {
		en: 'This store does not offer take away',
		id: 'Toko ini tidak melayani ambil sendiri',
	},
	partialPaymentOff: {
		en: 'Partial payment is not available',
		id: 'Pembayaran sebagian tidak tersedia',
	},
	firstOrderUsed: {
		en: 'The first order discount has already been used. Please review your order again.',
		id: 'Diskon pesanan pertama sudah dipakai. Silakan periksa pesanan Anda lagi.',
	},
	storeNotFound: { en: 'Store not found', id: 'Toko tidak ditemukan' },
	outOfCoverage: { en: 'Out of coverage', id: 'Di luar jangkauan layanan' },
	invalidAddress: {
		en: 'The selected address is invalid.',
		id: 'Alamat yang dipilih tidak valid.',
	},
	schedulePast: {
		en: 'You can not schedule a order in past',
		id: 'Pesanan tidak dapat dijadwalkan ke waktu yang sudah lewat',
	},
	scheduleUnavailable: {
		en: 'Schedule order not available',
		id: 'Pesanan terjadwal tidak tersedia',
	},
	scheduleTooFar: {
		en: 'An order can be scheduled for today or tomorrow only',
		id: 'Pesanan hanya dapat dijadwalkan untuk hari ini atau besok',
	},
	storeClosed: {
		en: 'Store is closed at order time',
		id: 'Toko tutup pada waktu pesanan',
	},
	productUnavailable: { en: 'Product unavailable', id: 'Produk tidak tersedia' },
	differentStores: {
		en: 'Please select items from the same store',
		id: 'Silakan pilih barang dari toko yang sama',
	},
	prescription: { en: 'prescription is required', id: 'resep diperlukan' },
	prescriptionImageRequired: {
		en: 'Please upload your prescription image',
		id: 'Silakan unggah gambar resep Anda',
	},
	prescriptionOrderOff: {
		en: 'This store does not take prescription orders',
		id: 'Toko ini tidak menerima pesanan dengan resep',
	},
	tooManyImages: {
		en: 'Maximum 3 images can be send at a time.',
		id: 'Maksimal 3 gambar dapat dikirim sekaligus.',
	},
	notAnImage: {
		en: 'The order attachment must be a JPEG, PNG or WebP image.',
		id: 'Lampiran pesanan harus berupa gambar JPEG, PNG, atau WebP.',
	},
	imageTooLarge: {
		en: 'The order attachment must not be greater than 5 MB.',
		id: 'Lampiran pesanan tidak boleh lebih dari 5 MB.',
	},
	outOfLimits: { en: 'Out of Limits', id: 'Melebihi batas' },
	outOfStock: { en: 'Out of Stock', id: 'Stok habis' },
	notAvailableNow: {
		en: '{name} is not available at the order time',
		id: '{name} tidak tersedia pada waktu pesanan',
	},
	emptyOrder: {
		en: 'You can not place empty orders',
		id: 'Pesanan kosong tidak dapat dibuat',
	},
	cartChanged: {
		en: 'Your cart changed while the order was being placed. Please check it and try again.',
		id: 'Keranjang Anda berubah saat pesanan dibuat. Periksa kembali lalu coba lagi.',
	},
	idempotencyMismatch: {
		en: 'This Idempotency-Key was already used for a different order request.',
		id: 'Idempotency-Key ini sudah dipakai untuk permintaan pesanan yang lain.',
	},
	invalidGateway: {
		en: 'The selected payment gateway is invalid.',
		id: 'Gerbang pembayaran yang dipilih tidak valid.',
	},
} as const satisfies Record<string, Record<Locale, string>>;

export type PlaceMessage = keyof typeof MESSAGES;

/** The message in the caller's language; `{name}` is filled from `params`. */
export function placeMessage(
	key: PlaceMessage,
	locale: Locale,
	params: { name?: string } = {},
): string {
	return MESSAGES[key][locale].replace('{name}', params.name ?? '');
}
