import type { Locale } from '~/config/locales';
import type { Database } from '../db/database';
import { type Page, type PageableQuery, pageOf } from '../http/paging';
import { findTranslations, type TranslationMap } from './translations.repo';

/**
 * A list of a lookup table (cancellation reasons, parcel instructions): the whole list, or one
 * page of it when `limit`/`offset` were sent (`pageOf`), with its rows' translations in the
 * caller's language.
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
	const found = await pageOf(list, input.page);
	const ids = found.rows.map((r) => r.id);
	return { ...found, text: await findTranslations(db, list.type, ids, input.locale) };
}
