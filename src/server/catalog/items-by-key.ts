import { listItemCampaigns } from '../promotions/campaigns.service';
import type { Item } from './item-format';
import { findItemPage } from './items.repo';
import { formatItems } from './items.service';
import type { CatalogScope } from './scope';

/** An item's key among cart and order lines: `Item:12`, `ItemCampaign:3`. */
export const itemKey = (type: string, id: number) => `${type}:${id}`;

/**
 * The items and campaign items behind cart or order lines, formatted as the catalogue serves
 * them now (in any zone of the module), by `itemKey`.
 */
export async function loadItemsByKey(
	scope: CatalogScope,
	refs: readonly { type: string; id: number }[],
): Promise<Map<string, Item>> {
	const ids = [...new Set(refs.filter((r) => r.type === 'Item').map((r) => r.id))];
	const found = new Map<string, Item>();
	if (ids.length > 0) {
		const { rows } = await findItemPage(
			scope.db,
			{ moduleId: scope.moduleId, zoneIds: null, today: scope.today, ids },
			'latest',
			{ limit: ids.length, skip: 0 },
		);
		for (const item of await formatItems(scope.db, rows, scope))
			found.set(itemKey('Item', item.id), item);
	}
	if (refs.some((r) => r.type === 'ItemCampaign')) {
		for (const item of await listItemCampaigns({ ...scope, zoneIds: null }))
			found.set(itemKey('ItemCampaign', item.id), item);
	}
	return found;
}
