import { doublePrecision, index, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

/**
 * Delivery vehicles with the distance they cover (contract §1.4 `get-vehicles`,
 * `vehicle/extra_charge`): an order whose distance falls in a vehicle's coverage pays its
 * `extra_charges` on top of the delivery charge.
 */
export const vehicles = pgTable(
	'vehicles',
	{
		id: integer().primaryKey().generatedAlwaysAsIdentity(),
		/** bike, car, van… */
		type: text().notNull(),
		status: smallint().notNull().default(1),
		extraCharges: doublePrecision().notNull().default(0),
		/** Kilometres: the tier covers starting ≤ distance ≤ maximum. */
		startingCoverageArea: doublePrecision().notNull(),
		maximumCoverageArea: doublePrecision().notNull(),
		...timestamps,
	},
	(t) => [index('vehicles_coverage_idx').on(t.status, t.startingCoverageArea)],
);

/** Parcel instructions a sender may pick (contract §1.4 `customer/order/parcel-instructions`). */
export const parcelDeliveryInstructions = pgTable('parcel_delivery_instructions', {
	id: integer().primaryKey().generatedAlwaysAsIdentity(),
	instruction: text().notNull(),
	status: smallint().notNull().default(1),
	...timestamps,
});
