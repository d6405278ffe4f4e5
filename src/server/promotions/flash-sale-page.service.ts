import type { Page } from '../http/paging';
import { activeModules, type CatalogScope } from '../catalog/scope';
import { flashSaleItemsPage } from './flash-sales.service';

/**
 * A page of the flash sale the /flash-sales page shows: the running sale of the visitor's module
 * (`own`, in their zones); without a module, or when `saleId` names another module's sale, the
 * first running sale of any module (every zone). Null when none runs.
 */
export async function flashSaleForPage(
	own: CatalogScope | null,
	base: CatalogScope,
	saleId: number | undefined,
	page: Page,
) {
	const found = own ? await flashSaleItemsPage(own, saleId, page) : null;
	if (found || (own && saleId === undefined)) return found;
	const others = [...(await activeModules(base.db)).values()].filter(
		(m) => m.id !== own?.moduleId && m.type !== 'parcel',
	);
	for (const module of others) {
		const sale = await flashSaleItemsPage(
			{ ...base, moduleId: module.id, moduleType: module.type, zoneIds: null },
			saleId,
			page,
		);
		if (sale) return sale;
	}
	return null;
}
