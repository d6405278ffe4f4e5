import type { Locale } from '~/config/locales';
import type { MoneyFormat } from '~/lib/money';
import { catalogCache } from '../cache/catalog-cache';
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

/** Config changes rarely and every page needs it: cached until it changes (ADR 027). */
export function getSiteInfo(
	db: Database,
	input: { locale: Locale; baseUrl: string },
): Promise<SiteInfo> {
	const key = `site-info|${input.locale}|${input.baseUrl}`;
	return catalogCache(db).read(key, Number.POSITIVE_INFINITY, () => readSiteInfo(db, input));
}

function readSiteInfo(db: Database, input: { locale: Locale; baseUrl: string }): Promise<SiteInfo> {
	return Promise.all([getConfig(db, input), enabledPages(db)]).then(([c, pages]) => ({
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
}
