import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { categories, items, modules, stores } from '../db/schema';

export interface SitemapRow {
	slug: string;
	updatedAt: Date;
}

/** Every item a shopper can open, with its last change, for the sitemap. */
export async function sitemapItems(db: Database): Promise<SitemapRow[]> {
	return db
		.select({ slug: items.slug, updatedAt: items.updatedAt })
		.from(items)
		.innerJoin(stores, eq(stores.id, items.storeId))
		.where(and(eq(items.status, 1), eq(stores.status, 1)))
		.orderBy(asc(items.id));
}

/** Every active store of an active module, with its last change. */
export async function sitemapStores(db: Database): Promise<SitemapRow[]> {
	return db
		.select({ slug: stores.slug, updatedAt: stores.updatedAt })
		.from(stores)
		.innerJoin(modules, eq(modules.id, stores.moduleId))
		.where(and(eq(stores.status, 1), eq(modules.status, 1)))
		.orderBy(asc(stores.id));
}

/** Every active category (top and sub) of an active module, with its last change. */
export async function sitemapCategories(db: Database): Promise<SitemapRow[]> {
	return db
		.select({ slug: categories.slug, updatedAt: categories.updatedAt })
		.from(categories)
		.innerJoin(modules, eq(modules.id, categories.moduleId))
		.where(and(eq(categories.status, 1), eq(modules.status, 1)))
		.orderBy(asc(categories.id));
}

/** Stores and categories as sitemap entries (paths in the default language). */
export async function sitemapCatalogueEntries(db: Database) {
	const [storeRows, categoryRows] = await Promise.all([sitemapStores(db), sitemapCategories(db)]);
	const entry = (prefix: string) => (row: SitemapRow) => ({
		path: `${prefix}/${row.slug}`,
		lastmod: row.updatedAt.toISOString().slice(0, 10),
	});
	return [
		{ path: '/categories' },
		{ path: '/store/latest' },
		{ path: '/store/popular' },
		...storeRows.map(entry('/store')),
		...categoryRows.map(entry('/category')),
	];
}
