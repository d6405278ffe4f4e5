import type { Locale } from '~/config/locales';
import type { Zone, ZoneIdResponse } from '~/contracts/zone';
import type { LatLng } from '~/lib/geo';
import type { Database } from '../db/database';
import { apiError } from '../http/errors';
import { isoTimestamp } from '../http/urls';
import { findActiveModules, findModuleZones } from '../modules/modules.repo';
import { toPivot } from '../modules/modules.service';
import { findTranslations } from '../translations/translations.repo';
import { findActiveZones, findZonesContaining, type ZoneRow } from './zones.repo';

export function toZone(row: ZoneRow): Zone {
	return {
		id: row.id,
		name: row.name,
		display_name: row.displayName,
		status: row.status,
		cash_on_delivery: row.cashOnDelivery,
		digital_payment: row.digitalPayment,
		offline_payment: row.offlinePayment,
		increased_delivery_fee: row.increasedDeliveryFee,
		increased_delivery_fee_status: row.increasedDeliveryFeeStatus,
		increase_delivery_charge_message: row.increaseDeliveryChargeMessage,
		coordinates: row.coordinates,
		created_at: isoTimestamp(row.createdAt),
		updated_at: isoTimestamp(row.updatedAt),
	};
}

/**
 * GET /config/get-zone-id (contract §1.2): the active zones at a point, as the JSON string clients
 * store and send back in the zoneId header, with each zone's modules and delivery rates.
 */
export async function lookupZone(
	db: Database,
	point: LatLng,
	locale: Locale,
): Promise<ZoneIdResponse> {
	const found = await findZonesContaining(db, point);
	if (found.length === 0) {
		throw apiError(404, 'coordinates', 'Service not available in this area');
	}
	const active = found.filter((z) => z.status === 1);
	if (active.length === 0) {
		throw apiError(403, 'coordinates', 'We are temporarily unavailable in this area');
	}
	return {
		zone_id: JSON.stringify(active.map((z) => z.id)),
		zone_data: await zoneData(db, active, locale),
	};
}

async function zoneData(db: Database, active: ZoneRow[], locale: Locale) {
	const zoneIds = active.map((z) => z.id);
	const modules = await findActiveModules(db, { zoneIds });
	const moduleIds = modules.map((m) => m.id);
	const [pivots, localized] = await Promise.all([
		findModuleZones(db, moduleIds, zoneIds),
		findTranslations(db, 'Module', moduleIds, locale),
	]);
	return active.map((zone) => ({
		...toZone(zone),
		modules: pivots
			.filter((p) => p.zoneId === zone.id)
			.flatMap((p) => {
				const module = modules.find((m) => m.id === p.moduleId);
				if (!module) return [];
				return [
					{
						id: module.id,
						module_name: localized.get(module.id)?.module_name ?? module.moduleName,
						module_type: module.moduleType,
						pivot: toPivot(p),
					},
				];
			}),
	}));
}

/** A zone outline for maps: display name and [lat, lng] points of the outer ring. */
export interface ZoneOutline {
	id: number;
	name: string;
	points: [number, number][];
}

export async function listZoneOutlines(db: Database): Promise<ZoneOutline[]> {
	const rows = await findActiveZones(db);
	return rows.map((z) => ({
		id: z.id,
		name: z.displayName,
		points: (z.coordinates.coordinates[0] ?? []).map(([lng, lat]): [number, number] => [lat, lng]),
	}));
}
