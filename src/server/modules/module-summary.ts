import type { Locale } from '~/config/locales';
import type { Database } from '../db/database';
import { memoized } from '../db/memo';
import { modules } from '../db/schema';
import { imageUrl, isoTimestamp } from '../http/urls';
import { findTranslations } from '../translations/translations.repo';
import type { ModuleRow } from './modules.repo';

/**
 * The module object embedded in items and stores (contract §3.1 `module`): the original client's
 * product card reads `item.module.module_type` on every list.
 */
export function toModuleSummary(row: ModuleRow, name: string, baseUrl: string) {
	return {
		id: row.id,
		module_name: name,
		module_type: row.moduleType,
		slug: row.slug,
		thumbnail: row.thumbnail,
		icon: row.icon,
		icon_full_url: imageUrl(baseUrl, 'module', row.icon),
		thumbnail_full_url: imageUrl(baseUrl, 'module', row.thumbnail),
		status: String(row.status),
		theme_id: row.themeId,
		description: row.description,
		all_zone_service: row.allZoneService,
		created_at: isoTimestamp(row.createdAt),
		updated_at: isoTimestamp(row.updatedAt),
	};
}
export type ModuleSummary = ReturnType<typeof toModuleSummary>;

/** Every module (active or not: old items keep theirs) with its localised name, cached 30 s. */
export async function moduleSummaries(
	db: Database,
	locale: Locale,
	baseUrl: string,
): Promise<Map<number, ModuleSummary>> {
	const rows = await memoized(db, `module-rows:${locale}`, 30_000, async () => {
		const all = await db.select().from(modules);
		const text = await findTranslations(
			db,
			'Module',
			all.map((m) => m.id),
			locale,
		);
		return all.map((row) => ({ row, name: text.get(row.id)?.module_name ?? row.moduleName }));
	});
	return new Map(rows.map(({ row, name }) => [row.id, toModuleSummary(row, name, baseUrl)]));
}
