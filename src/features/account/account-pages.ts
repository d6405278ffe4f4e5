import type { Locale } from '~/config/locales';
import { m } from '~/i18n/messages';

/** spec §2 profile pages, as the profile menu lists them; wallet, points and referral by their switches (spec §6). */
export function accountPages(
	features: { wallet: boolean; loyalty: boolean; referral: boolean },
	locale: Locale,
): { path: string; label: string }[] {
	return [
		{ path: '/profile?page=profile-settings', label: m['profile.settings']({}, { locale }) },
		{ path: '/profile?page=addresses', label: m['account.addresses']({}, { locale }) },
		{ path: '/my-orders', label: m['profile.myOrders']({}, { locale }) },
		{ path: '/profile?page=inbox', label: m['profile.inbox']({}, { locale }) },
		...(features.wallet ? [{ path: '/wallet', label: m['profile.wallet']({}, { locale }) }] : []),
		{ path: '/coupons', label: m['profile.coupons']({}, { locale }) },
		...(features.loyalty
			? [{ path: '/loyalty-points', label: m['profile.loyaltyPoints']({}, { locale }) }]
			: []),
		...(features.referral
			? [{ path: '/referral-code', label: m['profile.referralCode']({}, { locale }) }]
			: []),
		{ path: '/settings', label: m['profile.settingsPage']({}, { locale }) },
	];
}
