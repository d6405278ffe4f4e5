import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Locale } from '~/config/locales';
import type { Database } from '../db/database';
import { memoized, UNTIL_CHANGED } from '../db/memo';
import { preparedRead } from '../db/prepared';
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

/** `sellingFlashEntry` for any list of items, prepared once per database (ADR 039). */
const runningFlashEntriesRead = preparedRead('running_flash_entries', (db) =>
	db
		.select({ entry: flashSaleItems })
		.from(flashSaleItems)
		.innerJoin(flashSales, eq(flashSales.id, flashSaleItems.flashSaleId))
		.where(
			and(
				sql`${flashSaleItems.itemId} = any(${sql.placeholder('ids')}::int[])`,
				eq(flashSaleItems.status, 1),
				eq(flashSales.isPublish, 1),
				lte(flashSales.startDate, sql.placeholder('now')),
				gt(flashSales.endDate, sql.placeholder('now')),
				sql`${flashSaleItems.availableStock} > 0`,
			),
		),
);

function runningFlashEntries(db: Database, itemIds: number[], nowIso: string) {
	return runningFlashEntriesRead(db, { ids: itemIds, now: nowIso });
}

/** One query for the flash sale and one for Indonesian names at most; the rest is cached. */
export async function loadItemLookups(
	db: Database,
	rows: ItemRow[],
	input: { locale: Locale; baseUrl: string; nowIso: string; moduleType: string },
): Promise<ItemLookups> {
	const itemIds = rows.map((r) => r.id);
	const needsAddOns = rows.some((r) => r.addOnIds.length > 0);
	const [allCategories, allAddOns, flashRows, itemText, modules] = await Promise.all([
		categoryNames(db, input.locale),
		needsAddOns ? addOnsById(db, input.locale) : undefined,
		itemIds.length ? runningFlashEntries(db, itemIds, input.nowIso) : [],
		findTranslations(db, 'Item', itemIds, input.locale),
		moduleSummaries(db, input.locale, input.baseUrl),
	]);
	return {
		categories: allCategories,
		addOns: allAddOns?.rows ?? new Map(),
		flashSale: new Map(flashRows.map((f) => [f.entry.itemId, f.entry])),
		itemText,
		addOnText: allAddOns?.text ?? new Map(),
		baseUrl: input.baseUrl,
		moduleType: input.moduleType,
		modules,
	};
}
