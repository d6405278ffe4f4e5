/**
 * The rules of a parcel order before its price (spec §2 parcel flow, contract §8.1 step 3 parcel):
 * where the sender and the receiver may be, who may pay how. Pure; messages in the caller's
 * language.
 */
import type { Locale } from '~/config/locales';
import type { ChargePayer } from '~/contracts/parcel';

/** `most-tips` before any customer tipped: the middle preset of the tip choices. */
export const TIP_SUGGESTION_DEFAULT = 2;

/** Closer than this (km, straight line) the sender and the receiver are the same place. */
export const SAME_PLACE_KM = 0.02;

const MESSAGES = {
	senderOutside: {
		en: 'Service not available in this area',
		id: 'Layanan tidak tersedia di area ini',
	},
	senderUnserved: {
		en: 'Parcel delivery is not available from the sender’s area',
		id: 'Pengiriman paket tidak tersedia dari area pengirim',
	},
	receiverOutside: {
		en: 'The receiver’s address is outside our delivery zones',
		id: 'Alamat penerima berada di luar zona pengantaran kami',
	},
	receiverUnserved: {
		en: 'Parcels from the sender’s zone are not delivered to the receiver’s area',
		id: 'Paket dari zona pengirim tidak diantar ke area penerima',
	},
	samePlace: {
		en: 'The sender and the receiver must be at different places',
		id: 'Pengirim dan penerima harus berada di tempat yang berbeda',
	},
	categoryInvalid: {
		en: 'The selected parcel category is invalid.',
		id: 'Kategori paket yang dipilih tidak valid.',
	},
	notParcelModule: {
		en: 'Parcels are sent from the parcel module',
		id: 'Paket dikirim melalui modul paket',
	},
	paymentUnavailable: {
		en: 'This payment method is not available for parcels',
		id: 'Metode pembayaran ini tidak tersedia untuk paket',
	},
	receiverPaysCash: {
		en: 'When the receiver pays, the parcel is paid in cash on delivery',
		id: 'Jika penerima yang membayar, paket dibayar tunai saat diantar',
	},
} as const satisfies Record<string, Record<Locale, string>>;

export type ParcelMessage = keyof typeof MESSAGES;

export const parcelMessage = (key: ParcelMessage, locale: Locale): string => MESSAGES[key][locale];

/** Zones containing a point, with what the parcel rules need of each. */
export interface ZoneAtPoint {
	id: number;
	active: boolean;
	/** The parcel module runs in this zone. */
	parcel: boolean;
}

export type ZoneDecision =
	| { ok: true; senderZoneId: number; receiverZoneId: number }
	| { ok: false; code: 'coordinates' | 'receiver_details'; reason: ParcelMessage };

/**
 * spec §2 step 2: the sender must be in an active zone the parcel module runs in (the smallest
 * such zone is the order's); that zone serves receivers in every active zone of the parcel module,
 * and no other point. Zones are given smallest first.
 */
export function decideZones(sender: ZoneAtPoint[], receiver: ZoneAtPoint[]): ZoneDecision {
	const served = (z: ZoneAtPoint) => z.active && z.parcel;
	const from = sender.find(served);
	if (!from)
		return {
			ok: false,
			code: 'coordinates',
			reason: sender.length === 0 ? 'senderOutside' : 'senderUnserved',
		};
	const to = receiver.find(served);
	if (!to)
		return {
			ok: false,
			code: 'receiver_details',
			reason: receiver.length === 0 ? 'receiverOutside' : 'receiverUnserved',
		};
	return { ok: true, senderZoneId: from.id, receiverZoneId: to.id };
}

/** Payment rules of a parcel: cash or digital; a receiver who pays pays cash. */
export function parcelPaymentRejection(
	method: string | undefined,
	payer: ChargePayer,
): ParcelMessage | null {
	if (method === undefined) return null;
	if (method !== 'cash_on_delivery' && method !== 'digital_payment') return 'paymentUnavailable';
	if (payer === 'receiver' && method !== 'cash_on_delivery') return 'receiverPaysCash';
	return null;
}
