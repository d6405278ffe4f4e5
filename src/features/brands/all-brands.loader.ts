import { localizedPath } from '~/lib/preferences';
import { listBrands } from '~/server/catalog/brands.service';
import { activeModules } from '~/server/catalog/scope';
import type { PageInput } from '~/server/http/page-context';
import { moduleIdFrom } from '../stores/list-paging';
import { brandSortFrom, sortBrands } from './brand-rules';

/**
 * /all-brands (spec §2): the module's brands (every brand without a module), sorted as asked; an
 * empty list redirects to /home.
 */
export async function loadAllBrandsPage(page: PageInput) {
	const { locale, preferences, ctx } = page.locals;
	const db = await ctx.db();
	const wanted = moduleIdFrom(page.url, preferences.moduleId);
	const moduleId = wanted !== null && (await activeModules(db)).has(wanted) ? wanted : null;
	const [brands, site] = await Promise.all([
		listBrands(db, { moduleId, baseUrl: ctx.baseUrl }),
		ctx.site(),
	]);
	if (brands.length === 0) return page.redirect(localizedPath('/home', locale), 302);
	const sort = brandSortFrom(page.url);
	// The sort links keep a module named in the address.
	const keep: Record<string, string> =
		page.url.searchParams.has('module_id') && moduleId !== null
			? { module_id: String(moduleId) }
			: {};
	return { site, moduleId, sort, sorted: sortBrands(brands, sort, locale), keep };
}
