/** Messages (the API answers in the caller's language, contract §0.2 X-localization). */
import type { Locale } from '~/config/locales';
import type { CouponRejection } from '../coupons/coupon-rules';
import type { PaymentRejection } from '../payment/payment-rules';

export type PricingRejection = CouponRejection | PaymentRejection | 'minimum_order';

const MESSAGES: Record<PricingRejection, Record<Locale, string>> = {
	not_found: { en: 'Not found', id: 'Tidak ditemukan' },
	expired: { en: 'Coupon expired', id: 'Kupon sudah kedaluwarsa' },
	not_started: { en: 'This coupon is not valid yet', id: 'Kupon ini belum berlaku' },
	not_eligible: {
		en: 'You are not eligible for this coupon',
		id: 'Anda tidak memenuhi syarat untuk kupon ini',
	},
	wrong_zone: {
		en: 'This coupon is not valid in the store\u2019s zone',
		id: 'Kupon ini tidak berlaku di zona toko ini',
	},
	limit_reached: { en: 'Coupon usage limit is over', id: 'Batas pemakaian kupon sudah habis' },
	// spec §8 (the spec shows the start; the amount follows)
	min_purchase: {
		en: 'To apply this coupon, total item amount should be minimum {amount}',
		id: 'Untuk memakai kupon ini, total harga barang minimal {amount}',
	},
	// spec §8
	cod_limit: {
		en: 'The total amount of the order, exceeds maximum amount of the cash on delivery method',
		id: 'Total pesanan melebihi jumlah maksimum untuk metode bayar di tempat',
	},
	cod_unavailable: {
		en: 'Cash on delivery is not available in this zone',
		id: 'Bayar di tempat tidak tersedia di zona ini',
	},
	digital_unavailable: {
		en: 'Digital payment is not available in this zone',
		id: 'Pembayaran digital tidak tersedia di zona ini',
	},
	offline_unavailable: {
		en: 'Offline payment is not available',
		id: 'Pembayaran offline tidak tersedia',
	},
	wallet_unavailable: {
		en: 'Wallet payment is not available',
		id: 'Pembayaran dengan dompet tidak tersedia',
	},
	insufficient_balance: { en: 'Insufficient balance', id: 'Saldo tidak mencukupi' },
	partial_unavailable: {
		en: 'Partial payment is not available',
		id: 'Pembayaran sebagian tidak tersedia',
	},
	partial_not_needed: {
		en: 'Your wallet balance covers this order; pay with the wallet instead',
		id: 'Saldo dompet Anda cukup untuk pesanan ini; bayar dengan dompet saja',
	},
	minimum_order: {
		en: 'You need to order at least {amount}',
		id: 'Anda perlu memesan minimal {amount}',
	},
};

/** The message of a rejection in the caller's language; `{amount}` is the formatted money. */
export function pricingMessage(
	reason: PricingRejection,
	locale: Locale,
	params: { amount?: string } = {},
): string {
	return MESSAGES[reason][locale].replace('{amount}', params.amount ?? '').trim();
}
