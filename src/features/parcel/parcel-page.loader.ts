import { activeModules } from '~/server/catalog/scope';
import type { PageInput } from '~/server/http/page-context';
import { listParcelCategories } from '~/server/promotions/offers.service';
import { checkoutSettings } from '../checkout/checkout-settings';

/**
 * /parcel-delivery-info?category_id= (spec §2): the parcel module, its categories and the one
 * asked for (null when none or unknown: the page lists them), and the checkout's switches.
 */
export async function loadParcelPage(page: PageInput) {
	const { locale, ctx } = page.locals;
	const db = await ctx.db();
	const [site, config, timeZone, modules] = await Promise.all([
		ctx.site(),
		ctx.settings(),
		ctx.timeZone(),
		activeModules(db),
	]);
	const parcelModule = [...modules.values()].find((module) => module.type === 'parcel') ?? null;
	const categories = parcelModule
		? (await listParcelCategories({ db, locale, baseUrl: ctx.baseUrl })).filter(
				(c) => c.module_id === parcelModule.id,
			)
		: [];
	const wanted = Number(page.url.searchParams.get('category_id'));
	const settings = checkoutSettings(config, {
		page: 'cart',
		storeId: null,
		money: site.money,
		timeZone,
	});
	return {
		site,
		parcelModule,
		categories,
		category: categories.find((c) => c.id === wanted) ?? null,
		settings,
	};
}
