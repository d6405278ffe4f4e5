import type { Locale } from '~/config/locales';
import type { Database } from '../db/database';
import type { Page } from '../http/paging';
import { findTranslations, type TranslationMap } from './translations.repo';

/** A drizzle select that can be cut to one page (or read whole). */
interface PageableQuery<Row> extends PromiseLike<Row[]> {
	limit(limit: number): { offset(offset: number): PromiseLike<Row[]> };
}

/**
 * A list of a lookup table (cancellation reasons, parcel instructions): the whole list, or one
 * page of it when `limit`/`offset` were sent, with the total it is a page of, and its rows'
 * translations in the caller's language. The envelope fields come first, in the contract's order.
 */
export async function translatedPage<Row extends { id: number }>(
	db: Database,
	list: { type: string; rows: PageableQuery<Row>; count: PromiseLike<{ n: number }[]> },
	input: { page: Page | null; locale: Locale },
): Promise<{
	total_size: number;
	limit: string | number | null;
	offset: string | number | null;
	rows: Row[];
	text: TranslationMap;
}> {
	const { page } = input;
	const [rows, [total]] = await Promise.all([
		page ? list.rows.limit(page.limit).offset(page.skip) : list.rows,
		list.count,
	]);
	const ids = rows.map((r) => r.id);
	return {
		total_size: Number(total?.n ?? 0),
		limit: page?.echo.limit ?? null,
		offset: page?.echo.offset ?? null,
		rows,
		text: await findTranslations(db, list.type, ids, input.locale),
	};
}
