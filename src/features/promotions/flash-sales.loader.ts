import { LIST_PAGE_SIZE } from '~/config/constants';
import type { PageInput } from '~/server/http/page-context';
import { flashSaleForPage } from '~/server/promotions/flash-sale-page.service';
import { isFragment, moduleIdFrom, pageFrom, servicePage } from '../stores/list-paging';

/**
 * /flash-sales (spec §2; `id` names the sale): the running flash sale of the visitor's module
 * (in their zones); without a module, or for a sale of another module, the first running one.
 */
export async function loadFlashSalesPage(page: PageInput) {
	const { preferences, ctx } = page.locals;
	const rawId = page.url.searchParams.get('id') ?? '';
	const saleId = /^\d{1,9}$/.test(rawId) ? Number(rawId) : undefined;
	const pageNumber = pageFrom(page.url);
	const [own, base, site] = await Promise.all([
		ctx.moduleScope(moduleIdFrom(page.url, preferences.moduleId)),
		ctx.pageScope(),
		ctx.site(),
	]);
	const found = await flashSaleForPage(own, base, saleId, servicePage(pageNumber, LIST_PAGE_SIZE));
	return {
		site,
		sale: found?.flash_sale ?? null,
		products: found?.products ?? [],
		total: found?.total_size ?? 0,
		page: pageNumber,
		fragment: isFragment(page.url),
	};
}
