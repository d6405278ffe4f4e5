import { localizedPath } from '~/lib/preferences';
import { itemDetails } from '~/server/catalog/item-details.service';
import { listReviews } from '~/server/catalog/items.service';
import { activeModules, type CatalogScope } from '~/server/catalog/scope';
import type { PageInput } from '~/server/http/page-context';
import { listItemCampaigns } from '~/server/promotions/campaigns.service';
import { reviewEntry } from '../reviews/review-entry';
import { toProductItem } from './product-item';

/** A running item campaign by slug or id: in `module_id`'s module, else in any module. */
async function findCampaignItem(scope: CatalogScope, key: string, moduleId: number) {
	const modules = await activeModules(scope.db);
	const candidates = modules.has(moduleId) ? [modules.get(moduleId)] : [...modules.values()];
	for (const module of candidates) {
		if (!module) continue;
		const list = await listItemCampaigns({
			...scope,
			moduleId: module.id,
			moduleType: module.type,
			zoneIds: null,
		});
		const found = list.find((c) => c.slug === key || String(c.id) === key);
		if (found) return found;
	}
	return null;
}

/**
 * /product/{id}: id is the slug or the numeric id; product_type=campaign names a running item
 * campaign, module_id its module (spec §2 routes). The item, its store's address and its latest
 * reviews (issue 17; none for a campaign item, whose address is not indexed).
 */
export async function loadProductPage(page: PageInput) {
	const { locale, ctx } = page.locals;
	const key = page.params.id ?? '';
	const query = page.url.searchParams;
	const campaign = query.get('product_type') === 'campaign';
	// Shared by every shopper (page cache, ADR 033): rendered without the visitor's position.
	const scope = await ctx.sharedPageScope();
	const details = campaign
		? await findCampaignItem(scope, key, Number(query.get('module_id')))
		: await itemDetails(scope, key);
	if (!details) return page.rewrite(localizedPath('/404', locale));
	const store = 'store_details' in details ? details.store_details : null;
	const item = toProductItem(details);
	const reviewPage = { limit: 10, page: 1, skip: 0, echo: { limit: 10, offset: 1 } };
	const reviews = campaign
		? []
		: (await listReviews(scope.db, item.id, reviewPage, ctx.baseUrl)).reviews;
	return {
		item,
		campaign,
		now: scope.now.time,
		storeHref: localizedPath(`/store/${store?.slug || item.store_id}`, locale),
		reviews: reviews.map((r) => reviewEntry(r, `${r.customer.f_name} ${r.customer.l_name}`.trim())),
	};
}
