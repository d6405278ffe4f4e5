import { LIST_PAGE_SIZE } from '~/config/constants';
import { listCategories } from '~/server/catalog/categories.service';
import type { PageInput } from '~/server/http/page-context';
import { listStores } from '~/server/stores/stores.service';
import { isFragment, moduleIdFrom, pageFrom, servicePage } from './list-paging';
import {
	categoryIdsFrom,
	deliveryFilterFrom,
	openNowFrom,
	STORE_SORT,
	storeTypeFrom,
} from './store-list-rules';

/**
 * /store/latest and /store/popular (spec §2 routes, "Stores list"): the module's stores, one page
 * or (with fragment=1) the next cards for the endless list; latest opens on Newly Joined, popular
 * on Popular. Without a known module, every module's stores in the visitor's zones.
 */
export async function loadStoreListPage(page: PageInput, kind: 'latest' | 'popular') {
	const { preferences, ctx } = page.locals;
	const { url } = page;
	const scope = await ctx.moduleScope(moduleIdFrom(url, preferences.moduleId));
	// Without a known module: every module's stores (listStores reads `moduleKnown: false`).
	const anyModule = scope ?? {
		...(await ctx.pageScope()),
		zoneIds: preferences.zoneIds,
		moduleKnown: false,
	};
	const type = storeTypeFrom(url, kind === 'latest' ? 'newly_joined' : 'popular');
	const filter = deliveryFilterFrom(url);
	const categoryIds = categoryIdsFrom(url);
	const pageNumber = pageFrom(url);
	const fragment = isFragment(url);
	const [list, site, categories] = await Promise.all([
		listStores(
			anyModule,
			{
				delivery: filter,
				...(categoryIds.length > 0 ? { categoryIds } : {}),
				...(openNowFrom(url) ? { openNow: true } : {}),
			},
			STORE_SORT[type],
			servicePage(pageNumber, LIST_PAGE_SIZE),
		),
		ctx.site(),
		// The small-screen filter offers the module's top categories (spec §2).
		!fragment && scope
			? listCategories({
					db: scope.db,
					locale: scope.locale,
					baseUrl: scope.baseUrl,
					zoneIds: scope.zoneIds,
					moduleId: scope.moduleId,
				})
			: Promise.resolve([]),
	]);
	return {
		kind,
		fragment,
		stores: list.stores,
		total: list.total_size,
		page: pageNumber,
		type,
		filter,
		categories: categories.map((c) => ({ id: c.id, name: c.name })),
		categoryIds,
		moduleType: scope ? scope.moduleType : null,
		site,
		located: Boolean(preferences.latLng),
	};
}

export type StoreListData = Awaited<ReturnType<typeof loadStoreListPage>>;
