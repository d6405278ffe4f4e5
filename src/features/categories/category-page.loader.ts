import { LIST_PAGE_SIZE } from '~/config/constants';
import { m } from '~/i18n/messages';
import { localizedPath } from '~/lib/preferences';
import { categoryDetails } from '~/server/catalog/category-details.service';
import { listItems } from '~/server/catalog/items.service';
import { activeModules } from '~/server/catalog/scope';
import type { PageInput } from '~/server/http/page-context';
import { listStores } from '~/server/stores/stores.service';
import { homeCrumbPath } from '../stores/home-crumb';
import { isFragment, pageFrom, servicePage } from '../stores/list-paging';
import { openNowFrom } from '../stores/store-list-rules';
import { categoryTabFrom } from './category-rules';

/**
 * /category/{id}: id or slug (spec §2). Items of the category and its sub-categories, or with
 * `?tab=stores` the stores selling them; every zone, so crawlers and first visits see them.
 * `?open=1` keeps what is open now, filtered on the server (issue 14 item 5).
 */
export async function loadCategoryPage(page: PageInput) {
	const { locale, preferences, ctx } = page.locals;
	const db = await ctx.db();
	const base = await ctx.pageScope();
	const [category, modules, site] = await Promise.all([
		categoryDetails(base, page.params.id ?? ''),
		activeModules(db),
		ctx.site(),
	]);
	const module = category ? modules.get(category.module_id) : undefined;
	if (!category || !module) return page.rewrite(localizedPath('/404', locale));

	const scope = { ...base, moduleId: module.id, moduleType: module.type };
	const tab = categoryTabFrom(page.url);
	const pageNumber = pageFrom(page.url);
	const paging = servicePage(pageNumber, LIST_PAGE_SIZE);
	const open = openNowFrom(page.url);
	const [parent, items, stores] = await Promise.all([
		category.parent ? categoryDetails(base, String(category.parent.id)) : null,
		tab === 'items'
			? listItems(
					scope,
					{ categoryIds: [category.id], ...(open ? { openAt: scope.now } : {}) },
					'popular',
					paging,
				)
			: null,
		tab === 'stores'
			? listStores(
					scope,
					{ categoryIds: [category.id], ...(open ? { openNow: true } : {}) },
					'default',
					paging,
				)
			: null,
	]);
	const located = Boolean(preferences.latLng);
	const crumbs = [
		{
			name: m['catalogWords.home']({}, { locale }),
			href: homeCrumbPath(locale, { located, moduleId: module.id }),
		},
		{
			name: m['categoryList.title']({}, { locale }),
			href: localizedPath(`/categories?module_id=${module.id}`, locale),
		},
		...(category.parent
			? [
					{
						name: category.parent.name,
						href: localizedPath(`/category/${category.parent.slug}`, locale),
					},
				]
			: []),
		{ name: category.name, href: localizedPath(`/category/${category.slug}`, locale) },
	];
	return {
		site,
		// A sub-category shows its siblings as chips, so the shopper can move between them.
		category: {
			name: category.name,
			id: category.id,
			childes: parent ? parent.childes : category.childes,
		},
		moduleType: module.type,
		tab,
		items: items?.products ?? null,
		stores: stores?.stores ?? null,
		total: items?.total_size ?? stores?.total_size ?? 0,
		page: pageNumber,
		fragment: isFragment(page.url),
		located,
		crumbs,
	};
}
