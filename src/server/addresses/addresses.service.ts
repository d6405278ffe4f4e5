import {
	type Address,
	type AddressList,
	type AddressRequest,
	MAX_ADDRESSES,
} from '~/contracts/address';
import { type LatLng, polygonContains } from '~/lib/geo';
import type { Database } from '../db/database';
import { apiError } from '../http/errors';
import type { Page } from '../http/paging';
import { isoTimestamp } from '../http/urls';
import { findActiveZones, findZonesContaining, type ZoneRow } from '../zones/zones.repo';
import {
	type AddressRow,
	type AddressValues,
	countAddresses,
	deleteAddress,
	findAddressPage,
	insertAddress,
	lockCustomerAddresses,
	updateAddress,
} from './addresses.repo';

/** Saved addresses of signed-in customers (contract §6; spec §5 address form, §6 roles). */

export const ADDRESS_MESSAGES = {
	added: 'Successfully added',
	updated: 'Updated successfully.',
	removed: 'Successfully removed!',
	notFound: 'Not found',
	outOfZone: 'Service not available in this area',
	zoneOff: 'We are temporarily unavailable in this area',
	tooMany: `You can save up to ${MAX_ADDRESSES} addresses. Delete one to add another.`,
} as const;

/** Active zones containing the point, smallest first (as get-zone-id orders them). */
function zoneIdsAt(zones: readonly ZoneRow[], point: LatLng): number[] {
	return zones
		.filter((z) => z.status === 1 && polygonContains(z.coordinates, point))
		.sort((a, b) => a.area - b.area || a.id - b.id)
		.map((z) => z.id);
}

/** The active zones serving a point; 403 `coordinates` when none does (contract §6). */
async function servingZones(db: Database, point: LatLng): Promise<number[]> {
	const found = await findZonesContaining(db, point);
	if (found.length === 0) throw apiError(403, 'coordinates', ADDRESS_MESSAGES.outOfZone);
	const active = zoneIdsAt(found, point);
	if (active.length === 0) throw apiError(403, 'coordinates', ADDRESS_MESSAGES.zoneOff);
	return active;
}

function toAddress(row: AddressRow, zones: readonly ZoneRow[]): Address {
	return {
		id: row.id,
		user_id: row.userId,
		address_type: row.addressType,
		contact_person_name: row.contactPersonName,
		contact_person_number: row.contactPersonNumber,
		address: row.address,
		additional_information: row.additionalInformation,
		latitude: String(row.latitude),
		longitude: String(row.longitude),
		zone_id: row.zoneId,
		zone_ids: zoneIdsAt(zones, { lat: row.latitude, lng: row.longitude }),
		floor: row.floor,
		road: row.road,
		house: row.house,
		created_at: isoTimestamp(row.createdAt),
		updated_at: isoTimestamp(row.updatedAt),
	};
}

function toValues(input: AddressRequest, zoneId: number, now: Date): AddressValues {
	return {
		addressType: input.address_type,
		contactPersonName: input.contact_person_name,
		contactPersonNumber: input.contact_person_number,
		address: input.address,
		latitude: input.latitude,
		longitude: input.longitude,
		zoneId,
		floor: input.floor,
		road: input.road,
		house: input.house,
		additionalInformation: input.additional_information,
		updatedAt: now,
	};
}

/** GET customer/address/list: newest first, zone_ids recomputed from today's zone polygons. */
export async function listAddresses(
	db: Database,
	userId: number,
	page: Page,
): Promise<AddressList> {
	const [{ rows, total }, zones] = await Promise.all([
		findAddressPage(db, userId, page),
		findActiveZones(db),
	]);
	return {
		total_size: total,
		limit: page.echo.limit,
		offset: page.echo.offset,
		addresses: rows.map((row) => toAddress(row, zones)),
	};
}

/** POST customer/address/add: the point must be served; at most MAX_ADDRESSES per customer. */
export async function addAddress(
	db: Database,
	userId: number,
	input: AddressRequest,
	now: Date,
): Promise<{ message: string; zone_ids: number[] }> {
	const zoneIds = await servingZones(db, { lat: input.latitude, lng: input.longitude });
	await db.transaction(async (tx) => {
		await lockCustomerAddresses(tx, userId);
		if ((await countAddresses(tx, userId)) >= MAX_ADDRESSES)
			throw apiError(403, 'address', ADDRESS_MESSAGES.tooMany);
		await insertAddress(tx, userId, { ...toValues(input, zoneIds[0] ?? 0, now), createdAt: now });
	});
	return { message: ADDRESS_MESSAGES.added, zone_ids: zoneIds };
}

/**
 * PUT customer/address/update/{id}: only the caller's own address (the original let anyone
 * change any id); null when the caller has none with that id.
 */
export async function changeAddress(
	db: Database,
	userId: number,
	id: number,
	input: AddressRequest,
	now: Date,
): Promise<{ message: string; zone_id: number; zone_ids: number[] } | null> {
	const zoneIds = await servingZones(db, { lat: input.latitude, lng: input.longitude });
	const zoneId = zoneIds[0] ?? 0;
	const changed = await updateAddress(db, userId, id, toValues(input, zoneId, now));
	return changed ? { message: ADDRESS_MESSAGES.updated, zone_id: zoneId, zone_ids: zoneIds } : null;
}

/** DELETE customer/address/delete: false when the caller has no address with that id. */
export function removeAddress(db: Database, userId: number, id: number): Promise<boolean> {
	return deleteAddress(db, userId, id);
}
