import { z } from 'zod';
import { pagingQuery, parseIdList, parseWordList } from '../http/paging';
import type { ItemFilter } from './items.service';

const optionalNumber = (name: string) =>
	z
		.string()
		.trim()
		.regex(/^\d{1,9}(\.\d+)?$/, { error: `The ${name} must be a number.` })
		.optional();

/** Query parameters common to item lists (contract §4.3), all optional. */
export const itemListQuery = pagingQuery.extend({
	type: z.enum(['all', 'veg', 'non_veg'], { error: 'The selected type is invalid.' }).optional(),
	min_price: optionalNumber('min price'),
	max_price: optionalNumber('max price'),
	rating_count: optionalNumber('rating count'),
	category_ids: z.string().max(500).optional(),
	brand_ids: z.string().max(500).optional(),
	filter: z.string().max(200).optional(),
});
export type ItemListQuery = z.infer<typeof itemListQuery>;

/** Turns list query parameters into an item filter; both price bounds are needed to filter. */
export function itemFilterFrom(q: ItemListQuery): ItemFilter & { sortWords: string[] } {
	const words = parseWordList(q.filter);
	const filter: ItemFilter & { sortWords: string[] } = { sortWords: words };
	if (q.type === 'veg' || q.type === 'non_veg') filter.veg = q.type;
	if (words.includes('veg')) filter.veg = 'veg';
	if (words.includes('non_veg')) filter.veg = 'non_veg';
	if (q.min_price !== undefined && q.max_price !== undefined) {
		filter.minPrice = Number(q.min_price);
		filter.maxPrice = Number(q.max_price);
	}
	if (q.rating_count !== undefined && Number(q.rating_count) > 0)
		filter.minRating = Number(q.rating_count);
	const categoryIds = parseIdList(q.category_ids, 'category_ids');
	if (categoryIds.length > 0) filter.categoryIds = categoryIds;
	const brandIds = parseIdList(q.brand_ids, 'brand_ids');
	if (brandIds.length > 0) filter.brandIds = brandIds;
	if (words.includes('discounted')) filter.discounted = true;
	if (words.includes('free_delivery')) filter.freeDelivery = true;
	if (words.includes('top_rated')) filter.reviewed = true;
	return filter;
}
