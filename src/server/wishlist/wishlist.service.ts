import type { Locale } from '~/config/locales';
import type { Wishlist, WishlistEntryRequest } from '~/contracts/wishlist';
import { findItemPage } from '../catalog/items.repo';
import { formatItems } from '../catalog/items.service';
import { activeModules, type CatalogScope } from '../catalog/scope';
import type { Database } from '../db/database';
import { apiError } from '../http/errors';
import { findStorePage } from '../stores/stores.repo';
import { formatStores } from '../stores/stores.service';
import {
	deleteEntry,
	findEntries,
	insertEntry,
	targetExists,
	type WishlistTarget,
} from './wishlist.repo';

const MESSAGES = {
	added: { en: 'Successfully added', id: 'Berhasil ditambahkan' },
	already: { en: 'Already in wishlist', id: 'Sudah ada di daftar keinginan' },
	removed: { en: 'Successfully removed!', id: 'Berhasil dihapus!' },
	notFound: { en: 'Not found', id: 'Tidak ditemukan' },
	both: {
		en: 'Can not add both item and store at the same time',
		id: 'Tidak dapat menambahkan produk dan toko sekaligus',
	},
	unknownItem: { en: 'The selected item id is invalid.', id: 'Produk yang dipilih tidak valid.' },
	unknownStore: { en: 'The selected store id is invalid.', id: 'Toko yang dipilih tidak valid.' },
} as const satisfies Record<string, Record<Locale, string>>;

export function wishlistMessage(key: keyof typeof MESSAGES, locale: Locale): string {
	return MESSAGES[key][locale];
}

/** The one entry a request names; both at once is refused (contract §9, 403 `data`). */
export function targetOf(input: WishlistEntryRequest, locale: Locale): WishlistTarget {
	if (input.item_id !== undefined && input.store_id !== undefined)
		throw apiError(403, 'data', wishlistMessage('both', locale));
	return input.item_id !== undefined ? { itemId: input.item_id } : { storeId: input.store_id ?? 0 };
}

/** POST customer/wish-list/add: 200 added, 409 when already there. */
export async function addToWishlist(
	db: Database,
	userId: number,
	target: WishlistTarget,
	{ locale, now }: { locale: Locale; now: Date },
): Promise<{ status: 200 | 409; message: string }> {
	if (!(await targetExists(db, target)))
		throw 'itemId' in target
			? apiError(403, 'item_id', wishlistMessage('unknownItem', locale))
			: apiError(403, 'store_id', wishlistMessage('unknownStore', locale));
	return (await insertEntry(db, userId, target, now))
		? { status: 200, message: wishlistMessage('added', locale) }
		: { status: 409, message: wishlistMessage('already', locale) };
}

/** DELETE customer/wish-list/remove: 200 removed, 404 when the customer does not have it. */
export async function removeFromWishlist(
	db: Database,
	userId: number,
	target: WishlistTarget,
	locale: Locale,
): Promise<{ status: 200 | 404; message: string }> {
	return (await deleteEntry(db, userId, target))
		? { status: 200, message: wishlistMessage('removed', locale) }
		: { status: 404, message: wishlistMessage('notFound', locale) };
}

/** Ids grouped by module, each group keeping the wishlist's order (newest first). */
function byModule(rows: { id: number; moduleId: number }[]): Map<number, number[]> {
	const groups = new Map<number, number[]>();
	for (const row of rows) groups.set(row.moduleId, [...(groups.get(row.moduleId) ?? []), row.id]);
	return groups;
}

const inOrder = <T extends { id: number }>(found: T[], ids: number[]): T[] => {
	const rank = new Map(ids.map((id, i) => [id, i]));
	return found.sort((a, b) => (rank.get(a.id) ?? 0) - (rank.get(b.id) ?? 0));
};

/**
 * GET customer/wish-list: the customer's items and stores, newest first, only those listed in
 * the request's zones (every zone for modules that serve all) and, when given, its module.
 */
export async function listWishlist(
	scope: CatalogScope,
	userId: number,
	filter: { moduleId: number | null; zoneIds: number[] | null },
): Promise<Wishlist> {
	const entries = await findEntries(scope.db, userId);
	const modules = await activeModules(scope.db);
	const wanted = (moduleId: number) =>
		modules.has(moduleId) && (filter.moduleId === null || filter.moduleId === moduleId);
	const zonesOf = (moduleId: number) =>
		modules.get(moduleId)?.allZoneService ? null : filter.zoneIds;

	const itemGroups = [...byModule(entries.items)].filter(([moduleId]) => wanted(moduleId));
	const storeGroups = [...byModule(entries.stores)].filter(([moduleId]) => wanted(moduleId));
	const [itemLists, storeLists] = await Promise.all([
		Promise.all(
			itemGroups.map(async ([moduleId, ids]) => {
				const { rows } = await findItemPage(
					scope.db,
					{ moduleId, zoneIds: zonesOf(moduleId), today: scope.today, ids },
					'latest',
					{ limit: ids.length, skip: 0 },
				);
				const moduleType = modules.get(moduleId)?.type ?? scope.moduleType;
				return formatItems(scope.db, rows, { ...scope, moduleType });
			}),
		),
		Promise.all(
			storeGroups.map(async ([moduleId, ids]) => {
				const { rows } = await findStorePage(
					scope.db,
					{
						ids,
						moduleId,
						zoneIds: zonesOf(moduleId),
						today: scope.today,
						now: scope.now,
						lat: scope.lat,
						lng: scope.lng,
					},
					'default',
					{ limit: ids.length, skip: 0 },
				);
				return formatStores(scope.db, rows, scope);
			}),
		),
	]);
	return {
		item: inOrder(
			itemLists.flat(),
			entries.items.map((e) => e.id),
		),
		store: inOrder(
			storeLists.flat(),
			entries.stores.map((e) => e.id),
		),
	};
}
