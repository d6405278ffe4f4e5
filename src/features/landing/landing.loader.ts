import type { PageInput } from '~/server/http/page-context';
import { listModules } from '~/server/modules/modules.service';
import { listZoneOutlines } from '~/server/zones/zones.service';

/** The landing page (spec §2 `/`): the business, its modules and the delivery zones' outlines. */
export async function loadLandingPage(page: PageInput) {
	const { locale, ctx } = page.locals;
	const { baseUrl } = ctx;
	const db = await ctx.db();
	const [site, modules, zones] = await Promise.all([
		ctx.site(),
		listModules(db, { locale, baseUrl }),
		listZoneOutlines(db),
	]);
	const organization = {
		'@context': 'https://schema.org',
		'@type': 'Organization',
		name: site.businessName,
		url: baseUrl,
		logo: site.logoUrl,
		telephone: site.phone,
		email: site.email,
		address: site.address,
	};
	return { site, modules, zones, organization };
}
