import type { Database } from '../db/database';
import { memoized, UNTIL_CHANGED } from '../db/memo';
import { readSettings } from './config.repo';

/** Business settings, cached until they change: every catalogue call reads them. */
export function getSettings(db: Database): Promise<Record<string, unknown>> {
	return memoized(db, 'settings', UNTIL_CHANGED, () => readSettings(db));
}

export const DEFAULT_TIME_ZONE = 'Asia/Singapore';

export async function getTimeZone(db: Database): Promise<string> {
	const zone = (await getSettings(db)).timezone;
	return typeof zone === 'string' && zone ? zone : DEFAULT_TIME_ZONE;
}
