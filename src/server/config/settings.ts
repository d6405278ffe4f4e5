import type { Database } from '../db/database';
import { memoized } from '../db/memo';
import { readSettings } from './config.repo';

/** Business settings, cached per database for 30 s: every catalogue call reads them. */
export function getSettings(db: Database): Promise<Record<string, unknown>> {
	return memoized(db, 'settings', 30_000, () => readSettings(db));
}

export const DEFAULT_TIME_ZONE = 'Asia/Singapore';

export async function getTimeZone(db: Database): Promise<string> {
	const zone = (await getSettings(db)).timezone;
	return typeof zone === 'string' && zone ? zone : DEFAULT_TIME_ZONE;
}
