import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { items, stores } from '../db/schema';

/** Every item a shopper can open, with its last change, for the sitemap. */
export async function sitemapItems(db: Database): Promise<{ slug: string; updatedAt: Date }[]> {
	return db
		.select({ slug: items.slug, updatedAt: items.updatedAt })
		.from(items)
		.innerJoin(stores, eq(stores.id, items.storeId))
		.where(and(eq(items.status, 1), eq(stores.status, 1)))
		.orderBy(asc(items.id));
}
