import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';

/** Readiness: the database answers a trivial query (throws when it does not). */
export async function checkDatabase(db: Database): Promise<void> {
	await db.execute(sql`select 1`);
}
