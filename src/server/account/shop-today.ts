import { localTime } from '~/lib/local-time';
import { getTimeZone } from '../config/settings';
import type { Database } from '../db/database';

/** Today's date (YYYY-MM-DD) in the shop's time zone, for offers that run by the day. */
export async function shopToday(db: Database, now: Date): Promise<string> {
	return localTime(now, await getTimeZone(db)).date;
}
