import { localizedPath } from '~/lib/preferences';
import { listCategories } from '~/server/catalog/categories.service';
import type { PageInput } from '~/server/http/page-context';

/**
 * /interest (spec §2): the module's categories to pick from. Needs a zone and a module, like
 * /home: without a zone the landing, without a module (or for parcels, or no categories) /home.
 */
export async function loadInterestPage(page: PageInput) {
	const { locale, preferences, ctx } = page.locals;
	if (preferences.zoneIds === null) return page.redirect(localizedPath('/', locale), 302);
	const scope = await ctx.moduleScope();
	if (!scope || scope.moduleType === 'parcel')
		return page.redirect(localizedPath('/home', locale), 302);
	const [categories, site] = await Promise.all([
		listCategories({
			db: scope.db,
			locale,
			baseUrl: ctx.baseUrl,
			zoneIds: scope.zoneIds,
			moduleId: scope.moduleId,
		}),
		ctx.site(),
	]);
	if (categories.length === 0) return page.redirect(localizedPath('/home', locale), 302);
	return {
		site,
		categories: categories.map((c) => ({ id: c.id, name: c.name, image: c.image_full_url })),
	};
}
