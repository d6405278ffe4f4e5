import type { PageInput } from '~/server/http/page-context';
import { visitAgain } from '~/server/stores/visit-again.service';

/**
 * The home's visit-again strip (spec §2), asked for by visit-again.ts with the customer's token,
 * for the module and zones of the mirror cookies: null when signed out or without a zone.
 */
export async function loadVisitAgain(page: PageInput) {
	const { preferences, ctx } = page.locals;
	const customer = await ctx.customer();
	const scope = customer && preferences.zoneIds ? await ctx.moduleScope() : null;
	if (!customer || !scope) return null;
	const [stores, site] = await Promise.all([visitAgain(scope, customer.id, true), ctx.site()]);
	return { stores, money: site.money, moduleType: scope.moduleType };
}
