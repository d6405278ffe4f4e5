import type { Locale } from '~/config/locales';
import { localizedPath } from '~/lib/preferences';

// spec §2 /home query and banner types: where each home card leads, in the page's language.

export interface BannerTarget {
	type: string;
	link: string | null;
	store: { id: number; slug: string | null } | null;
	item: { id: number; slug: string | null } | null;
}

/** A path of this site in a language; other sites' addresses stay as they are. */
export function sitePath(href: string, locale: Locale): string {
	if (!href.startsWith('/') || href.startsWith('//')) return href;
	return localizedPath(href, locale);
}

/** default → its link; store_wise → /store/{slug}; item_wise → /product/{slug}; else null. */
export function bannerHref(banner: BannerTarget, locale: Locale): string | null {
	if (banner.type === 'store_wise' && banner.store)
		return sitePath(`/store/${banner.store.slug || banner.store.id}`, locale);
	if (banner.type === 'item_wise' && banner.item)
		return sitePath(`/product/${banner.item.slug || banner.item.id}`, locale);
	if (banner.type === 'default' && banner.link) return sitePath(banner.link, locale);
	return null;
}

function withQuery(path: string, query: Record<string, string | number>, locale: Locale): string {
	const params = new URLSearchParams(
		Object.entries(query).map(([k, v]) => [k, String(v)] as [string, string]),
	);
	return sitePath(`${path}?${params}`, locale);
}

/** Special offers 'View all': search=special-offer, module_id, data_type=discounted. */
export function specialOffersHref(moduleId: number, locale: Locale): string {
	return withQuery(
		'/home',
		{ search: 'special-offer', module_id: moduleId, data_type: 'discounted' },
		locale,
	);
}

/** Category card: search=category, id, module_id, name, data_type=category. */
export function categoryHref(
	category: { id: number; name: string },
	moduleId: number,
	locale: Locale,
): string {
	return withQuery(
		'/home',
		{
			search: 'category',
			id: category.id,
			module_id: moduleId,
			name: category.name,
			data_type: 'category',
		},
		locale,
	);
}

/** Brand card: brand_id, data_type=brand. */
export function brandHref(brandId: number, moduleId: number, locale: Locale): string {
	return withQuery('/home', { brand_id: brandId, module_id: moduleId, data_type: 'brand' }, locale);
}

export function newArrivalsHref(moduleId: number, locale: Locale): string {
	return withQuery('/home', { module_id: moduleId, data_type: 'new' }, locale);
}

export function moduleHomeHref(moduleId: number, locale: Locale): string {
	return withQuery('/home', { module_id: moduleId }, locale);
}

/** /store/{id}: the slug when present, else the id; with the module (spec §2). */
export function storeHref(
	store: { id: number; slug: string | null; module_id?: number | null },
	locale: Locale,
): string {
	const path = `/store/${store.slug || store.id}`;
	return store.module_id
		? withQuery(path, { module_id: store.module_id }, locale)
		: sitePath(path, locale);
}

/** /campaigns/{id} with module_id. */
export function campaignHref(
	campaign: { id: number; slug: string | null },
	moduleId: number,
	locale: Locale,
): string {
	return withQuery(`/campaigns/${campaign.slug || campaign.id}`, { module_id: moduleId }, locale);
}

/** An ecommerce campaign item: /product/{id}?product_type=campaign. */
export function campaignItemHref(
	item: { id: number; slug: string | null },
	moduleId: number,
	locale: Locale,
): string {
	return withQuery(
		`/product/${item.slug || item.id}`,
		{ module_id: moduleId, product_type: 'campaign' },
		locale,
	);
}

export function flashSaleHref(saleId: number, locale: Locale): string {
	return withQuery('/flash-sales', { id: saleId }, locale);
}

/** A page of a /home list, keeping its other query parameters. */
export function listPageHref(current: URL, page: number, locale: Locale): string {
	const params = new URLSearchParams(current.search);
	if (page <= 1) params.delete('page');
	else params.set('page', String(page));
	const query = params.toString();
	return sitePath(`/home${query ? `?${query}` : ''}`, locale);
}

/**
 * A common-condition tab without JavaScript (ADR 044): the home again with that condition's
 * panel rendered, back at the section.
 */
export function conditionHref(moduleId: number, conditionId: number, locale: Locale): string {
	return `${withQuery('/home', { module_id: moduleId, condition: conditionId }, locale)}#conditions`;
}

/** The server HTML of one common condition's panel, fetched when its tab is chosen (ADR 044). */
export function conditionPanelSrc(conditionId: number, locale: Locale): string {
	return withQuery('/fragments/home-condition', { condition: conditionId }, locale);
}
