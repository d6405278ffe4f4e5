/** What order views of parcels need beside the order rows (contract §3.4 `parcel_category`). */
import { inArray } from 'drizzle-orm';
import type { Locale } from '~/config/locales';
import type { Database } from '../db/database';
import { parcelCategories } from '../db/schema';
import type { OrderParcelCategoryRow, OrderRow } from '../orders/views/order-format';
import { findTranslations } from '../translations/translations.repo';

/** The parcel categories of these orders, in the caller's language, by id. */
export async function findOrderParcelCategories(
	db: Database,
	rows: readonly OrderRow[],
	locale: Locale,
): Promise<Map<number, OrderParcelCategoryRow>> {
	const ids = [...new Set(rows.flatMap((r) => (r.parcelCategoryId ? [r.parcelCategoryId] : [])))];
	if (ids.length === 0) return new Map();
	const [found, text] = await Promise.all([
		db
			.select({
				id: parcelCategories.id,
				name: parcelCategories.name,
				description: parcelCategories.description,
				image: parcelCategories.image,
				moduleId: parcelCategories.moduleId,
			})
			.from(parcelCategories)
			.where(inArray(parcelCategories.id, ids)),
		findTranslations(db, 'ParcelCategory', ids, locale),
	]);
	return new Map(
		found.map((c) => [
			c.id,
			{
				...c,
				name: text.get(c.id)?.name ?? c.name,
				description: text.get(c.id)?.description ?? c.description,
			},
		]),
	);
}
