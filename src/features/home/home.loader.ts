import { PREFERENCE_COOKIE_MAX_AGE_S, PREFERENCE_COOKIES } from '~/config/cookies';
import { m } from '~/i18n/messages';
import { localizedPath } from '~/lib/preferences';
import { type HomeListType, listHomeItems, loadHome } from '~/server/catalog/home-sections.service';
import type { PageInput } from '~/server/http/page-context';
import { listModules } from '~/server/modules/modules.service';
import { loadSearchPage } from '~/server/search/search-page';
import { parseSearchState, searchIndexable } from '../search/search-params';
import { type HomePart, homeDataKeys } from './home-layout';
import { moduleHomeHref } from './home-links';

export type { HomeData } from '~/server/catalog/home-sections.service';

const LIST_TYPES: readonly HomeListType[] = ['discounted', 'category', 'brand', 'new', 'searched'];

const positive = (raw: string | null) => {
	const n = Number(raw);
	return raw && Number.isSafeInteger(n) && n > 0 ? n : null;
};

/**
 * /home (spec §2): the module's home page, a `data_type` list, the search page (ADR 018), or the
 * module choice. The module is `?module_id` (mirrored into the cookies, so this response already
 * shows its accent) or the cookie's; no zone and no module → the landing. `part` names the
 * sections whose data is loaded: the page renders the first screen, `/fragments/home-more` the
 * rest (ADR 038).
 */
export async function loadHomePage(page: PageInput, part: HomePart = 'all') {
	const { locale, preferences, ctx } = page.locals;
	const { baseUrl } = ctx;
	const params = page.url.searchParams;
	const queryModule = positive(params.get('module_id'));
	if (preferences.zoneIds === null && queryModule === null)
		return page.redirect(localizedPath('/', locale), 302);

	const db = await ctx.db();
	const zoneFilter = preferences.zoneIds ? { zoneIds: preferences.zoneIds } : {};
	const [site, modules, scope] = await Promise.all([
		ctx.site(),
		listModules(db, { locale, baseUrl, ...zoneFilter }),
		// A shared page (ADR 033): rendered without the position (distances are written per
		// request); search results rank by it and are not shared.
		ctx.moduleScope(queryModule ?? preferences.moduleId, {
			shared: params.get('data_type') !== 'searched',
		}),
	]);
	if (!scope && modules.length === 1 && modules[0])
		return page.redirect(moduleHomeHref(modules[0].id, locale), 302);
	const module = scope
		? (modules.find((x) => x.id === scope.moduleId) ??
			(await listModules(db, { locale, baseUrl })).find((x) => x.id === scope.moduleId))
		: undefined;
	const business = site.businessName;
	if (!scope || !module) {
		const title = `${m['home.chooseTitle']({}, { locale })} | ${business}`;
		const description = m['home.chooseMetaDescription']({ business }, { locale });
		const indexable = params.get('data_type') !== 'searched';
		return { view: 'choose' as const, site, modules, title, description, indexable };
	}

	if (queryModule !== null) {
		const options = {
			path: '/',
			maxAge: PREFERENCE_COOKIE_MAX_AGE_S,
			sameSite: 'lax' as const,
			secure: page.url.protocol === 'https:',
		};
		page.cookies.set(PREFERENCE_COOKIES.moduleId, String(module.id), options);
		page.cookies.set(PREFERENCE_COOKIES.moduleType, module.module_type, options);
		// This response already shows the chosen module's accent (the layout reads these).
		page.locals.preferences = {
			...preferences,
			moduleId: module.id,
			moduleType: module.module_type,
		};
	}

	const rawType = params.get('data_type');
	const listType = LIST_TYPES.find((t) => t === rawType) ?? null;
	const zoneNames = module.zones.map((z) => z.display_name).join(', ');
	const zone = preferences.zoneIds && zoneNames ? zoneNames : m['home.everyZone']({}, { locale });
	const moduleName = module.module_name;
	const meta = (heading: string) => ({
		title: m['home.metaTitle']({ module: heading || moduleName, business }, { locale }),
		description: m['home.metaDescription']({ module: moduleName, zone, business }, { locale }),
	});
	const common = { site, modules, module, scope, zone, indexable: true };

	if (listType === 'searched') {
		const state = parseSearchState(params);
		const search = await loadSearchPage(scope, state);
		const heading = m['search.results.title']({ term: state.term }, { locale });
		const indexable = searchIndexable(state, search.junk);
		return { view: 'search' as const, ...common, ...meta(heading), indexable, state, search };
	}
	if (listType) {
		const list = await listHomeItems(
			scope,
			{
				type: listType,
				id: positive(listType === 'brand' ? params.get('brand_id') : params.get('id')),
				search: params.get('search') ?? params.get('name'),
			},
			Math.min(positive(params.get('page')) ?? 1, 1000),
		);
		const heading = listHeading(listType, list.name, locale);
		return { view: 'list' as const, ...common, ...meta(heading), heading, list };
	}
	const data = await loadHome(scope, homeDataKeys(scope.moduleType, part));
	return { view: 'sections' as const, ...common, ...meta(''), data, part };
}

function listHeading(
	type: Exclude<HomeListType, 'searched'>,
	name: string | null | undefined,
	locale: PageInput['locals']['locale'],
): string {
	switch (type) {
		case 'discounted':
			return m['home.listDiscounted']({}, { locale });
		case 'new':
			return m['home.listNew']({}, { locale });
		case 'category':
			return name ?? m['home.listFallbackCategory']({}, { locale });
		case 'brand':
			return name ?? m['home.listFallbackBrand']({}, { locale });
	}
}
