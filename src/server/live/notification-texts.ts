/** The bell's texts, in the customer's language (`users.current_language_key`, en or id). */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { users } from '../db/schema';

type Lang = 'en' | 'id';

const STATUS: Record<Lang, Record<string, string>> = {
	en: {
		pending: 'Your order has been placed.',
		accepted: 'A delivery person accepted your order.',
		confirmed: 'Your order has been confirmed.',
		processing: 'The store is preparing your order.',
		handover: 'Your order is ready.',
		picked_up: 'Your order is on the way.',
		delivered: 'Your order has been delivered.',
		canceled: 'Your order has been canceled.',
		failed: 'The payment of your order failed.',
	},
	id: {
		pending: 'Pesanan Anda telah dibuat.',
		accepted: 'Kurir menerima pesanan Anda.',
		confirmed: 'Pesanan Anda telah dikonfirmasi.',
		processing: 'Toko sedang menyiapkan pesanan Anda.',
		handover: 'Pesanan Anda sudah siap.',
		picked_up: 'Pesanan Anda sedang dalam perjalanan.',
		delivered: 'Pesanan Anda telah diantar.',
		canceled: 'Pesanan Anda telah dibatalkan.',
		failed: 'Pembayaran pesanan Anda gagal.',
	},
};

const TITLE: Record<Lang, (id: number) => string> = {
	en: (id) => `Order #${id}`,
	id: (id) => `Pesanan #${id}`,
};

const MESSAGE: Record<Lang, { title: string; body: (from: string) => string }> = {
	en: { title: 'You have a new message', body: (from) => `${from} sent you a message.` },
	id: { title: 'Anda punya pesan baru', body: (from) => `${from} mengirimi Anda pesan.` },
};

export async function languageOf(tx: Database, userId: number): Promise<Lang> {
	const [row] = await tx
		.select({ lang: users.currentLanguageKey })
		.from(users)
		.where(eq(users.id, userId));
	return row?.lang === 'id' ? 'id' : 'en';
}

export async function orderStatusText(
	tx: Database,
	userId: number,
	orderId: number,
	status: string,
): Promise<{ title: string; body: string }> {
	const lang = await languageOf(tx, userId);
	return { title: TITLE[lang](orderId), body: STATUS[lang][status] ?? status };
}

export async function messageText(
	tx: Database,
	userId: number,
	from: string,
): Promise<{ title: string; body: string }> {
	const lang = await languageOf(tx, userId);
	return { title: MESSAGE[lang].title, body: MESSAGE[lang].body(from) };
}

const REFERRAL: Record<Lang, { title: string; body: (amount: string) => string }> = {
	en: {
		title: 'Referral reward',
		body: (amount) =>
			`A friend you invited received their first order: ${amount} was added to your wallet.`,
	},
	id: {
		title: 'Hadiah referal',
		body: (amount) =>
			`Teman yang Anda undang menerima pesanan pertamanya: ${amount} masuk ke dompet Anda.`,
	},
};

export async function referralText(
	tx: Database,
	userId: number,
	amount: string,
): Promise<{ title: string; body: string }> {
	const lang = await languageOf(tx, userId);
	return { title: REFERRAL[lang].title, body: REFERRAL[lang].body(amount) };
}
