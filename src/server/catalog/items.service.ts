import { and, count, desc, eq } from 'drizzle-orm';
import type { Locale } from '~/config/locales';
import type { Database } from '../db/database';
import { reviews, users } from '../db/schema';
import type { Page } from '../http/paging';
import { imageUrl } from '../http/urls';
import { photosOf, reviewWire } from '../live/reviews.service';
import { withJsonTexts } from '../http/json-text';
import { formatItemCards } from './item-cards';
import type { Item } from './item-format';
import { categoryCards } from './item-lookups';
import { findItemPage, type ItemQuery, type ItemRow, type ItemSort } from './items.repo';
import type { CatalogScope } from './scope';

export type ItemFilter = Omit<ItemQuery, 'moduleId' | 'zoneIds' | 'today' | 'now'>;

/**
 * The rows as the 6amMart item formatter serialises them: kept, frozen objects whose JSON text is
 * made once per catalogue change (ADR 052). Spread one to add to it; never change it.
 */
export function formatItems(
	db: Database,
	rows: ItemRow[],
	scope: Pick<CatalogScope, 'locale' | 'baseUrl' | 'moduleType' | 'nowIso'>,
): Promise<Item[]> {
	return formatItemCards(db, rows, scope);
}

/** Top categories of a page of items, as some lists add them (contract §4.3), by id. */
async function topCategoriesOf(db: Database, rows: ItemRow[], locale: Locale) {
	const ids = [
		...new Set(rows.flatMap((r) => r.categoryIds.filter((c) => c.position === 1).map((c) => c.id))),
	];
	if (ids.length === 0) return [];
	const cards = await categoryCards(db, locale);
	return ids.sort((a, b) => a - b).flatMap((id) => cards.get(id) ?? []);
}

export interface ItemListOptions {
	/** Add the top categories of the page's items (latest, discounted, most-reviewed…). */
	withCategories?: boolean;
}

export async function listItems(
	scope: CatalogScope,
	filter: ItemFilter,
	sort: ItemSort,
	page: Page,
	options: ItemListOptions = {},
) {
	const found = await findItemPage(
		scope.db,
		{
			...filter,
			moduleId: scope.moduleId,
			zoneIds: scope.zoneIds,
			today: scope.today,
			now: scope.now,
		},
		sort,
		page,
	);
	return itemListAnswer(scope, found, page, options);
}

/** The envelope of an item list (contract §4.3) around a page of rows, for every list and search. */
export async function itemListAnswer(
	scope: CatalogScope,
	{ total, rows }: { total: number; rows: ItemRow[] },
	page: Page,
	options: ItemListOptions = {},
) {
	const [formatted, topCategories] = await Promise.all([
		formatItems(scope.db, rows, scope),
		options.withCategories ? topCategoriesOf(scope.db, rows, scope.locale) : undefined,
	]);
	// `send` writes it with the items' kept texts spliced in (http/json-text.ts).
	return withJsonTexts({
		total_size: total,
		limit: page.echo.limit,
		offset: page.echo.offset,
		products: withJsonTexts(formatted),
		...(topCategories ? { categories: topCategories } : {}),
	});
}

/** GET items/reviews/{id} (contract §4.3): newest first, with the reviewer. */
export async function listReviews(db: Database, itemId: number, page: Page, baseUrl: string) {
	const where = eq(reviews.itemId, itemId);
	const [totals, rows] = await Promise.all([
		db.select({ n: count() }).from(reviews).where(where),
		db
			.select({ review: reviews, user: users })
			.from(reviews)
			.innerJoin(users, eq(users.id, reviews.userId))
			.where(where)
			.orderBy(desc(reviews.createdAt), desc(reviews.id))
			.limit(page.limit)
			.offset(page.skip),
	]);
	const photos = await photosOf(
		db,
		rows.map((r) => r.review.id),
		baseUrl,
	);
	return {
		total_size: totals[0]?.n ?? 0,
		limit: page.echo.limit,
		offset: page.echo.offset,
		reviews: rows.map(({ review, user }) => ({
			...reviewWire(review, photos),
			replied_at: null,
			customer: {
				id: user.id,
				f_name: user.fName,
				l_name: user.lName,
				image: user.image,
				image_full_url: imageUrl(baseUrl, 'profile', user.image),
			},
		})),
	};
}

export async function ratingOf(db: Database, itemId: number): Promise<number> {
	const rows = await db
		.select({ rating: reviews.rating })
		.from(reviews)
		.where(and(eq(reviews.itemId, itemId)));
	if (rows.length === 0) return 0;
	return Math.round((rows.reduce((s, r) => s + r.rating, 0) / rows.length) * 100) / 100;
}
