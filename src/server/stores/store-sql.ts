import { type SQL, sql } from 'drizzle-orm';
import type { LocalTime } from '~/lib/local-time';
import { storeSchedules, stores } from '../db/schema';

/** 1 when a schedule row for today's weekday brackets the local time (contract §11.13). */
export function openNowSql(now: LocalTime): SQL<number> {
	return sql<number>`(case when exists (
		select 1 from ${storeSchedules}
		where ${storeSchedules.storeId} = ${stores.id}
			and ${storeSchedules.day} = ${now.weekday}
			and ${storeSchedules.openingTime} <= ${now.time}
			and ${storeSchedules.closingTime} > ${now.time}
	) then 1 else 0 end)`;
}

/** Great-circle distance in metres from a point to the store (0 when the point is unknown). */
export function distanceSql(lat: number | null, lng: number | null): SQL<number> {
	if (lat === null || lng === null) return sql<number>`0::double precision`;
	return sql<number>`(6371000 * 2 * asin(sqrt(
		power(sin(radians(${stores.latitude} - ${lat}) / 2), 2) +
		cos(radians(${lat})) * cos(radians(${stores.latitude})) *
		power(sin(radians(${stores.longitude} - ${lng}) / 2), 2)
	)))`;
}
