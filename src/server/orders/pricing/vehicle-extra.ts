/**
 * The delivery-vehicle extra charge of a store order (contract §8.1 step 9: "plus the
 * delivery-vehicle tier `extra_charges` for that distance"). The original client adds
 * `vehicle/extra_charge?distance=` to the fee it shows; the server adds the same tier's charge,
 * so both show one figure (issue 19). Pure.
 */
import type { OrderType } from '~/contracts/order';
import { type VehicleTier, vehicleExtraCharge } from '../../parcel/parcel-pricing';

export function storeOrderVehicleExtra(input: {
	orderType: OrderType;
	/** A store delivering with its own riders charges its own rates, without the marketplace's vehicles. */
	selfDelivery: boolean;
	tiers: readonly VehicleTier[];
	distanceKm: number;
}): number {
	if (input.orderType === 'take_away' || input.selfDelivery) return 0;
	return vehicleExtraCharge(input.tiers, input.distanceKm);
}
