// spec §2 profile pages, contract §6 and §9: what the account islands read and send.
import { queryOptions } from '@tanstack/react-query';
import { api, pageLocale } from '~/api-client/client';
import type {
	LoyaltyTransactionPage,
	NotificationPreferencesBody,
	WalletBonus,
	WalletTransactionPage,
} from '~/contracts/account';
import type { CustomerInfo } from '~/contracts/auth';
import type { Coupon } from '~/contracts/coupon';
import type { SavedAddress } from '~/features/checkout/checkout.api';
import { $token } from '~/state/session.state';

export const PAGE_SIZE = 10;

/** Keys of the signed-in customer's data: the token's owner, so another sign-in never reuses them. */
const key = (resource: string, params: Record<string, unknown> = {}) =>
	[
		'account',
		resource,
		{ token: $token.get().slice(-8), locale: pageLocale(), ...params },
	] as const;

export const customerInfoQuery = () =>
	queryOptions({
		queryKey: key('info'),
		queryFn: async () => (await api.url('/customer/info').get().json()) as CustomerInfo,
	});

export const walletPageQuery = (page: number) =>
	queryOptions({
		queryKey: key('wallet', { page }),
		queryFn: async () =>
			(await api
				.url('/customer/wallet/transactions')
				.query({ limit: PAGE_SIZE, offset: page })
				.get()
				.json()) as WalletTransactionPage,
	});

export const bonusesQuery = () =>
	queryOptions({
		queryKey: key('bonuses'),
		queryFn: async () => (await api.url('/customer/wallet/bonuses').get().json()) as WalletBonus[],
	});

export const pointsPageQuery = (page: number) =>
	queryOptions({
		queryKey: key('points', { page }),
		queryFn: async () =>
			(await api
				.url('/customer/loyalty-point/transactions')
				.query({ limit: PAGE_SIZE, offset: page })
				.get()
				.json()) as LoyaltyTransactionPage,
	});

export type AccountCoupon = Coupon & { module_name?: string };

export const couponsQuery = () =>
	queryOptions({
		queryKey: key('coupons'),
		queryFn: async () => (await api.url('/customer/coupons').get().json()) as AccountCoupon[],
	});

export const addressesQuery = () =>
	queryOptions({
		queryKey: key('addresses'),
		queryFn: async () => {
			const body = (await api
				.url('/customer/address/list')
				.query({ limit: 50, offset: 1 })
				.get()
				.json()) as { addresses?: SavedAddress[] };
			return body.addresses ?? [];
		},
	});

export const notificationsQuery = () =>
	queryOptions({
		queryKey: key('notifications'),
		queryFn: async () =>
			(await api
				.url('/customer/notification-settings')
				.get()
				.json()) as NotificationPreferencesBody,
	});

/** A random Idempotency-Key for one user action (kept while it is retried). */
export const newIdempotencyKey = () => crypto.randomUUID();

export async function addFund(amount: number, idempotencyKey: string): Promise<string> {
	const callback = `${location.origin}${location.pathname}`;
	const body = (await api
		.url('/customer/wallet/add-fund')
		.headers({ 'Idempotency-Key': idempotencyKey })
		.post({ amount, payment_method: 'demo_pay', payment_platform: 'web', callback })
		.json()) as { redirect_link: string };
	return body.redirect_link;
}

export async function transferPoints(point: number, idempotencyKey: string): Promise<string> {
	const body = (await api
		.url('/customer/loyalty-point/point-transfer')
		.headers({ 'Idempotency-Key': idempotencyKey })
		.post({ point })
		.json()) as { message: string };
	return body.message;
}

export async function updateProfile(form: FormData): Promise<string> {
	const body = (await api.url('/customer/update-profile').body(form).post().json()) as {
		message: string;
	};
	return body.message;
}

/** DELETE customer/remove-account; the API answers 203 with `errors` while an order runs. */
export async function removeAccount(): Promise<{ ok: true } | { ok: false; message: string }> {
	const body = (await api.url('/customer/remove-account').delete().json()) as
		| unknown[]
		| { errors?: { message: string }[] };
	if (!Array.isArray(body) && body.errors?.[0])
		return { ok: false, message: body.errors[0].message };
	return { ok: true };
}

export async function saveNotifications(
	change: Partial<NotificationPreferencesBody>,
): Promise<NotificationPreferencesBody> {
	return (await api
		.url('/customer/notification-settings')
		.put(change)
		.json()) as NotificationPreferencesBody;
}

export async function deleteAddress(id: number): Promise<void> {
	await api.url('/customer/address/delete').query({ address_id: id }).delete().res();
}
