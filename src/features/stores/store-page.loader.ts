import { LIST_PAGE_SIZE } from '~/config/constants';
import type { ModuleType } from '~/config/modules';
import { m } from '~/i18n/messages';
import { localizedPath } from '~/lib/preferences';
import { listItems } from '~/server/catalog/items.service';
import type { PageInput } from '~/server/http/page-context';
import { storeReviews } from '~/server/live/reviews.service';
import { isOn } from '~/server/config/settings-switch';
import { searchWords } from '~/server/search/search-words';
import { storeDetails } from '~/server/stores/store-details.service';
import { storePath } from '../catalog/card-rules';
import { reviewEntry } from '../reviews/review-entry';
import { homeCrumbPath } from './home-crumb';
import { isFragment, pageFrom, servicePage } from './list-paging';

/**
 * /store/{id}: id is the slug or the numeric id (spec §2). `?category=` shows one of the store's
 * categories, `?q=` searches the store, `?page=` pages the items (12 a page, spec §9); the
 * store's latest item reviews (issue 17) on its first page only.
 */
export async function loadStorePage(page: PageInput) {
	const { locale, preferences, ctx } = page.locals;
	// Shared by every shopper (page cache, ADR 033): rendered without the visitor's position,
	// whose distance the overlay writes per request.
	const scope = await ctx.sharedPageScope();
	const [store, site, settings] = await Promise.all([
		storeDetails(scope, page.params.id ?? ''),
		ctx.site(),
		ctx.settings(),
	]);
	if (!store) return page.rewrite(localizedPath('/404', locale));

	const tops = store.category_details.filter((c) => c.parent_id === 0);
	const rawCategory = Number(page.url.searchParams.get('category'));
	const categoryId = store.category_details.some((c) => c.id === rawCategory) ? rawCategory : null;
	const query = (page.url.searchParams.get('q') ?? '').trim().slice(0, 200);
	const words = searchWords(query);
	const pageNumber = pageFrom(page.url);
	const fragment = isFragment(page.url);
	const firstPage = !fragment && pageNumber === 1 && !query && categoryId === null;
	const [list, reviews] = await Promise.all([
		listItems(
			{ ...scope, moduleId: store.module_id, moduleType: store.module_type as ModuleType },
			{
				storeId: store.id,
				...(categoryId !== null ? { categoryIds: [categoryId] } : {}),
				...(words.length ? { search: words } : {}),
			},
			words.length ? 'relevance' : 'popular',
			servicePage(pageNumber, LIST_PAGE_SIZE),
		),
		firstPage ? storeReviews(scope.db, store.id, ctx.baseUrl, 10) : [],
	]);
	const path = localizedPath(storePath(store), locale);
	const located = Boolean(preferences.latLng);
	const crumbs = [
		{
			name: m['catalogWords.home']({}, { locale }),
			href: homeCrumbPath(locale, { located, moduleId: store.module_id }),
		},
		{
			name: m['storePage.storesCrumb']({}, { locale }),
			href: localizedPath('/store/popular', locale),
		},
		{ name: store.name, href: path },
	];
	const prescriptionOrder =
		store.module_type === 'pharmacy' &&
		store.prescription_order &&
		isOn(settings.prescription_order_status)
			? { guestCheckout: isOn(settings.guest_checkout_status) }
			: null;
	return {
		site,
		store,
		categories: tops.length ? tops : store.category_details,
		categoryId,
		query,
		list,
		page: pageNumber,
		fragment,
		located,
		crumbs,
		url: new URL(path, ctx.baseUrl).href,
		prescriptionOrder,
		reviews: reviews.map((r) => reviewEntry(r, r.customer_name, r.item_name)),
	};
}
