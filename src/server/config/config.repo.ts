import type { Database } from '../db/database';
import { businessSettings } from '../db/schema';

export async function readSettings(db: Database): Promise<Record<string, unknown>> {
	const rows = await db
		.select({ key: businessSettings.key, value: businessSettings.value })
		.from(businessSettings);
	return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}
