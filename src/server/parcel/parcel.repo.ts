/** Database reads of parcels: vehicles, instructions, categories, the tips customers give. */
import { and, asc, count, desc, eq, gt } from 'drizzle-orm';
import type { Locale } from '~/config/locales';
import type { ParcelInstructions, Vehicle } from '~/contracts/parcel';
import type { Database } from '../db/database';
import { orders, parcelCategories, parcelDeliveryInstructions, vehicles } from '../db/schema';
import type { Page } from '../http/paging';
import { isoTimestamp } from '../http/urls';
import { translatedPage } from '../translations/translated-page';
import type { VehicleTier } from './parcel-pricing';

export type VehicleRow = typeof vehicles.$inferSelect;
export type ParcelCategoryRow = typeof parcelCategories.$inferSelect;

/** Active vehicles, by the distance they start covering. */
export function findVehicles(db: Database): Promise<VehicleRow[]> {
	return db
		.select()
		.from(vehicles)
		.where(eq(vehicles.status, 1))
		.orderBy(asc(vehicles.startingCoverageArea), asc(vehicles.id));
}

export const toVehicleTier = (row: VehicleRow): VehicleTier => ({
	id: row.id,
	startingCoverageArea: row.startingCoverageArea,
	maximumCoverageArea: row.maximumCoverageArea,
	extraCharges: row.extraCharges,
});

export const toVehicle = (row: VehicleRow): Vehicle => ({
	id: row.id,
	type: row.type,
	status: row.status,
	extra_charges: row.extraCharges,
	starting_coverage_area: row.startingCoverageArea,
	maximum_coverage_area: row.maximumCoverageArea,
	created_at: isoTimestamp(row.createdAt),
	updated_at: isoTimestamp(row.updatedAt),
});

/** An active parcel category by id. */
export async function findParcelCategory(
	db: Database,
	id: number,
): Promise<ParcelCategoryRow | null> {
	const [row] = await db
		.select()
		.from(parcelCategories)
		.where(and(eq(parcelCategories.id, id), eq(parcelCategories.status, 1)));
	return row ?? null;
}

/** The tip given most often (ties: the larger), or null before anyone tipped. */
export async function mostCommonTip(db: Database): Promise<number | null> {
	const [row] = await db
		.select({ tip: orders.dmTips, n: count() })
		.from(orders)
		.where(gt(orders.dmTips, 0))
		.groupBy(orders.dmTips)
		.orderBy(desc(count()), desc(orders.dmTips))
		.limit(1);
	return row ? row.tip : null;
}

/** Active parcel instructions, in the caller's language, optionally one page of them. */
export async function parcelInstructions(
	db: Database,
	input: { page: Page | null; locale: Locale },
): Promise<ParcelInstructions> {
	const where = eq(parcelDeliveryInstructions.status, 1);
	const { rows, text, ...envelope } = await translatedPage(
		db,
		{
			type: 'ParcelDeliveryInstruction',
			rows: db
				.select()
				.from(parcelDeliveryInstructions)
				.where(where)
				.orderBy(asc(parcelDeliveryInstructions.id)),
			count: db.select({ n: count() }).from(parcelDeliveryInstructions).where(where),
		},
		input,
	);
	return {
		...envelope,
		data: rows.map((r) => ({
			id: r.id,
			instruction: text.get(r.id)?.instruction ?? r.instruction,
			status: r.status,
			created_at: isoTimestamp(r.createdAt),
			updated_at: isoTimestamp(r.updatedAt),
		})),
	};
}
