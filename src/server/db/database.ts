import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/** One type for the PGlite and node-postgres drizzle instances: repositories accept either. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
