/** Messages of chat and reviews (ADR 023), in the caller's language (contract §0.2). */
import type { Locale } from '~/config/locales';

const MESSAGES = {
	tooManyImages: {
		en: 'Maximum 3 images can be send at a time.',
		id: 'Maksimal 3 gambar dapat dikirim sekaligus.',
	},
	notAnImage: {
		en: 'Images must be JPEG, PNG or WebP pictures.',
		id: 'Gambar harus berupa JPEG, PNG, atau WebP.',
	},
	imageTooLarge: {
		en: 'Each image must be 5 MB or smaller.',
		id: 'Setiap gambar paling besar 5 MB.',
	},
	orderNotFound: { en: 'Order not found', id: 'Pesanan tidak ditemukan' },
	notDelivered: {
		en: 'You can review an order once it is delivered.',
		id: 'Anda dapat mengulas pesanan setelah diantar.',
	},
	itemNotInOrder: {
		en: 'This item is not part of the order.',
		id: 'Produk ini tidak ada dalam pesanan.',
	},
	noDeliveryMan: {
		en: 'This delivery person did not deliver the order.',
		id: 'Kurir ini tidak mengantar pesanan tersebut.',
	},
	alreadyReviewed: {
		en: 'You already submitted a review for this.',
		id: 'Anda sudah mengirim ulasan untuk ini.',
	},
	reviewSubmitted: {
		en: 'Review submitted successfully',
		id: 'Ulasan berhasil dikirim',
	},
	messageRequired: {
		en: 'Write a message or add an image.',
		id: 'Tulis pesan atau tambahkan gambar.',
	},
	conversationNotFound: { en: 'Conversation not found', id: 'Percakapan tidak ditemukan' },
	partnerNotFound: { en: 'Receiver not found', id: 'Penerima tidak ditemukan' },
	sent: { en: 'successfully sent!', id: 'berhasil dikirim!' },
} as const;

export type LiveMessage = keyof typeof MESSAGES;

export const liveMessage = (key: LiveMessage, locale: Locale): string => MESSAGES[key][locale];
