import type { Locale } from '~/config/locales';
import type { MoneyFormat } from '~/lib/money';
import type { Database } from '../db/database';
import { enabledPages, type PageSlug } from '../pages/pages.service';
import { getConfig } from './config.service';

/** What every page's chrome shows: the business, its contact and which policy pages exist. */
export interface SiteInfo {
	businessName: string;
	logoUrl: string | null;
	phone: string;
	email: string;
	address: string;
	footerText: string;
	policies: { refund: boolean; cancellation: boolean; shipping: boolean };
	/** Business pages that exist now (policies switched off by config are left out). */
	pages: PageSlug[];
	money: MoneyFormat;
	country: string;
	/** Profile entries shown only when their configuration status is on (spec §6). */
	features: { wallet: boolean; loyalty: boolean; referral: boolean; guestCheckout: boolean };
	defaultLocation: { lat: number; lng: number };
}

const TTL_MS = 30_000;
const cache = new Map<string, { at: number; value: Promise<SiteInfo> }>();

/** Config changes rarely and every page needs it: cached per process for a short while. */
export function getSiteInfo(
	db: Database,
	input: { locale: Locale; baseUrl: string },
): Promise<SiteInfo> {
	const key = `${input.locale}|${input.baseUrl}`;
	const hit = cache.get(key);
	if (hit && Date.now() - hit.at < TTL_MS) return hit.value;
	const value = Promise.all([getConfig(db, input), enabledPages(db)]).then(([c, pages]) => ({
		businessName: c.business_name,
		logoUrl: c.logo_full_url,
		phone: c.phone,
		email: c.email,
		address: c.address,
		footerText: c.footer_text,
		policies: {
			refund: c.refund_policy !== 0,
			cancellation: c.cancelation_policy !== 0,
			shipping: c.shipping_policy !== 0,
		},
		defaultLocation: { lat: Number(c.default_location.lat), lng: Number(c.default_location.lng) },
		pages,
		money: {
			symbol: c.currency_symbol,
			position: c.currency_symbol_direction,
			decimals: c.digit_after_decimal_point,
		},
		country: c.country,
		features: {
			wallet: c.customer_wallet_status === 1,
			loyalty: c.loyalty_point_status === 1,
			referral: c.ref_earning_status === 1,
			guestCheckout: c.guest_checkout_status === 1,
		},
	}));
	value.catch(() => cache.delete(key));
	if (cache.size > 32) cache.clear(); // bounded: one entry per locale and origin in practice
	cache.set(key, { at: Date.now(), value });
	return value;
}
