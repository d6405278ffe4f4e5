/**
 * Who takes part in a conversation (contract §9 `user_infos`): the customer, a store (`vendor`),
 * a delivery person, or the admin (the marketplace's support).
 */
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import { deliveryMen, stores, users } from '../db/schema';
import { imageUrl } from '../http/urls';

export type PartnerType = 'vendor' | 'delivery_man' | 'admin';

export interface UserInfo {
	id: number;
	f_name: string;
	l_name: string;
	phone: string | null;
	email: string | null;
	image: string | null;
	image_full_url: string | null;
	user_id?: number;
	vendor_id?: number;
	deliveryman_id?: number;
	admin_id?: number;
}

export const ADMIN_INFO = (siteName: string): UserInfo => ({
	id: 0,
	f_name: siteName,
	l_name: '',
	phone: null,
	email: null,
	image: null,
	image_full_url: null,
	admin_id: 0,
});

export async function customerInfo(
	db: Database,
	userId: number,
	baseUrl: string,
): Promise<UserInfo> {
	const [u] = await db.select().from(users).where(eq(users.id, userId));
	return {
		id: userId,
		f_name: u?.fName ?? '',
		l_name: u?.lName ?? '',
		phone: u?.phone ?? null,
		email: u?.email ?? null,
		image: u?.image ?? null,
		image_full_url: imageUrl(baseUrl, 'profile', u?.image ?? null),
		user_id: userId,
	};
}

/** The partners of many conversations, read in two queries. */
export async function partnerInfos(
	db: Database,
	partners: readonly { type: string; id: number }[],
	baseUrl: string,
): Promise<Map<string, UserInfo>> {
	const storeIds = partners.filter((p) => p.type === 'vendor').map((p) => p.id);
	const manIds = partners.filter((p) => p.type === 'delivery_man').map((p) => p.id);
	const [storeRows, manRows] = await Promise.all([
		storeIds.length ? db.select().from(stores).where(inArray(stores.id, storeIds)) : [],
		manIds.length ? db.select().from(deliveryMen).where(inArray(deliveryMen.id, manIds)) : [],
	]);
	const infos = new Map<string, UserInfo>();
	for (const s of storeRows)
		infos.set(`vendor:${s.id}`, {
			id: s.id,
			f_name: s.name,
			l_name: '',
			phone: s.phone,
			email: s.email,
			image: s.logo,
			image_full_url: imageUrl(baseUrl, 'store', s.logo),
			vendor_id: s.id,
		});
	for (const m of manRows)
		infos.set(`delivery_man:${m.id}`, {
			id: m.id,
			f_name: m.fName,
			l_name: m.lName,
			phone: m.phone,
			email: null,
			image: m.image,
			image_full_url: imageUrl(baseUrl, 'delivery-man', m.image),
			deliveryman_id: m.id,
		});
	infos.set('admin:0', ADMIN_INFO('Kampung Mart'));
	return infos;
}

export const partnerName = (info: UserInfo | undefined) =>
	info ? `${info.f_name} ${info.l_name}`.trim() : '';
