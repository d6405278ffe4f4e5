import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import { findItemPage } from '../catalog/items.repo';
import { formatItems } from '../catalog/items.service';
import type { CatalogScope } from '../catalog/scope';
import { getSettings } from '../config/settings';
import { banners } from '../db/schema';
import { imageFolderUrl, imageUrl, isoTimestamp } from '../http/urls';
import { formatStoresByIds } from '../stores/stores.service';
import { listBasicCampaigns } from './campaigns.service';

/** GET banners (contract §4.1): running campaigns and banners of all three types in the zones. */
export async function listBanners(scope: CatalogScope, featured: boolean) {
	const zoneIds = scope.zoneIds ?? [];
	const rows = await scope.db
		.select()
		.from(banners)
		.where(
			and(
				eq(banners.status, 1),
				eq(banners.moduleId, scope.moduleId),
				featured ? eq(banners.featured, 1) : undefined,
				scope.zoneIds ? or(isNull(banners.zoneId), inArray(banners.zoneId, zoneIds)) : undefined,
			),
		)
		.orderBy(asc(banners.id));
	const storeIds = rows
		.filter((b) => b.type === 'store_wise' && b.targetId)
		.map((b) => b.targetId as number);
	const itemIds = rows
		.filter((b) => b.type === 'item_wise' && b.targetId)
		.map((b) => b.targetId as number);
	const [storeMap, itemPage] = await Promise.all([
		formatStoresByIds(scope, storeIds),
		findItemPage(
			scope.db,
			{ moduleId: scope.moduleId, zoneIds: null, today: scope.today, ids: itemIds },
			'latest',
			{ limit: 50, skip: 0 },
		),
	]);
	const formattedItems = await formatItems(scope.db, itemPage.rows, scope);
	const itemMap = new Map(formattedItems.map((i) => [i.id, i]));
	return {
		campaigns: featured ? [] : await listBasicCampaigns(scope),
		banners: rows
			.map((b) => ({
				id: b.id,
				title: b.title,
				type: b.type,
				image: b.image,
				image_full_url: imageUrl(scope.baseUrl, 'banner', b.image),
				link: b.type === 'default' ? b.defaultLink : null,
				store: b.type === 'store_wise' && b.targetId ? (storeMap.get(b.targetId) ?? null) : null,
				item: b.type === 'item_wise' && b.targetId ? (itemMap.get(b.targetId) ?? null) : null,
			}))
			.filter((b) => b.type !== 'store_wise' || b.store !== null),
	};
}

interface Localized {
	en: string;
	id: string;
}
interface ModuleContent {
	other_banners: Record<string, string>;
	why_choose: { title: Localized; short_description: Localized; image: string }[];
	video_content: {
		section_title: Localized;
		banner_type: string;
		banner_image: string;
		banner_contents: { title: Localized; description: Localized }[];
	};
}

async function moduleContent(
	scope: Pick<CatalogScope, 'db' | 'moduleId'>,
): Promise<ModuleContent | null> {
	const value = (await getSettings(scope.db))[`module_content:${scope.moduleId}`];
	return value && typeof value === 'object' ? (value as ModuleContent) : null;
}

/** GET other-banners: the home page's section banners as a flat file map (contract §4.1). */
export async function otherBanners(
	scope: Pick<CatalogScope, 'db' | 'moduleId' | 'baseUrl' | 'moduleType'>,
) {
	const content = await moduleContent(scope);
	const promotional_banner_url = imageFolderUrl(scope.baseUrl, 'promotional_banner');
	// The parcel home reads a list of banners (`banners[].value`) under `promotional_banner_url`;
	// the other homes read the flat map, and the original client reads both (issue 19).
	const list = Object.entries(content?.other_banners ?? {}).map(([key, value], i) => ({
		id: i + 1,
		key,
		value,
		value_full_url: imageUrl(scope.baseUrl, 'promotional_banner', value),
	}));
	if (scope.moduleType === 'parcel') return { banners: list, promotional_banner_url };
	return { ...sectionBannerMap(scope.baseUrl, content), banners: list };
}

/** The flat file map of the module homes; `basic_section_nearby` is named (null) when absent. */
function sectionBannerMap(baseUrl: string, content: ModuleContent | null) {
	const map: Record<string, string | null> = {
		promotional_banner_url: imageFolderUrl(baseUrl, 'promotional_banner'),
		basic_section_nearby: null,
		basic_section_nearby_full_url: null,
	};
	for (const [key, file] of Object.entries(content?.other_banners ?? {})) {
		map[key] = file;
		map[`${key}_full_url`] = imageUrl(baseUrl, 'promotional_banner', file);
	}
	return map;
}

/** The section banners of a module home as a flat file map (our home pages read it). */
export async function sectionBanners(scope: Pick<CatalogScope, 'db' | 'moduleId' | 'baseUrl'>) {
	return sectionBannerMap(scope.baseUrl, await moduleContent(scope));
}

/**
 * GET banners/{store_id} (contract §4.1): the store's own banners as raw rows. Stores create no
 * banners here; the marketplace's store-wise banners of that store stand in for them.
 */
export async function storeBanners(
	scope: Pick<CatalogScope, 'db' | 'baseUrl' | 'zoneIds'>,
	storeId: number,
) {
	const rows = await scope.db
		.select()
		.from(banners)
		.where(
			and(
				eq(banners.status, 1),
				eq(banners.type, 'store_wise'),
				eq(banners.targetId, storeId),
				scope.zoneIds
					? or(isNull(banners.zoneId), inArray(banners.zoneId, scope.zoneIds))
					: undefined,
			),
		)
		.orderBy(asc(banners.id));
	return rows.map((b) => ({
		id: b.id,
		title: b.title,
		type: b.type,
		image: b.image,
		image_full_url: imageUrl(scope.baseUrl, 'banner', b.image),
		status: b.status,
		data: String(storeId),
		zone_id: b.zoneId,
		module_id: b.moduleId,
		featured: b.featured,
		default_link: b.defaultLink,
		created_by: 'admin',
		created_at: isoTimestamp(b.createdAt),
		updated_at: isoTimestamp(b.updatedAt),
	}));
}

export async function whyChoose(
	scope: Pick<CatalogScope, 'db' | 'moduleId' | 'baseUrl' | 'locale'>,
) {
	const content = await moduleContent(scope);
	return {
		why_choose_url: imageFolderUrl(scope.baseUrl, 'promotional_banner'),
		banners: (content?.why_choose ?? []).map((b, i) => ({
			id: i + 1,
			title: b.title[scope.locale],
			short_description: b.short_description[scope.locale],
			image: b.image,
			image_full_url: imageUrl(scope.baseUrl, 'promotional_banner', b.image),
		})),
	};
}

export async function videoContent(
	scope: Pick<CatalogScope, 'db' | 'moduleId' | 'baseUrl' | 'locale'>,
) {
	const video = (await moduleContent(scope))?.video_content;
	const urls = {
		promotional_banner_url: imageFolderUrl(scope.baseUrl, 'promotional_banner'),
		banner_video_content_url: imageFolderUrl(scope.baseUrl, 'promotional_banner'),
	};
	if (!video) return { ...urls, banner_contents: [], section_title: null, banner_type: null };
	return {
		...urls,
		section_title: video.section_title[scope.locale],
		banner_type: video.banner_type,
		banner_video: null,
		banner_video_content: null,
		banner_video_content_full_url: null,
		banner_image: video.banner_image,
		banner_image_full_url: imageUrl(scope.baseUrl, 'promotional_banner', video.banner_image),
		banner_contents: video.banner_contents.flatMap((s, i) => [
			{ key: `title_${i + 1}`, value: s.title[scope.locale] },
			{ key: `description_${i + 1}`, value: s.description[scope.locale] },
		]),
	};
}
