import { localizedPath } from '~/lib/preferences';
import type { PageInput } from '~/server/http/page-context';
import { listStores } from '~/server/stores/stores.service';
import { storePath } from '../catalog/card-rules';
import { servicePage } from './list-paging';
import { STORE_SORT } from './store-list-rules';

/** spec §9: the side drawer lists a list's first 10 stores, then View all. */
const DRAWER_STORES = 10;

const SORT = { latest: STORE_SORT.newly_joined, popular: STORE_SORT.popular } as const;

/**
 * The side drawer's Latest / Popular stores (spec §2, §9), asked for by header.ts when the list
 * is opened: the module's first stores in the visitor's zones (of the mirror cookies), else every
 * module's, as /store/latest and /store/popular list them. Null for an unknown list.
 */
export async function loadDrawerStores(page: PageInput) {
	const kind = page.params.kind;
	if (kind !== 'latest' && kind !== 'popular') return null;
	const { preferences, ctx, locale } = page.locals;
	const scope = (await ctx.moduleScope()) ?? {
		...(await ctx.pageScope()),
		zoneIds: preferences.zoneIds,
		moduleKnown: false,
	};
	const list = await listStores(scope, {}, SORT[kind], servicePage(1, DRAWER_STORES));
	return list.stores.slice(0, DRAWER_STORES).map((store) => ({
		name: store.name,
		href: localizedPath(storePath(store), locale),
	}));
}

export type DrawerStore = NonNullable<Awaited<ReturnType<typeof loadDrawerStores>>>[number];
