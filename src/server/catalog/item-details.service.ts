import { storeDetailsById } from '../stores/store-details.service';
import { formatItems } from './items.service';
import { findItemByKey } from './items.repo';
import { activeModules, type CatalogScope } from './scope';

/** GET items/details/{id}: the item, its tags and its store's details (contract §4.3). */
export async function itemDetails(scope: CatalogScope, key: string) {
	const row = await findItemByKey(scope.db, key, scope.today);
	if (!row) return null;
	const module = (await activeModules(scope.db)).get(row.moduleId);
	if (!module) return null;
	const [[item], store] = await Promise.all([
		formatItems(scope.db, [row], { ...scope, moduleType: module.type }),
		// The item's read joined its store as active: no second look-up of the store's id.
		storeDetailsById({ ...scope, moduleId: row.moduleId }, row.storeId),
	]);
	if (!item) return null;
	return {
		...item,
		tags: row.tags.map((tag, i) => ({ id: i + 1, tag })),
		whislists_count: 0,
		store_details: store,
	};
}
