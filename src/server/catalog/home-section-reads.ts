/**
 * The reads a module's home sections are made of (home-sections.service.ts): the catalogue-cache
 * wrapper, cached item rows, common conditions with their items, servable section banners.
 */
import { and, asc, eq } from 'drizzle-orm';
import { catalogCache } from '../cache/catalog-cache';
import { clockHorizon } from '../cache/clock-horizon';
import { commonConditions } from '../db/schema';
import type { Page } from '../http/paging';
import { parseImageRequest } from '../media/images';
import type { flashSaleItemsPage } from '../promotions/flash-sales.service';
import { findTranslations } from '../translations/translations.repo';
import type { ItemSort } from './items.repo';
import { type ItemFilter, listItems } from './items.service';
import type { CatalogScope } from './scope';

/** spec §9 cache: categories and banners 300 s, featured categories and conditions 480 s. */
export const CACHE_MS = {
	categories: 300_000,
	banners: 300_000,
	featured: 480_000,
	conditions: 480_000,
};
/**
 * Slow-changing sections by module, zones and language in the catalogue cache (ADR 027): shared
 * by every shopper, dropped in every process when the catalogue changes, and at most `ttlMs` old.
 */
export function cached<T>(
	scope: CatalogScope,
	name: string,
	ttlMs: number,
	load: () => Promise<T>,
) {
	const key = `home:${name}|${scope.moduleId}|${scope.zoneIds?.join(',') ?? '*'}|${scope.locale}|${scope.baseUrl}`;
	return catalogCache(scope.db).read(key, ttlMs, load);
}

export function page(limit: number, number = 1): Page {
	return { limit, page: number, skip: (number - 1) * limit, echo: { limit, offset: number } };
}

/**
 * Item rows of a module's home (issue 14 item 13): the same for every shopper of a module, zone
 * and language until the catalogue changes or the clock reaches the next boundary at which an
 * item's availability or a sale changes (ADR 033), so a home is one render, not seven item
 * queries. Stock and prices are checked again by the cart and the order.
 */
export async function items(
	scope: CatalogScope,
	filter: ItemFilter,
	sort: ItemSort,
	limit: number,
) {
	const name = `items:${sort}:${limit}:${JSON.stringify(filter)}`;
	const now = Date.parse(scope.nowIso);
	const ttlMs = (await clockHorizon(scope.db, new Date(now))) - now;
	return cached(scope, name, ttlMs, async () => {
		return (await listItems(scope, filter, sort, page(limit))).products;
	});
}

/** A module's common conditions (pharmacy, spec §4) that have items, each with its first `limit`. */
export async function conditionsWithItems(scope: CatalogScope, limit: number) {
	const [rows, list] = await Promise.all([
		scope.db
			.select({ id: commonConditions.id, name: commonConditions.name })
			.from(commonConditions)
			.where(and(eq(commonConditions.status, 1), eq(commonConditions.moduleId, scope.moduleId)))
			.orderBy(asc(commonConditions.id)),
		listItems(scope, { hasCondition: true }, 'popular', page(100)),
	]);
	const text = await findTranslations(
		scope.db,
		'CommonCondition',
		rows.map((r) => r.id),
		scope.locale,
	);
	return rows
		.map((r) => ({
			id: r.id,
			name: text.get(r.id)?.name ?? r.name,
			items: list.products.filter((i) => i.common_condition_id === r.id).slice(0, limit),
		}))
		.filter((c) => c.items.length > 0);
}

/** A section banner the image route can serve (seeded names it cannot draw are left out). */
export function servable(url: string | null | undefined): string | null {
	if (!url) return null;
	try {
		const { pathname } = new URL(url);
		if (!pathname.startsWith('/images/')) return url;
		return parseImageRequest(decodeURIComponent(pathname), new URLSearchParams(), '') ? url : null;
	} catch {
		return null;
	}
}

/** The running sale as GET flash-sales answers it (`{}` when none runs). */
export interface RunningSale {
	id: number;
	title: string;
	end_date: string;
	active_products: NonNullable<Awaited<ReturnType<typeof flashSaleItemsPage>>>['products'];
}
