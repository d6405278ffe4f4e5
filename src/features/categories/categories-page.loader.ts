import { listCategories } from '~/server/catalog/categories.service';
import type { PageInput } from '~/server/http/page-context';
import { listModules } from '~/server/modules/modules.service';
import { moduleIdFrom } from '../stores/list-paging';
import { groupByModule } from './category-rules';

/**
 * /categories (spec §2): the chosen module's categories (`module_id` or the visitor's module);
 * without one, every module's categories grouped by module.
 */
export async function loadCategoriesPage(page: PageInput) {
	const { locale, preferences, ctx } = page.locals;
	const { baseUrl } = ctx;
	const db = await ctx.db();
	const scope = await ctx.moduleScope(moduleIdFrom(page.url, preferences.moduleId));
	const [categories, modules, site] = await Promise.all([
		listCategories({
			db,
			locale,
			baseUrl,
			zoneIds: scope?.zoneIds ?? null,
			moduleId: scope?.moduleId ?? null,
		}),
		listModules(db, { locale, baseUrl }),
		ctx.site(),
	]);
	const module = scope ? modules.find((mod) => mod.id === scope.moduleId) : undefined;
	return { site, categories, module, groups: module ? [] : groupByModule(categories, modules) };
}
