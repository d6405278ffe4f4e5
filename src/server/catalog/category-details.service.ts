import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import { categories } from '../db/schema';
import { imageUrl } from '../http/urls';
import { findTranslations } from '../translations/translations.repo';
import { categoryIdOf, listChildren } from './categories.service';
import type { CatalogScope } from './scope';

export interface CategoryLink {
	id: number;
	name: string;
	slug: string;
}

/**
 * One active category by id or slug, in the caller's language, with its parent (for a
 * sub-category) and its active sub-categories; null when unknown.
 */
export async function categoryDetails(
	scope: Pick<CatalogScope, 'db' | 'locale' | 'baseUrl' | 'zoneIds'>,
	key: string,
) {
	const id = await categoryIdOf(scope.db, key);
	if (id === null) return null;
	const [row] = await scope.db
		.select()
		.from(categories)
		.where(and(eq(categories.id, id), eq(categories.status, 1)));
	if (!row) return null;
	const [names, childes] = await Promise.all([
		categoryNames(scope.db, row.parentId ? [row.id, row.parentId] : [row.id], scope.locale),
		listChildren(scope, row.id),
	]);
	return {
		id: row.id,
		name: names.get(row.id)?.name ?? row.name,
		slug: row.slug,
		image_full_url: imageUrl(scope.baseUrl, 'category', row.image),
		module_id: row.moduleId,
		parent: row.parentId ? (names.get(row.parentId) ?? null) : null,
		childes: childes.map((c) => ({ id: c.id, name: c.name, slug: c.slug })),
	};
}

/** Active categories by id with their names in a language. */
async function categoryNames(
	db: Database,
	ids: number[],
	locale: CatalogScope['locale'],
): Promise<Map<number, CategoryLink>> {
	const [rows, text] = await Promise.all([
		db
			.select({ id: categories.id, name: categories.name, slug: categories.slug })
			.from(categories)
			.where(and(inArray(categories.id, ids), eq(categories.status, 1))),
		findTranslations(db, 'Category', ids, locale),
	]);
	return new Map(rows.map((r) => [r.id, { ...r, name: text.get(r.id)?.name ?? r.name }]));
}
