import * as z from 'zod/mini';
import { api } from '~/api-client/client';
import type { LatLng } from '~/lib/geo';

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
	const body = await api
		.url('/config/get-zone-id')
		.query({ lat: point.lat, lng: point.lng })
		.get()
		.json();
	return zoneAtSchema.parse(body);
}
