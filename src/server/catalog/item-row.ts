/**
 * An item row with its store's facts as one JSON value per row (ADR 041). PGlite's JavaScript
 * decodes every field of every row on its own (a copy of its bytes and a text decoder call): an
 * item row of fifty columns cost more there than the statement itself. `to_json(row(…))` sends
 * one field per row; the names are put back here, in the order the columns were listed.
 */
import { type Column, getTableColumns, type SQL, sql } from 'drizzle-orm';
import { items, storeDiscounts, stores } from '../db/schema';

/** Columns only search reads (long folded texts): no answer shows them, so no read returns them. */
type SearchColumn = 'searchName' | 'searchText' | 'foldedName' | 'foldedText' | 'nameWords';
export type ItemColumns = Omit<typeof items.$inferSelect, SearchColumn>;

export type ItemRow = ItemColumns &
	Partial<Pick<typeof items.$inferSelect, SearchColumn>> & {
		storeName: string;
		storeZoneId: number;
		storeDeliveryTime: string;
		storeScheduleOrder: boolean;
		storeFreeDelivery: boolean;
		storeHalal: boolean;
		storeTax: number;
		storeActive: boolean;
		storeDiscount: number;
	};

const {
	searchName: _searchName,
	searchText: _searchText,
	foldedName: _foldedName,
	foldedText: _foldedText,
	nameWords: _nameWords,
	...servedItemColumns
} = getTableColumns(items);
export { servedItemColumns };

/** The running store-wide discount, joined (one row per store at most) rather than sub-queried. */
export const storeDiscount = sql<number>`coalesce(${storeDiscounts.discount}, 0)`;

/** What an item row carries of its store, by the row's property name. */
export const storeFacts = {
	storeName: stores.name,
	storeZoneId: stores.zoneId,
	storeDeliveryTime: stores.deliveryTime,
	storeScheduleOrder: stores.scheduleOrder,
	storeFreeDelivery: stores.freeDelivery,
	storeHalal: stores.halalTagStatus,
	storeTax: stores.tax,
	storeActive: stores.active,
};

const fields: Array<[string, Column | SQL]> = [
	...Object.entries(servedItemColumns),
	...Object.entries(storeFacts),
	['storeDiscount', storeDiscount],
];
const names = fields.map(([name]) => name);
/** Every property of an item row, in the order `itemRowJson` lists them. */
export const itemRowNames: readonly string[] = names;
/** The keys `to_json(row(…))` gives the fields, made once (a key built per read is slower). */
const keys = fields.map((_, i) => `f${i + 1}`);

/** For a select from items joined to stores and (left) store_discounts: the whole row. */
export const itemRowJson = sql<Record<string, unknown>>`to_json(row(${sql.join(
	fields.map(([, value]) => value),
	sql`, `,
)}))`;

/** The row `itemRowJson` sent, as drizzle would have mapped its columns. */
export function itemRowFrom(json: Record<string, unknown>): ItemRow {
	const row: Record<string, unknown> = {};
	for (let i = 0; i < names.length; i++) row[names[i] as string] = json[keys[i] as string];
	row.createdAt = new Date(row.createdAt as string);
	row.updatedAt = new Date(row.updatedAt as string);
	row.storeDiscount = Number(row.storeDiscount);
	return row as ItemRow;
}
