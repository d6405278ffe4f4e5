import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Locale } from '~/config/locales';
import type { Database } from '../db/database';
import { memoized, UNTIL_CHANGED } from '../db/memo';
import { addOns, categories, flashSaleItems, flashSales } from '../db/schema';
import { type ModuleSummary, moduleSummaries } from '../modules/module-summary';
import { findTranslations, type TranslationMap } from '../translations/translations.repo';
import type { ItemRow } from './items.repo';

export type AddOnRow = typeof addOns.$inferSelect;
export type FlashSaleItemRow = typeof flashSaleItems.$inferSelect;
export interface CategoryName {
	id: number;
	name: string;
	parentId: number;
}

/** Everything formatting a page of items needs beyond the rows. */
export interface ItemLookups {
	categories: Map<number, CategoryName>;
	addOns: Map<number, AddOnRow>;
	/** Running flash-sale entries with stock left, by item id. */
	flashSale: Map<number, FlashSaleItemRow>;
	itemText: TranslationMap;
	addOnText: TranslationMap;
	baseUrl: string;
	moduleType: string;
	/** Every module by id: each item embeds its own (lists may span modules, e.g. wishlists). */
	modules: Map<number, ModuleSummary>;
}

/** Every category's localised name and parent: a few hundred rows, cached until the catalogue changes. */
export function categoryNames(db: Database, locale: Locale): Promise<Map<number, CategoryName>> {
	return memoized(db, `category-names:${locale}`, UNTIL_CHANGED, async () => {
		const rows = await db
			.select({ id: categories.id, name: categories.name, parentId: categories.parentId })
			.from(categories);
		const text = await findTranslations(
			db,
			'Category',
			rows.map((r) => r.id),
			locale,
		);
		return new Map(rows.map((c) => [c.id, { ...c, name: text.get(c.id)?.name ?? c.name }]));
	});
}

/**
 * Every category as lists show it beside their items (id, localised name, image, slug), read once
 * per catalogue change (ADR 041): a page's top categories then cost no statement.
 */
export function categoryCards(
	db: Database,
	locale: Locale,
): Promise<Map<number, { id: number; name: string; image: string | null; slug: string }>> {
	return memoized(db, `category-cards:${locale}`, UNTIL_CHANGED, async () => {
		const [rows, names] = await Promise.all([
			db
				.select({
					id: categories.id,
					name: categories.name,
					image: categories.image,
					slug: categories.slug,
				})
				.from(categories),
			categoryNames(db, locale),
		]);
		return new Map(rows.map((c) => [c.id, { ...c, name: names.get(c.id)?.name ?? c.name }]));
	});
}

/** Every add-on and its localised name, cached until the catalogue changes. */
function addOnsById(db: Database, locale: Locale) {
	return memoized(db, `add-ons:${locale}`, UNTIL_CHANGED, async () => {
		const rows = await db.select().from(addOns);
		const text = await findTranslations(
			db,
			'AddOn',
			rows.map((r) => r.id),
			locale,
		);
		return { rows: new Map(rows.map((a) => [a.id, a])), text };
	});
}

/**
 * Flash-sale entries of these items that sell now: the entry is on, its sale published and
 * running, units left. For a select joining `flash_sales` to `flash_sale_items`.
 */
export function sellingFlashEntry(itemIds: number[], nowIso: string) {
	return and(
		inArray(flashSaleItems.itemId, itemIds),
		eq(flashSaleItems.status, 1),
		eq(flashSales.isPublish, 1),
		lte(flashSales.startDate, nowIso),
		gt(flashSales.endDate, nowIso),
		sql`${flashSaleItems.availableStock} > 0`,
	);
}

/**
 * Every flash-sale entry that is on, published and has units left, with its sale's window, read
 * once per catalogue change (ADR 041: `flash_sales` and `flash_sale_items` are catalogue tables,
 * ADR 027, so a sale or a sold unit drops it). Which of them sell now is decided per request.
 */
function sellableFlashEntries(db: Database) {
	return memoized(db, 'flash-entries', UNTIL_CHANGED, async () => {
		const rows = await db
			.select({ entry: flashSaleItems, start: flashSales.startDate, end: flashSales.endDate })
			.from(flashSaleItems)
			.innerJoin(flashSales, eq(flashSales.id, flashSaleItems.flashSaleId))
			.where(
				and(
					eq(flashSaleItems.status, 1),
					eq(flashSales.isPublish, 1),
					sql`${flashSaleItems.availableStock} > 0`,
				),
			);
		const byItem = new Map<number, typeof rows>();
		for (const row of rows)
			byItem.set(row.entry.itemId, [...(byItem.get(row.entry.itemId) ?? []), row]);
		return byItem;
	});
}

/**
 * `sellingFlashEntry` for any list of items, by item id: the window compared as the SQL compares
 * it, texts (ISO instants, so text order is time order). An item with two running entries shows
 * the later one read.
 */
export async function runningFlashByItem(
	db: Database,
	itemIds: number[],
	nowIso: string,
): Promise<Map<number, FlashSaleItemRow>> {
	const running = new Map<number, FlashSaleItemRow>();
	if (itemIds.length === 0) return running;
	const byItem = await sellableFlashEntries(db);
	for (const id of itemIds)
		for (const f of byItem.get(id) ?? [])
			if (f.start <= nowIso && f.end > nowIso) running.set(f.entry.itemId, f.entry);
	return running;
}

/**
 * One query for Indonesian names at most; the rest is cached. `flashSale`: the running entries
 * when the caller has them already (`runningFlashByItem` of the same rows and instant).
 */
export async function loadItemLookups(
	db: Database,
	rows: ItemRow[],
	input: {
		locale: Locale;
		baseUrl: string;
		nowIso: string;
		moduleType: string;
		flashSale?: Map<number, FlashSaleItemRow>;
	},
): Promise<ItemLookups> {
	const itemIds = rows.map((r) => r.id);
	const needsAddOns = rows.some((r) => r.addOnIds.length > 0);
	const [allCategories, allAddOns, flashSale, itemText, modules] = await Promise.all([
		categoryNames(db, input.locale),
		needsAddOns ? addOnsById(db, input.locale) : undefined,
		input.flashSale ?? runningFlashByItem(db, itemIds, input.nowIso),
		findTranslations(db, 'Item', itemIds, input.locale),
		moduleSummaries(db, input.locale, input.baseUrl),
	]);
	return {
		categories: allCategories,
		addOns: allAddOns?.rows ?? new Map(),
		flashSale,
		itemText,
		addOnText: allAddOns?.text ?? new Map(),
		baseUrl: input.baseUrl,
		moduleType: input.moduleType,
		modules,
	};
}
