import type { PageInput } from '~/server/http/page-context';

/** /loyalty-points (spec §2, §6): the conversion and earning rules of the configuration. */
export async function loadPointsPage(page: PageInput) {
	const { ctx } = page.locals;
	const [site, settings, timeZone] = await Promise.all([
		ctx.site(),
		ctx.settings(),
		ctx.timeZone(),
	]);
	const rules = {
		rate: Number(settings.loyalty_point_exchange_rate) || 0,
		minimum: Number(settings.loyalty_point_minimum_point) || 0,
		earnPercent: Number(settings.loyalty_point_item_purchase_point) || 0,
	};
	return { site, timeZone, rules };
}
