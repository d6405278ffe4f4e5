// spec §7 location calls and the saved-address list
import * as z from 'zod/mini';
import { api } from '~/api-client/client';
import type { Address } from '~/contracts/address';
import type { LatLng } from '~/lib/geo';
import { coordinateQuery } from './location-rules';

const zoneAtSchema = z.object({
	zone_id: z.string(),
	zone_data: z.array(
		z.object({
			id: z.number(),
			display_name: z.string(),
			modules: z.array(z.object({ module_name: z.string() })),
		}),
	),
});
export type ZoneAt = z.infer<typeof zoneAtSchema>;

/** GET /config/get-zone-id: which zones (and modules) serve a point. */
export async function fetchZoneAt(point: LatLng): Promise<ZoneAt> {
	const body = await api.url('/config/get-zone-id').query(coordinateQuery(point)).get().json();
	return zoneAtSchema.parse(body);
}

const predictionsSchema = z.object({
	predictions: z.array(z.object({ place_id: z.string(), description: z.string() })),
});
export type PlacePrediction = z.infer<typeof predictionsSchema>['predictions'][number];

/** GET /config/place-api-autocomplete: places matching what the shopper typed. */
export async function fetchPlaceSuggestions(text: string): Promise<PlacePrediction[]> {
	const body = await api
		.url('/config/place-api-autocomplete')
		.query({ search_text: text })
		.get()
		.json();
	return predictionsSchema.parse(body).predictions;
}

const placeSchema = z.object({
	result: z.object({
		geometry: z.object({ location: z.object({ lat: z.number(), lng: z.number() }) }),
	}),
});

/** GET /config/place-api-details: where a suggested place is. */
export async function fetchPlaceLocation(placeId: string): Promise<LatLng> {
	const body = await api.url('/config/place-api-details').query({ placeid: placeId }).get().json();
	return placeSchema.parse(body).result.geometry.location;
}

const geocodeSchema = z.object({ results: z.array(z.object({ formatted_address: z.string() })) });

/** GET /config/geocode-api: the address at a point ('' when the provider knows none). */
export async function fetchAddressAt(point: LatLng): Promise<string> {
	const body = await api.url('/config/geocode-api').query(coordinateQuery(point)).get().json();
	return geocodeSchema.parse(body).results[0]?.formatted_address ?? '';
}

const zoneListSchema = z.array(
	z.object({
		id: z.number(),
		display_name: z.string(),
		formated_coordinates: z.array(z.object({ lat: z.number(), lng: z.number() })),
	}),
);
export type ZoneOutline = z.infer<typeof zoneListSchema>[number];

/** GET /zone/list: the delivery zones, drawn on the picker's map. */
export async function fetchZoneOutlines(): Promise<ZoneOutline[]> {
	return zoneListSchema.parse(await api.url('/zone/list').get().json());
}

const coordinate = z.pipe(
	z.union([z.number(), z.string()]),
	z.transform((v) => Number(v)),
);
/**
 * What the picker reads of a saved address (contract §6 `addressSchema`), coordinates as numbers.
 * The type comes from the contract; the zod/mini schema checks answers against it at run time
 * (its test parses a contract address).
 */
export type SavedAddress = Pick<Address, 'id' | 'address' | 'address_type'> & LatLngFields;
type LatLngFields = { latitude: number; longitude: number };

const savedAddressSchema: z.ZodMiniType<SavedAddress> = z.object({
	id: z.number(),
	address: z.string(),
	address_type: z.string(),
	latitude: coordinate,
	longitude: coordinate,
});

/** Reads the list whether it comes bare or as `{ addresses: [...] }` (6amMart's paginated shape). */
export function parseSavedAddresses(body: unknown): SavedAddress[] {
	const list = Array.isArray(body) ? body : (body as { addresses?: unknown } | null)?.addresses;
	return z
		.array(savedAddressSchema)
		.parse(list ?? [])
		.filter((a) => Number.isFinite(a.latitude) && Number.isFinite(a.longitude));
}

/** GET /customer/address/list: the signed-in customer's saved addresses (spec §2, §6). */
export async function fetchSavedAddresses(): Promise<SavedAddress[]> {
	return parseSavedAddresses(await api.url('/customer/address/list').get().json());
}
