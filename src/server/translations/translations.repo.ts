import { and, eq, inArray } from 'drizzle-orm';
import type { Locale } from '~/config/locales';
import type { Database } from '../db/database';
import { translations } from '../db/schema';

export type TranslationMap = Map<number, Record<string, string>>;

/** Localised fields of many rows of one type, keyed by row id; empty for the base language. */
export async function findTranslations(
	db: Database,
	type: string,
	ids: readonly number[],
	locale: Locale,
): Promise<TranslationMap> {
	const map: TranslationMap = new Map();
	if (locale === 'en' || ids.length === 0) return map;
	const rows = await db
		.select({
			id: translations.translationableId,
			key: translations.key,
			value: translations.value,
		})
		.from(translations)
		.where(
			and(
				eq(translations.translationableType, type),
				eq(translations.locale, locale),
				inArray(translations.translationableId, [...ids]),
			),
		);
	for (const row of rows) map.set(row.id, { ...map.get(row.id), [row.key]: row.value });
	return map;
}
