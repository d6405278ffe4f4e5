import type { Locale } from '~/config/locales';
import type { Module } from '~/contracts/module';
import type { Database } from '../db/database';
import { imageUrl, isoTimestamp } from '../http/urls';
import { findTranslations } from '../translations/translations.repo';
import {
	countStoresAndItems,
	findActiveModules,
	findModuleZones,
	type ModuleFilter,
	type ModuleRow,
	type ModuleZoneRow,
} from './modules.repo';

export interface ModuleListInput extends ModuleFilter {
	locale: Locale;
	baseUrl: string;
}

export function toPivot(row: ModuleZoneRow) {
	return {
		zone_id: row.zoneId,
		module_id: row.moduleId,
		per_km_shipping_charge: row.perKmShippingCharge,
		minimum_shipping_charge: row.minimumShippingCharge,
		maximum_shipping_charge: row.maximumShippingCharge,
		maximum_cod_order_amount: row.maximumCodOrderAmount,
	};
}

function toModule(
	row: ModuleRow,
	zoneRows: ModuleZoneRow[],
	localized: Record<string, string> | undefined,
	baseUrl: string,
	counts: { stores: number; items: number } | undefined,
): Module {
	return {
		id: row.id,
		module_name: localized?.module_name ?? row.moduleName,
		module_type: row.moduleType as Module['module_type'],
		slug: row.slug,
		thumbnail: row.thumbnail,
		icon: row.icon,
		icon_full_url: imageUrl(baseUrl, 'module', row.icon),
		thumbnail_full_url: imageUrl(baseUrl, 'module', row.thumbnail),
		status: String(row.status),
		stores_count: counts?.stores ?? 0,
		items_count: counts?.items ?? 0,
		theme_id: row.themeId,
		description: localized?.description ?? row.description,
		all_zone_service: row.allZoneService,
		created_at: isoTimestamp(row.createdAt),
		updated_at: isoTimestamp(row.updatedAt),
		translations: [],
		storage: [],
		zones: zoneRows.map((z) => ({
			id: z.zone.id,
			name: z.zone.name,
			display_name: z.zone.displayName,
			status: z.zone.status,
			cash_on_delivery: z.zone.cashOnDelivery,
			digital_payment: z.zone.digitalPayment,
			pivot: toPivot(z),
		})),
	};
}

/** GET /module: active modules, limited to the caller's zones when it names any (contract §2). */
export async function listModules(db: Database, input: ModuleListInput): Promise<Module[]> {
	const rows = await findActiveModules(db, input);
	const ids = rows.map((r) => r.id);
	const [zoneRows, localized, counts] = await Promise.all([
		findModuleZones(db, ids, input.zoneIds),
		findTranslations(db, 'Module', ids, input.locale),
		countStoresAndItems(db, ids, input.zoneIds),
	]);
	return rows.map((row) =>
		toModule(
			row,
			zoneRows.filter((z) => z.moduleId === row.id),
			localized.get(row.id),
			input.baseUrl,
			counts.get(row.id),
		),
	);
}
