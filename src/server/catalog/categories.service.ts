import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { memoized, UNTIL_CHANGED } from '../db/memo';
import { categories } from '../db/schema';
import { imageUrl, isoTimestamp } from '../http/urls';
import { findTranslations } from '../translations/translations.repo';
import type { CatalogScope } from './scope';

type CategoryRow = typeof categories.$inferSelect;

/**
 * Active items of a category or its sub-categories, in the scope's zones. Written with qualified
 * names: the outer query has one table, so drizzle would leave its own columns unqualified.
 */
function productsCountSql(zoneIds: number[] | null): SQL<number> {
	const zone = zoneIds
		? sql` and "stores"."zone_id" in (${sql.join(
				zoneIds.map((z) => sql`${z}`),
				sql`, `,
			)})`
		: sql``;
	return sql<number>`(select count(*)::int from "items" join "stores" on "stores"."id" = "items"."store_id"
		where "items"."status" = 1 and "stores"."status" = 1${zone}
		and "items"."category_ids" @> jsonb_build_array(jsonb_build_object('id', "categories"."id")))`;
}

async function format(
	scope: Pick<CatalogScope, 'db' | 'locale' | 'baseUrl' | 'zoneIds'>,
	rows: (CategoryRow & { productsCount: number })[],
) {
	const text = await findTranslations(
		scope.db,
		'Category',
		rows.map((r) => r.id),
		scope.locale,
	);
	return rows.map((c) => ({
		id: c.id,
		name: text.get(c.id)?.name ?? c.name,
		slug: c.slug,
		image: c.image,
		image_full_url: imageUrl(scope.baseUrl, 'category', c.image),
		parent_id: c.parentId,
		position: c.position,
		status: c.status,
		priority: c.priority,
		module_id: c.moduleId,
		featured: c.featured,
		products_count: c.productsCount,
		created_at: isoTimestamp(c.createdAt),
		updated_at: isoTimestamp(c.updatedAt),
		translations: [],
		storage: [],
	}));
}

async function select(scope: Pick<CatalogScope, 'db' | 'zoneIds'>, where: SQL | undefined) {
	const rows = await scope.db
		.select({ category: categories, productsCount: productsCountSql(scope.zoneIds) })
		.from(categories)
		.where(where)
		.orderBy(desc(categories.priority), asc(categories.id));
	return rows.map((r) => ({ ...r.category, productsCount: Number(r.productsCount) }));
}

/** GET categories: top categories of the module (all modules without a header), with childes. */
export async function listCategories(
	scope: Pick<CatalogScope, 'db' | 'locale' | 'baseUrl' | 'zoneIds'> & { moduleId: number | null },
	options: { featured?: boolean } = {},
) {
	const where = and(
		eq(categories.status, 1),
		eq(categories.position, 0),
		scope.moduleId ? eq(categories.moduleId, scope.moduleId) : undefined,
		options.featured ? eq(categories.featured, 1) : undefined,
	);
	const tops = await format(scope, await select(scope, where));
	const children = tops.length
		? await format(
				scope,
				await select(
					scope,
					and(
						eq(categories.status, 1),
						inArray(
							categories.parentId,
							tops.map((t) => t.id),
						),
					),
				),
			)
		: [];
	return tops.map((top) => {
		const childes = children.filter((c) => c.parent_id === top.id);
		return { ...top, childes_count: childes.length, childes };
	});
}

/** GET categories/childes/{id} (and categories/{id}): active sub-categories of a category. */
export async function listChildren(
	scope: Pick<CatalogScope, 'db' | 'locale' | 'baseUrl' | 'zoneIds'>,
	parentId: number,
) {
	const rows = await format(
		scope,
		await select(scope, and(eq(categories.status, 1), eq(categories.parentId, parentId))),
	);
	return rows.map((r) => ({ ...r, childes_count: 0, childes: [] }));
}

/** A category id from an id or a slug; null when unknown. Keys read once per catalogue change. */
export async function categoryIdOf(db: Database, key: string): Promise<number | null> {
	const keys = await memoized(db, 'category-keys', UNTIL_CHANGED, async () => {
		const rows = await db.select({ id: categories.id, slug: categories.slug }).from(categories);
		return new Map(
			rows.flatMap((r) => [[`id:${r.id}`, r.id] as const, [`slug:${r.slug}`, r.id] as const]),
		);
	});
	const byId = /^\d{1,9}$/.test(key) ? Number(key) : null;
	return keys.get(byId === null ? `slug:${key}` : `id:${byId}`) ?? null;
}
