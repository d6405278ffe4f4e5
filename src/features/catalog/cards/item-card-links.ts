import { localizedPath } from '~/lib/preferences';
import { itemPath } from '../card-rules';
import { cardTitleId } from './card-id';
import type { CatalogItem } from './card-types';

/**
 * What every item card links: its title's id (the actions are described by it), the item's page
 * and its store's page, in the page's language.
 */
export function itemCardLinks(
	item: Pick<CatalogItem, 'id' | 'slug' | 'store_id'>,
	locals: App.Locals,
): { titleId: string; href: string; storeHref: string } {
	return {
		titleId: cardTitleId('item', item.id, locals),
		href: localizedPath(itemPath(item), locals.locale),
		storeHref: localizedPath(`/store/${item.store_id}`, locals.locale),
	};
}
